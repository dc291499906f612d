import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// Right to left, the engine mirrors the x position of each subview within its container
/// (SwiftUI's rule for `LayoutDirection`), with numbers worked out by hand.
@Suite struct LayoutDirectionTests {
    /// Three fixed subviews 10, 20 and 30 wide and 10 high.
    let three: [LayoutSubview] = [10, 20, 30].map { .fixed(CGSize(width: $0, height: 10)) }

    @Test func anHStackRunsFromTheRight() {
        // The row is 60 wide (the root takes its own size): left to right at 0, 10, 30;
        // right to left each x is 60 − x − w: 50, 30, 0 (the first subview rightmost).
        let root = LayoutSubview.container(HStackLayout(spacing: 0), subviews: three)
        let engine = LayoutEngine(root: root.layoutDirection(.rightToLeft))
        let frames = engine.layout(in: ProposedViewSize(width: 100, height: 10)).frames
        #expect(frames.dropFirst().map(\.minX) == [50, 30, 0])
        #expect(frames.dropFirst().map(\.minY) == [0, 0, 0])
        let ltr = LayoutEngine(root: root).layout(in: ProposedViewSize(width: 100, height: 10))
        #expect(ltr.frames.dropFirst().map(\.minX) == [0, 10, 30])
        #expect(ltr.size == CGSize(width: 60, height: 10))
    }

    @Test func leadingAlignmentIsOnTheRight() {
        // A VStack aligned .leading is 30 wide: left to right every subview starts at 0;
        // right to left each ends at 30 (x = 30 − w).
        let root = LayoutSubview.container(VStackLayout(alignment: .leading), subviews: three)
        let frames = LayoutEngine(root: root.layoutDirection(.rightToLeft))
            .layout(in: .unspecified).frames
        #expect(frames.dropFirst().map(\.minX) == [20, 10, 0])
        #expect(frames.dropFirst().map(\.maxX) == [30, 30, 30])
    }

    @Test func nestedContainersMirrorTheWholeSubtree() {
        // An HStack of a VStack (.leading) and a 40-wide leaf, both right to left: every
        // frame is the left-to-right frame mirrored about the root's middle.
        func tree(_ direction: LayoutDirection) -> LayoutSubview {
            let column = LayoutSubview.container(
                VStackLayout(alignment: .leading, spacing: 4), subviews: three
            ).layoutDirection(direction)
            return LayoutSubview.container(
                HStackLayout(spacing: 6), subviews: [column, .fixed(CGSize(width: 40, height: 5))]
            ).layoutDirection(direction)
        }
        let proposal = ProposedViewSize(width: 200, height: 100)
        let ltr = LayoutEngine(root: tree(.leftToRight)).layout(in: proposal)
        let rtl = LayoutEngine(root: tree(.rightToLeft)).layout(in: proposal)
        #expect(ltr.size == rtl.size)
        for (l, r) in zip(ltr.frames, rtl.frames) {
            expectClose(r.minX, ltr.size.width - l.maxX, absolute: 1e-9)
            expectClose(r.minY, l.minY, absolute: 1e-9)
            #expect(r.size == l.size)
        }
    }

    @Test func aLeafIgnoresTheDirection() {
        let leaf = LayoutSubview.fixed(CGSize(width: 5, height: 5))
        #expect(leaf.layoutDirection(.rightToLeft) == leaf)
    }

    @Test func aCustomLayoutReadsTheDirection() {
        let seen = Locked<[LayoutDirection]>([])
        let root = LayoutSubview.container(DirectionProbe(seen: seen), subviews: three)
        _ = LayoutEngine(root: root.layoutDirection(.rightToLeft)).layout(in: .unspecified)
        _ = LayoutEngine(root: root).layout(in: .unspecified)
        #expect(seen.withLock { $0 } == [.rightToLeft, .leftToRight])
    }
}

/// A layout that records the direction its subviews report, and places them at 0.
private struct DirectionProbe: Layout {
    let seen: Locked<[LayoutDirection]>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 10)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let direction = subviews.layoutDirection
        seen.withLock { $0.append(direction) }
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}
