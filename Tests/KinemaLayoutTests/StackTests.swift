import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

/// A guide a third of the way down a view.
private enum ThirdID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let third = VerticalAlignment(ThirdID.self)
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

@Suite("Stacks")
struct StackTests {
    @Test("The documented example: the less flexible view is offered half, the other overflows")
    func referenceExample() {
        let p = HStackLayout(spacing: 0).placements(
            of: [.flexible(maxWidth: 100), .flexible(minWidth: 100)],
            in: ProposedViewSize(width: 150, height: 10))
        #expect(p.size == CGSize(width: 175, height: 10))
        #expect(p.frames == [rect(0, 0, 75, 10), rect(75, 0, 100, 10)])
    }

    @Test("VStack mirrors the reference example")
    func verticalMirror() {
        let p = VStackLayout(spacing: 0).placements(
            of: [.flexible(maxHeight: 100), .flexible(minHeight: 100)],
            in: ProposedViewSize(width: 10, height: 150))
        #expect(p.size == CGSize(width: 10, height: 175))
        #expect(p.frames == [rect(0, 0, 10, 75), rect(0, 75, 10, 100)])
    }

    @Test("Higher priority is served first; lower priorities keep their minimums")
    func priorities() {
        // Available to B: 100 - A's minimum 20 = 80. Then A gets 100 - 80 = 20.
        let p = HStackLayout(spacing: 0).placements(
            of: [.flexible(minWidth: 20), .flexible().layoutPriority(1)],
            in: ProposedViewSize(width: 100, height: 10))
        #expect(p.frames == [rect(0, 0, 20, 10), rect(20, 0, 80, 10)])
        // Equal priorities: equal shares.
        let q = HStackLayout(spacing: 0).placements(
            of: [.flexible(minWidth: 20), .flexible()],
            in: ProposedViewSize(width: 100, height: 10))
        #expect(q.frames == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
    }

    @Test("A spacer fills the rest with no gaps beside it; ordinary neighbours are 8 apart")
    func spacer() {
        let a = LayoutSubview.fixed(CGSize(width: 20, height: 10))
        let c = LayoutSubview.fixed(CGSize(width: 30, height: 10))
        let p = HStackLayout().placements(
            of: [a, .spacer(), c], in: ProposedViewSize(width: 100, height: 20))
        #expect(p.size == CGSize(width: 100, height: 10))
        #expect(p.frames == [rect(0, 0, 20, 10), rect(20, 5, 50, 0), rect(70, 0, 30, 10)])
        let q = HStackLayout().placements(of: [a, c], in: ProposedViewSize(width: 100, height: 20))
        #expect(q.size == CGSize(width: 58, height: 10))
        #expect(q.frames[1] == rect(28, 0, 30, 10))
        // Too little room: the spacer keeps its minimum length 8 and the row overflows.
        let r = HStackLayout().placements(
            of: [a, .spacer(), c], in: ProposedViewSize(width: 40, height: 20))
        #expect(r.size.width == 58)
        #expect(r.frames[1].width == 8)
        // In a VStack the spacer grows vertically.
        let v = VStackLayout().placements(
            of: [a, .spacer(minLength: 4), c], in: ProposedViewSize(width: 50, height: 24))
        #expect(v.frames[1] == rect(15, 10, 0, 4))
        #expect(v.size == CGSize(width: 30, height: 24))
    }

    @Test("Alignment guides: built-in, explicit and a custom AlignmentID")
    func alignmentGuides() {
        let top = HStackLayout(alignment: .top, spacing: 0).placements(
            of: [
                .fixed(CGSize(width: 10, height: 10)),
                .fixed(CGSize(width: 10, height: 30)).alignmentGuide(.top) { _ in 10 },
            ],
            in: .unspecified)
        #expect(top.size == CGSize(width: 20, height: 30))
        #expect(top.frames == [rect(0, 10, 10, 10), rect(10, 0, 10, 30)])
        let third = HStackLayout(alignment: .third, spacing: 0).placements(
            of: [
                .fixed(CGSize(width: 10, height: 30)), .fixed(CGSize(width: 10, height: 60)),
                .fixed(CGSize(width: 10, height: 9)).alignmentGuide(.third) { d in d.height },
            ],
            in: .unspecified)
        // Guides 10, 20, 9: the line is 20 down; below it at most 60 - 20 = 40.
        #expect(third.size == CGSize(width: 30, height: 60))
        #expect(third.frames.map(\.minY) == [10, 0, 11])
        let bottom = VStackLayout(alignment: .trailing, spacing: 1).placements(
            of: [.fixed(CGSize(width: 10, height: 5)), .fixed(CGSize(width: 30, height: 5))],
            in: .unspecified)
        #expect(bottom.frames == [rect(20, 0, 10, 5), rect(0, 6, 30, 5)])
    }

    @Test("An unspecified proposal gives every subview its ideal size")
    func idealSizes() {
        let p = HStackLayout(spacing: 2).placements(
            of: [.flexible(idealWidth: 30, idealHeight: 5), .fixed(CGSize(width: 10, height: 10))],
            in: .unspecified)
        #expect(p.size == CGSize(width: 42, height: 10))
        #expect(p.frames == [rect(0, 2.5, 30, 5), rect(32, 0, 10, 10)])
    }

    @Test("A stack is centred in bounds larger than its content")
    func centredInBounds() {
        let tree = LayoutSubview.container(
            ZStackLayout(alignment: .topLeading),
            subviews: [
                .container(
                    HStackLayout(spacing: 0), subviews: [.fixed(CGSize(width: 10, height: 10))]),
                .fixed(CGSize(width: 50, height: 50)),
            ])
        let result = LayoutEngine(root: tree).layout(in: .unspecified)
        #expect(
            result.frames == [
                rect(0, 0, 50, 50), rect(0, 0, 10, 10), rect(0, 0, 10, 10), rect(0, 0, 50, 50),
            ])
    }

    @Test(
        "ZStack aligns every subview on both guides",
        arguments: [
            (Alignment.bottomTrailing, [rect(20, 0, 10, 20), rect(0, 15, 30, 5)]),
            (Alignment.center, [rect(10, 0, 10, 20), rect(0, 7.5, 30, 5)]),
            (Alignment.topLeading, [rect(0, 0, 10, 20), rect(0, 0, 30, 5)]),
        ])
    func zStack(alignment: Alignment, frames: [CGRect]) {
        let p = ZStackLayout(alignment: alignment).placements(
            of: [.fixed(CGSize(width: 10, height: 20)), .fixed(CGSize(width: 30, height: 5))],
            in: ProposedViewSize(width: 100, height: 100))
        #expect(p.size == CGSize(width: 30, height: 20))
        #expect(p.frames == frames)
    }

    @Test("A stack reports its subviews' explicit guides; baselines take first and last")
    func stackExplicitAlignment() {
        let inner = LayoutSubview.container(
            VStackLayout(spacing: 0),
            subviews: [
                .fixed(CGSize(width: 10, height: 10)).alignmentGuide(.firstTextBaseline) { _ in 7 }
                    .alignmentGuide(.lastTextBaseline) { _ in 6 },
                .fixed(CGSize(width: 10, height: 10)).alignmentGuide(.firstTextBaseline) { _ in 8 }
                    .alignmentGuide(.lastTextBaseline) { _ in 8 },
            ])
        // The VStack's first baseline is its first child's, 7; its last is its last child's,
        // 10 + 8 = 18.
        let p = HStackLayout(alignment: .firstTextBaseline, spacing: 0).placements(
            of: [inner, .fixed(CGSize(width: 5, height: 20))], in: .unspecified)
        // Guides: 7 and 20 (bottom): the line is 20 down.
        #expect(p.frames == [rect(0, 13, 10, 20), rect(10, 0, 5, 20)])
        let q = HStackLayout(alignment: .lastTextBaseline, spacing: 0).placements(
            of: [inner, .fixed(CGSize(width: 5, height: 20))], in: .unspecified)
        #expect(q.frames == [rect(0, 2, 10, 20), rect(10, 0, 5, 20)])
    }

    @Test("Empty stacks are zero-sized")
    func empty() {
        for layout in [
            AnyLayout(HStackLayout()), AnyLayout(VStackLayout()), AnyLayout(ZStackLayout()),
        ] {
            let p = layout.placements(of: [], in: ProposedViewSize(width: 50, height: 50))
            #expect(p.size == .zero)
            #expect(p.frames.isEmpty)
        }
    }
}
