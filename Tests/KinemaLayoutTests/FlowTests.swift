import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

@Suite("Flow layout")
struct FlowTests {
    let five = Array(repeating: LayoutSubview.fixed(CGSize(width: 40, height: 20)), count: 5)

    @Test(
        "Wraps before the view that would cross the width",
        arguments: [
            (Alignment.leading, [0.0, 50, 0, 50, 0]),
            (Alignment.center, [0.0, 50, 0, 50, 25]),
            (Alignment.trailing, [0.0, 50, 0, 50, 50]),
        ])
    func wrapping(alignment: Alignment, xs: [Double]) {
        let flow = FlowLayout(alignment: alignment, horizontalSpacing: 10, verticalSpacing: 5)
        let p = flow.placements(of: five, in: ProposedViewSize(width: 100, height: nil))
        // 40 + 10 + 40 = 90 fits in 100; a third would need 140.
        #expect(p.size == CGSize(width: 90, height: 70))
        #expect(p.frames.map(\.minX) == xs.map { CGFloat($0) })
        #expect(p.frames.map(\.minY) == [0, 0, 25, 25, 50])
    }

    @Test("An exact fit stays on the line; a hair less wraps")
    func exactFit() {
        let flow = FlowLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0)
        #expect(
            flow.placements(of: five, in: ProposedViewSize(width: 90, height: 0)).size.height == 60)
        #expect(
            flow.placements(of: five, in: ProposedViewSize(width: 89.9, height: 0)).size
                == CGSize(width: 40, height: 100))
    }

    @Test("No width or infinite width: one line; default spacing is 8")
    func oneLine() {
        for width in [nil, CGFloat.infinity] {
            let p = FlowLayout().placements(
                of: five, in: ProposedViewSize(width: width, height: 10))
            #expect(p.size == CGSize(width: 5 * 40 + 4 * 8, height: 20))
            #expect(p.frames.map(\.minX) == [0, 48, 96, 144, 192])
        }
        let spacer = LayoutSubview.fixed(CGSize(width: 10, height: 10)).spacing(.zero)
        let p = FlowLayout().placements(of: [five[0], spacer, five[0]], in: .unspecified)
        #expect(p.size.width == 90)
    }

    @Test(
        "Within a line, views line up on the vertical guide",
        arguments: [
            (VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20),
        ])
    func lineAlignment(guide: VerticalAlignment, y: Double) {
        let flow = FlowLayout(
            alignment: Alignment(horizontal: .leading, vertical: guide), horizontalSpacing: 0,
            verticalSpacing: 4)
        let views = [
            LayoutSubview.fixed(CGSize(width: 20, height: 10)),
            .fixed(CGSize(width: 20, height: 30)),
            .fixed(CGSize(width: 20, height: 10)),
        ]
        let p = flow.placements(of: views, in: ProposedViewSize(width: 45, height: nil))
        #expect(p.size == CGSize(width: 40, height: 30 + 4 + 10))
        #expect(p.frames[0] == rect(0, y, 20, 10))
        #expect(p.frames[1] == rect(20, 0, 20, 30))
        #expect(p.frames[2] == rect(0, 34, 20, 10))
    }

    @Test("A view wider than the width is proposed the width and sits alone")
    func tooWide() {
        let flow = FlowLayout(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0)
        let views: [LayoutSubview] = [
            .fixed(CGSize(width: 10, height: 10)), .flexible(idealWidth: 150, idealHeight: 10),
            .fixed(CGSize(width: 150, height: 10)), .fixed(CGSize(width: 10, height: 10)),
        ]
        let p = flow.placements(of: views, in: ProposedViewSize(width: 100, height: nil))
        #expect(
            p.frames == [
                rect(0, 0, 10, 10), rect(0, 10, 100, 10), rect(0, 20, 150, 10), rect(0, 30, 10, 10),
            ])
        #expect(p.size == CGSize(width: 150, height: 40))
    }

    @Test(
        "Seeded random flows: lines never cross the width and never overlap",
        arguments: [11, 12, 13])
    func randomFlows(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let width = CGFloat.random(in: 60...400, using: &g)
        let views = (0..<200).map { _ in
            LayoutSubview.fixed(
                CGSize(
                    width: .random(in: 1...60, using: &g), height: .random(in: 1...30, using: &g)))
        }
        let p = FlowLayout(alignment: .leading, horizontalSpacing: 3, verticalSpacing: 2)
            .placements(of: views, in: ProposedViewSize(width: width, height: nil))
        #expect(p.size.width <= width)
        for (a, b) in zip(p.frames, p.frames.dropFirst()) {
            #expect(!a.intersects(b))
            // Same line: 3 apart; new line: starts at 0 below.
            if b.minX > a.minX {
                expectClose(b.minX - a.maxX, 3, absolute: 1e-9)
            } else {
                #expect(b.minX == 0 && b.minY > a.minY)
                // It wrapped because it would not have fitted.
                #expect(a.maxX + 3 + b.width > width)
            }
        }
    }

    @Test("Bad input, empty, and 100,000 views")
    func badInputAndScale() {
        #expect(FlowLayout().placements(of: [], in: .unspecified).size == .zero)
        for width in [CGFloat.nan, -10, 0, -CGFloat.infinity] {
            let p = FlowLayout(horizontalSpacing: .nan, verticalSpacing: -1).placements(
                of: five, in: ProposedViewSize(width: width, height: .nan))
            // Width 0: one view per line, no gaps.
            #expect(p.size == CGSize(width: 40, height: 100))
            expectNoNaN(p)
        }
        let many = Array(
            repeating: LayoutSubview.fixed(CGSize(width: 10, height: 10)), count: 100_000)
        // Speed lives in Benchmarks/: here only the result of a large input.
        let p = FlowLayout(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0)
            .placements(of: many, in: ProposedViewSize(width: 1000, height: nil))
        #expect(p.size == CGSize(width: 1000, height: 10_000))
        #expect(p.frames.last == rect(990, 9990, 10, 10))
    }
}
