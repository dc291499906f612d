import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Keyframes: cubic keyframes")
struct CubicKeyframeTests {
    /// Knots (0, 0), (1, 10), (3, 4), (4, 8).
    static let timeline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(10, duration: 1)
        CubicKeyframe(4, duration: 2)
        CubicKeyframe(8, duration: 1)
    }

    /// The cubic with these end values and velocities, in Bézier form (an
    /// independent formulation of the Hermite segment): control points
    /// `p0, p0 + h·v0/3, p1 - h·v1/3, p1`.
    static func bezier(
        _ p0: Double, _ p1: Double, _ v0: Double, _ v1: Double, length h: Double, at u: Double
    ) -> Double {
        let (c1, c2) = (p0 + h * v0 / 3, p1 - h * v1 / 3)
        let w = 1 - u
        return w * w * w * p0 + 3 * w * w * u * c1 + 3 * w * u * u * c2 + u * u * u * p1
    }

    @Test(
        "passes through every keyframe at its time",
        arguments: [
            (0.0, 0.0), (1.0, 10), (3.0, 4), (4.0, 8),
        ])
    func passesThroughKeyframes(time: Double, expected: Double) {
        #expect(Self.timeline.value(time: time) == expected)
    }

    @Test("matches hand-computed Hermite values")
    func handComputed() {
        // Segment 2 (t in 1...3, 10 → 4): Catmull-Rom velocities (4 - 0)/(3 - 0) = 4/3
        // and (8 - 10)/(4 - 1) = -2/3. At u = 1/4: h00 = 0.84375, h10 = 0.140625,
        // h01 = 0.15625, h11 = -0.046875, so
        // 8.4375 + 0.140625·2·4/3 + 0.625 + 0.046875·2·2/3 = 9.5.
        expectClose(Self.timeline.value(time: 1.5), 9.5, absolute: 1e-12)
        // At u = 1/2: 5 + 1/3 + 2 + 1/6 = 7.5.
        expectClose(Self.timeline.value(time: 2), 7.5, absolute: 1e-12)
        // Segment 1 (0 → 10, starting at rest, ending at 4/3) at u = 1/2: 5 - 1/6.
        expectClose(Self.timeline.value(time: 0.5), 5 - 1.0 / 6, absolute: 1e-12)
        // Segment 3 (4 → 8, from -2/3 to rest) at u = 1/2: 6 + 0.125·(-2/3).
        expectClose(Self.timeline.value(time: 3.5), 6 - 1.0 / 12, absolute: 1e-12)
    }

    @Test("velocity is continuous at each interior keyframe and equals the Catmull-Rom tangent")
    func continuousVelocity() {
        let step = 1e-6
        for (time, tangent) in [(1.0, 4.0 / 3), (3.0, -2.0 / 3)] {
            let value = Self.timeline.value(time: time)
            let left = (value - Self.timeline.value(time: time - step)) / step
            let right = (Self.timeline.value(time: time + step) - value) / step
            expectClose(left, tangent, absolute: 1e-4)
            expectClose(right, tangent, absolute: 1e-4)
        }
    }

    @Test("starts and ends at rest")
    func endpointsAtRest() {
        let step = 1e-6
        let start = (Self.timeline.value(time: step) - Self.timeline.value(time: 0)) / step
        let end = (Self.timeline.value(time: 4) - Self.timeline.value(time: 4 - step)) / step
        expectClose(start, 0, absolute: 1e-4)
        expectClose(end, 0, absolute: 1e-4)
    }

    @Test("a single cubic keyframe is the smoothstep", arguments: [0.0, 0.2, 0.5, 0.7, 1.0])
    func singleKeyframe(u: Double) {
        let timeline = KeyframeTimeline(initialValue: 2.0) { CubicKeyframe(6, duration: 2) }
        expectClose(timeline.value(time: 2 * u), 2 + 4 * u * u * (3 - 2 * u), absolute: 1e-12)
    }

    @Test("explicit velocities are used, and on both sides of their keyframe")
    func explicitVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1, duration: 1, startVelocity: 2, endVelocity: -3)
            CubicKeyframe(0, duration: 0.5)
        }
        for u in [0.25, 0.5, 0.9] {
            expectClose(
                timeline.value(time: u), Self.bezier(0, 1, 2, -3, length: 1, at: u),
                absolute: 1e-12)
            // The second segment starts with the first one's end velocity, ends at rest.
            expectClose(
                timeline.value(time: 1 + 0.5 * u), Self.bezier(1, 0, -3, 0, length: 0.5, at: u),
                absolute: 1e-12)
        }
    }

    @Test("next to linear keyframes a cubic keyframe takes their velocities")
    func nextToLinear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2, duration: 1)  // ends at 2/s
            CubicKeyframe(3, duration: 1)
            LinearKeyframe(7, duration: 2, timingCurve: .easeIn)  // starts at rest
        }
        let ease = UnitCurve.easeIn.velocity(at: 0) * 4 / 2
        for u in [0.1, 0.5, 0.8] {
            expectClose(
                timeline.value(time: 1 + u), Self.bezier(2, 3, 2, ease, length: 1, at: u),
                absolute: 1e-12)
        }
    }

    @Test("seeded random cubic tracks match the Catmull-Rom spline in Bézier form")
    func randomSplines() {
        var generator = SeededGenerator(seed: 0xC0B1C)
        for _ in 0..<40 {
            let count = Int.random(in: 1...7, using: &generator)
            var points = [Double.random(in: -50...50, using: &generator)]
            var times = [0.0]
            for _ in 0..<count {
                points.append(Double.random(in: -50...50, using: &generator))
                times.append(
                    times[times.count - 1] + Double.random(in: 0.05...2, using: &generator))
            }
            let timeline = KeyframeTimeline(initialValue: points[0]) {
                for i in 1...count {
                    CubicKeyframe(points[i], duration: times[i] - times[i - 1])
                }
            }
            func tangent(_ k: Int) -> Double {
                k == 0 || k == count
                    ? 0 : (points[k + 1] - points[k - 1]) / (times[k + 1] - times[k - 1])
            }
            for i in 0..<count {
                let u = Double.random(in: 0..<1, using: &generator)
                let h = times[i + 1] - times[i]
                let expected = Self.bezier(
                    points[i], points[i + 1], tangent(i), tangent(i + 1), length: h, at: u)
                expectClose(
                    timeline.value(time: times[i] + u * h), expected, absolute: 1e-9,
                    relative: 1e-9)
            }
        }
    }
}
