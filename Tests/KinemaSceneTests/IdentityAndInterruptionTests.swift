import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// A coloured square for an id.
struct Swatch: View, Identifiable {
    let id: Int
    var body: some View {
        Rectangle().fill(Color(red: Double(id) / 10, green: 0, blue: 0)).frame(
            width: 10, height: 10)
    }
}

/// Checks swatches 1, 2, 3 (a row 30 wide at 35) halfway through their linear move to the
/// order 3, 1, 2: swatch 3 from 55 to 35, 1 from 35 to 45, 2 from 45 to 55.
func expectSwatchesHalfwayFrom123To312(_ list: DisplayList) {
    func x(of id: Int) -> Double? {
        // Colours round-trip through linear light: match them to 1e-9.
        guard
            let index = list.drawings.firstIndex(where: {
                isClose($0.paint?.representativeColor.red ?? -1, Double(id) / 10, absolute: 1e-9)
            })
        else { return nil }
        return list.box(index).minX
    }
    expectClose(x(of: 3) ?? .nan, 45, absolute: 1e-9)
    expectClose(x(of: 1) ?? .nan, 40, absolute: 1e-9)
    expectClose(x(of: 2) ?? .nan, 50, absolute: 1e-9)
}

@MainActor
@Suite struct IdentityAndInterruptionTests {
    @Test func forEachReorderingKeepsIdentity() {
        var t = SceneTimeline(size: canvas, initialState: [1, 2, 3]) { ids in
            HStack(spacing: 0) {
                ForEach(ids, id: \.self) { Swatch(id: $0) }
            }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = [3, 1, 2] }
        expectSwatchesHalfwayFrom123To312(t.frame(at: 1.5))
    }

    /// Ids whose hashes all collide still keep their own identities (the identity table
    /// compares keys, not only hashes), and thousands of them (the table grows many
    /// times) keep theirs across a reordering.
    @Test func collidingAndManyForEachIdsKeepTheirIdentities() {
        struct Colliding: Hashable, Sendable {
            let value: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        var t = SceneTimeline(size: canvas, initialState: [1, 2, 3]) { ids in
            HStack(spacing: 0) {
                ForEach(ids.map(Colliding.init), id: \.self) { Swatch(id: $0.value) }
            }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = [3, 1, 2] }
        // Halfway through the same moves as `forEachReorderingKeepsIdentity`.
        expectSwatchesHalfwayFrom123To312(t.frame(at: 1.5))

        // 3,000 ids, reversed: every view moves (none is inserted or removed, which
        // would fade it), each to its mirrored place.
        let count = 3_000
        var many = SceneTimeline(size: CGSize(width: 3_000, height: 10), initialState: false) {
            reversed in
            HStack(spacing: 0) {
                ForEach(reversed ? Array((0..<count).reversed()) : Array(0..<count), id: \.self) {
                    Rectangle().fill(Color(red: Double($0) / Double(count), green: 0, blue: 0))
                        .frame(width: 1, height: 1)
                }
            }
        }
        many.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        let end = many.frame(at: 2)
        #expect(end.groups.isEmpty)
        #expect(end.drawings.count == count)
        let first = end.drawings.firstIndex {
            isClose($0.paint?.representativeColor.red ?? -1, 0, absolute: 1e-12)
        }
        expectClose(first.map { end.box($0).minX } ?? .nan, Double(count - 1), absolute: 1e-6)
    }

    @Test func identifiableForEachAndInsertion() {
        var t = SceneTimeline(size: canvas, initialState: [Swatch(id: 1)]) { swatches in
            HStack(spacing: 0) { ForEach(swatches) { $0 } }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0.insert(Swatch(id: 5), at: 0) }
        let list = t.frame(at: 1.5)
        // Swatch 1 moves from 45 to 50; swatch 5 appears at 40, fading in.
        #expect(list.groups == [.opacity(0.5)])
        #expect(list.drawings.count == 2)
        expectClose(list.box(1).minX, 47.5, absolute: 1e-9)
    }

    @Test func springInterruptedMidFlightKeepsItsVelocity() {
        var t = SceneTimeline(size: canvas, initialState: 0.0) { x in Square().offset(x: x) }
        t.change(at: 1, animation: .spring(duration: 0.5, bounce: 0.2)) { $0 = 30 }
        t.change(at: 1.1, animation: .spring(duration: 0.5, bounce: 0.2)) { $0 = -30 }
        func x(_ time: Double) -> Double { t.frame(at: time).box(0).minX - 45 }
        // The position is continuous across the change (it moves about 150 pt/s, so by
        // 3e-4 over 2 microseconds), and so is the velocity.
        expectClose(x(1.1 - 1e-6), x(1.1 + 1e-6), absolute: 1e-3)
        let h = 1e-5
        let before = (x(1.1 - h) - x(1.1 - 2 * h)) / h
        let after = (x(1.1 + 2 * h) - x(1.1 + h)) / h
        expectClose(after, before, absolute: 0.05, relative: 1e-3)
        #expect(before > 50)  // still moving right fast when interrupted
        // Against the same changes on a bare animator.
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(30, at: 1, animation: .spring(duration: 0.5, bounce: 0.2))
        animator.setTarget(-30, at: 1.1, animation: .spring(duration: 0.5, bounce: 0.2))
        for time in [1.05, 1.2, 1.4, 2.0] {
            expectClose(x(time), animator.value(at: time), absolute: 1e-9)
        }
        expectClose(x(5), -30, absolute: 1e-6)
    }

    @Test func interruptedTimingCurvesAddUp() {
        var t = SceneTimeline(size: canvas, initialState: 0.0) { x in Square().offset(x: x) }
        t.change(at: 0, animation: .linear(duration: 1)) { $0 = 10 }
        t.change(at: 0.5, animation: .linear(duration: 1)) { $0 = 30 }
        // At 1: the first run is done (10); the second covers half of its 20.
        expectClose(t.frame(at: 1).box(0).minX - 45, 20, absolute: 1e-9)
    }

    @Test func anyLayoutSwitchAnimatesChildFrames() {
        var t = SceneTimeline(size: canvas, initialState: false) { vertical in
            let layout =
                vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                Square()
                Rectangle().fill(blue).frame(width: 10, height: 10)
            }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        // Blue goes from (50, 45) in the row to (45, 50) in the column.
        let list = t.frame(at: 1.5)
        expectRect(list.box(1), CGRect(x: 47.5, y: 47.5, width: 10, height: 10))
        expectRect(t.frame(at: 2).box(1), CGRect(x: 45, y: 50, width: 10, height: 10))
    }
}
