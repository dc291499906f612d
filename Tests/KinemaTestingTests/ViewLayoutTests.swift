// ViewLayout: a view's size at a proposal and its subviews' frames, found by identifier,
// tag and text, at times, against values worked out by hand.
import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene
import KinemaTesting
import Testing

@MainActor
@Suite struct ViewLayoutTests {
    @Test func findsFramesByIdentifierAndTag() async throws {
        let layout = ViewLayout(of: TwoBlocks())
        // 40 + 10 + 60 wide, as tall as the taller block; the shorter one centred.
        #expect(layout.size == CGSize(width: 110, height: 30))
        #expect(await layout.frame(of: "left") == CGRect(x: 0, y: 5, width: 40, height: 20))
        #expect(await layout.frame(of: .tag(2)) == CGRect(x: 50, y: 0, width: 60, height: 30))
        // Another type's tag, an unknown identifier: no views.
        #expect(await layout.frame(of: .tag("2")) == nil)
        #expect(await layout.frames(of: "right").isEmpty)
    }

    @Test func takesTheProposal() async {
        let bar = Color.blue.frame(height: 10).accessibilityIdentifier("bar")
        let layout = ViewLayout(of: bar, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(layout.size == CGSize(width: 300, height: 10))
        #expect(await layout.frame(of: "bar") == CGRect(x: 0, y: 0, width: 300, height: 10))
        // A greedy view under an infinite proposal takes no finite size: 0.
        let greedy = ViewLayout(of: Color.red, proposal: .infinity)
        #expect(greedy.size == .zero)
    }

    @Test func followsAnAnimatedFrame() async {
        let layout = ViewLayout(of: GrowingBar())
        #expect(layout.size == CGSize(width: 200, height: 10))
        // Linear from 20 to 120 over one second: 20 + 100 t, left-aligned.
        let frames = await layout.frames(of: "bar", at: [0, 0.25, 0.5, 1, 2])
        let widths = frames.map { $0?.width ?? -1 }
        for (width, expected) in zip(widths, [20.0, 45, 70, 120, 120]) {
            #expect(abs(width - expected) <= 1e-9, "\(widths)")
        }
        #expect(frames.allSatisfy { $0?.minX == 0 && $0?.height == 10 })
    }

    @Test func findsTextAndFollowsATap() async throws {
        let layout = ViewLayout(of: Counter())
        #expect(layout.size == CGSize(width: 100, height: 100))
        let before = try #require(await layout.frame(of: .text("Add")))
        #expect(before.minY == 0)
        #expect(await layout.frame(of: "add") != nil)
        layout.play([.tap(identifier: "add", at: 0.1)])
        let after = try #require(await layout.frame(of: .text("Add"), at: 0.2))
        // The spacer above grew from 0 to 20 points, at once (no animation).
        #expect(after.minY == before.minY + 20)
        #expect(after.size == before.size)
    }

    @Test func anEmptyViewHasNoSizeAndNoFrames() async {
        let layout = ViewLayout(of: EmptyView())
        #expect(layout.size == .zero)
        #expect(await layout.frames(of: .text("")).isEmpty)
    }

    @Test func queriesDescribeThemselves() {
        #expect(ViewQuery.identifier("a").description == ".identifier(\"a\")")
        #expect(("a" as ViewQuery) == .identifier("a"))
        #expect(ViewQuery.tag(2).description == ".tag(2)")
        #expect(ViewQuery.tag(2) != .tag(3))
        #expect(ViewQuery.text("Hi").description == ".text(\"Hi\")")
    }
}
