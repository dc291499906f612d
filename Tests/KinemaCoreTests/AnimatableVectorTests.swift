import KinemaCore
import KinemaTestSupport
import Testing

@Suite("AnimatableVector")
struct AnimatableVectorTests {
    /// A random vector of 0 to 12 elements in -1000...1000.
    private static func randomVector(_ generator: inout SeededGenerator) -> AnimatableVector {
        let count = Int.random(in: 0...12, using: &generator)
        return AnimatableVector(
            (0..<count).map { _ in Double.random(in: -1000...1000, using: &generator) })
    }

    /// The generic interpolation of `VectorArithmetic`, reached through a generic context.
    private static func genericInterpolated<V: VectorArithmetic>(_ a: V, _ b: V, _ t: Double) -> V {
        a.interpolated(towards: b, amount: t)
    }

    @Test("literal, init, count, elements and subscripts")
    func construction() {
        var v: AnimatableVector = [1, 2, 3]
        #expect(v.count == 3)
        #expect(v.elements == [1, 2, 3])
        #expect(AnimatableVector([1.0, 2, 3]) == v)
        #expect(AnimatableVector(repeating: 0.5, count: 2).elements == [0.5, 0.5])
        #expect(v[1] == 2)
        #expect(v[7] == 0, "reading past the end reads the implicit zero padding")
        v[5] = 9
        #expect(v.elements == [1, 2, 3, 0, 0, 9], "writing past the end pads with zeros")
        #expect(v[1..<4].elements == [2, 3, 0])
        #expect(v[4..<8].elements == [0, 9, 0, 0])
        #expect(v[2..<2].count == 0)
        v.elements = [4]
        #expect(v == [4])
    }

    @Test("zero is the empty vector and equality ignores trailing zeros")
    func zeroAndEquality() {
        #expect(AnimatableVector.zero.count == 0)
        #expect(AnimatableVector() == .zero)
        #expect(AnimatableVector([0, 0, 0]) == .zero)
        #expect(AnimatableVector([1, 2]) == [1, 2, 0, 0])
        #expect(AnimatableVector([1, 2]) != [1, 2, 0, 1])
        #expect(AnimatableVector([1, 2]) != [1])
        #expect(AnimatableVector([1, 2]).hashValue == AnimatableVector([1, 2, 0]).hashValue)
        #expect(AnimatableVector([-0.0]).hashValue == AnimatableVector.zero.hashValue)
        let set: Set<AnimatableVector> = [[1, 0], [1], [1, 0, 0], [2]]
        #expect(set.count == 2)
    }

    @Test("arithmetic pads the shorter operand with zeros")
    func arithmetic() {
        let a: AnimatableVector = [1, 2, 3]
        let b: AnimatableVector = [10, 20]
        #expect((a + b).elements == [11, 22, 3])
        #expect((b + a).elements == [11, 22, 3])
        #expect((a - b).elements == [-9, -18, 3])
        #expect((b - a).elements == [9, 18, -3])
        var c = b
        c += a
        #expect(c.elements == [11, 22, 3])
        c -= [0, 0, 0, 4]
        #expect(c.elements == [11, 22, 3, -4])
        #expect((a - a) == .zero)
        #expect((AnimatableVector.zero + .zero).count == 0)
        #expect(a.scaled(by: -2).elements == [-2, -4, -6])
        #expect(a.magnitudeSquared == 14)
        #expect(AnimatableVector.zero.magnitudeSquared == 0)
    }

    @Test("interpolation goes element-wise over the longer length")
    func interpolation() {
        let a: AnimatableVector = [10, 40, 25]
        let b: AnimatableVector = [20, 20, 20, 20]
        #expect(a.interpolated(towards: b, amount: 0.5).elements == [15, 30, 22.5, 10])
        #expect(b.interpolated(towards: a, amount: 0.5).elements == [15, 30, 22.5, 10])
        #expect(a.interpolated(towards: b, amount: 2).elements == [30, 0, 15, 40])
        #expect(a.interpolated(towards: .zero, amount: 1) == .zero)
    }

    @Test("NaN and infinity propagate as in Double")
    func nonFinite() {
        let a: AnimatableVector = [.nan, .infinity, 1]
        let sum = a + [1, 1]
        #expect(sum[0].isNaN)
        #expect(sum[1] == .infinity)
        #expect(sum[2] == 1)
        #expect(a.magnitudeSquared.isNaN)
        #expect(AnimatableVector([.infinity]).magnitudeSquared == .infinity)
        #expect(!(a == a), "a NaN element is not equal to itself, as in Double")
    }

    @Test(
        "random vectors: a + b - b == a, a + b == b + a, endpoints",
        arguments: [1, 2, 3] as [UInt64])
    func properties(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let a = Self.randomVector(&generator)
            let b = Self.randomVector(&generator)
            let t = Double.random(in: -0.5...1.5, using: &generator)
            let roundTrip = a + b - b
            #expect(roundTrip.count == max(a.count, b.count))
            for index in 0..<roundTrip.count {
                expectClose(roundTrip[index], a[index], absolute: 1e-12 * 2048)
            }
            #expect(a + b == b + a, "floating-point addition is commutative")
            #expect(a.interpolated(towards: b, amount: 0) == a, "amount 0 is exact")
            let end = a.interpolated(towards: b, amount: 1)
            for index in 0..<end.count {
                expectClose(end[index], b[index], absolute: 1e-12 * 2048)
            }
            let specific = a.interpolated(towards: b, amount: t)
            let generic = Self.genericInterpolated(a, b, t)
            #expect(specific.elements == generic.elements, "in-place and generic agree bit for bit")
            let scaled = a.scaled(by: 2)
            #expect(scaled == a + a, "doubling is exact")
            expectClose(
                scaled.magnitudeSquared, 4 * a.magnitudeSquared, absolute: 1e-9, relative: 1e-12)
        }
    }
}
