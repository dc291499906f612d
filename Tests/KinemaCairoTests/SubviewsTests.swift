import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import SwiftUI
import Testing

/// iOS 18's subviews API as containers use it: `ForEach(subviews:)` feeding a flow layout,
/// `Group(subviews:)` with container values, subview ids across updates; positions against
/// hand-worked layouts.
@MainActor
@Suite("Subviews: ForEach(subviews:), Group(subviews:), container values")
struct SubviewsTests {
    private let size = CGSize(width: 300, height: 200)

    private func frame(@ViewBuilder _ content: () -> some View) -> DisplayList {
        ViewHost(size: size, content: content).frame(at: 0)
    }

    private func expectBox(
        _ box: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let box else {
            Issue.record("no box where \(expected) was expected", sourceLocation: sourceLocation)
            return
        }
        for (actual, wanted) in [
            (box.minX, expected.minX), (box.minY, expected.minY), (box.width, expected.width),
            (box.height, expected.height),
        ] {
            expectClose(actual, wanted, absolute: 1e-9, "\(box)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFlowLayoutPlacesEachSubview() {
        let list = frame {
            TagFlow {
                ForEach([60.0, 80.0], id: \.self) { width in
                    Color.red.frame(width: width, height: 20)
                }
                if false { Color.green }
                Color.blue.frame(width: 50, height: 30)
            }
            .frame(width: 170)
        }
        // Padded by 4, the subviews are 68x28, 88x28 and 58x38. In 170 points the first
        // row holds 68 + 8 + 88 = 164; the third wraps to y = 28 + 8 = 36. The flow
        // (164x74) is centred in the 170-wide frame, itself centred in 300x200: its origin
        // is (65 + 3, (200 - 74) / 2) = (68, 63).
        let reds = list.boxes(filledWith: .red)
        #expect(reds.count == 2)
        expectBox(reds.first, CGRect(x: 72, y: 67, width: 60, height: 20))
        expectBox(reds.last, CGRect(x: 68 + 76 + 4, y: 67, width: 80, height: 20))
        expectBox(list.boxes(filledWith: .blue).first, CGRect(x: 72, y: 103, width: 50, height: 30))
        let yellows = list.boxes(filledWith: .yellow)
        #expect(yellows.count == 3)
        expectBox(yellows.last, CGRect(x: 68, y: 99, width: 58, height: 38))
    }

    @Test func groupSubviewsReadContainerValuesAndDropTheRest() {
        let list = frame {
            CardColumn(limit: 2) {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 20, height: 10)
                    .containerValue(\.isHighlighted, true)
                    .padding(1)
                Color.green.frame(width: 20, height: 10)
                Color.green.frame(width: 20, height: 10)
            }
        }
        // Column: 20 (red card), 22 (blue card: 10 + 2 + 10), 4 (the count), 10 apart:
        // 66 high, from y = (200 - 66) / 2 = 67.
        expectBox(list.boxes(filledWith: .gray).first, CGRect(x: 135, y: 67, width: 30, height: 20))
        // The value set inside the padding reaches the container.
        expectBox(
            list.boxes(filledWith: .orange).first, CGRect(x: 134, y: 97, width: 32, height: 22))
        // Two subviews not shown: a bar 20 wide.
        expectBox(
            list.boxes(filledWith: .purple).first, CGRect(x: 140, y: 129, width: 20, height: 4))
        #expect(list.boxes(filledWith: .green).isEmpty)
    }

    @Test func subviewIDsFollowTheirElementsAcrossUpdates() {
        let log = SubviewLog()
        var timeline = SceneTimeline(size: size, initialState: ["a", "b", "c"]) { order in
            Group(
                subviews: ForEach(order, id: \.self) { _ in Color.red.frame(width: 5, height: 5) }
            ) {
                subviews in
                let _ = log.record(subviews.map(\.id))
                HStack { subviews }
            }
        }
        let before = log.ids
        timeline.change(at: 1) { $0 = ["c", "a", "b"] }
        let after = log.ids
        #expect(before.count == 3 && Set(before).count == 3)
        #expect(after == [before[2], before[0], before[1]])
        #expect(timeline.frame(at: 1).boxes(filledWith: .red).count == 3)
    }

    @Test func emptyContentHasNoSubviews() {
        let log = SubviewLog()
        let list = frame {
            Group(subviews: EmptyView()) { subviews in
                let _ = log.record(subviews.map(\.id))
                Color.red.frame(width: CGFloat(10 + subviews.count), height: 10)
            }
            ForEach(subviews: EmptyView()) { subview in subview.padding() }
        }
        #expect(log.ids.isEmpty)
        #expect(list.boxes(filledWith: .red).map(\.width) == [10])
    }

    @Test func nestedGroupsReachTheSameSubviews() {
        let log = SubviewLog()
        let list = frame {
            Group(
                subviews: Group(subviews: TupleOfThree()) { inner in
                    if let last = inner.last { last }
                }
            ) { outer in
                let _ = log.record(outer.map(\.id))
                outer
            }
        }
        // The inner group shows only its last subview (blue), so the outer has one.
        #expect(log.ids.count == 1)
        #expect(list.boxes(filledWith: .blue).count == 1)
        #expect(list.boxes(filledWith: .red).isEmpty)
    }

    @Test func aSubviewPlacedTwiceDrawsOnceWithADiagnostic() async {
        let host = ViewHost(size: size) {
            Group(subviews: Color.red.frame(width: 5, height: 5)) { subviews in
                VStack {
                    subviews[0]
                    subviews[0]
                }
            }
        }
        await host.run(until: 0.1)
        #expect(host.frame(at: 0.1).boxes(filledWith: .red).count == 1)
        #expect(host.diagnostics.contains { $0.message.contains("placed more than once") })
    }
}

/// Three coloured views.
private struct TupleOfThree: View {
    var body: some View {
        Color.red.frame(width: 5, height: 5)
        Color.green.frame(width: 5, height: 5)
        Color.blue.frame(width: 5, height: 5)
    }
}

/// The subview ids a group saw last.
@MainActor
private final class SubviewLog {
    private(set) var ids: [Subview.ID] = []

    func record(_ ids: [Subview.ID]) { self.ids = ids }
}
