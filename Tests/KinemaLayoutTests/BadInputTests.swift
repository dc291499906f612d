import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

private func hasNaN(_ r: CGRect) -> Bool {
    r.origin.x.isNaN || r.origin.y.isNaN || r.size.width.isNaN || r.size.height.isNaN
}

private let layouts: [AnyLayout] = [
    AnyLayout(HStackLayout()), AnyLayout(VStackLayout(spacing: .nan)),
    AnyLayout(ZStackLayout(alignment: .bottomTrailing)), AnyLayout(HStackLayout(spacing: -4)),
]

private let proposals: [ProposedViewSize] = [
    .zero, .unspecified, .infinity, ProposedViewSize(width: .nan, height: .nan),
    ProposedViewSize(width: -50, height: -.infinity), ProposedViewSize(width: 100, height: nil),
]

@Suite("Bad input")
struct BadInputTests {
    @Test(
        "NaN, negative and infinite proposals and sizes never put NaN into a frame",
        arguments: proposals)
    func neverNaN(proposal: ProposedViewSize) {
        let subviews: [LayoutSubview] = [
            .fixed(CGSize(width: CGFloat.nan, height: -3)),
            .flexible(minWidth: .nan, maxWidth: -1, minHeight: -5, maxHeight: .nan),
            .sizing { _ in CGSize(width: CGFloat.infinity, height: CGFloat.nan) },
            .sizing { _ in CGSize(width: -CGFloat.infinity, height: 5) },
            .flexible(), .spacer(minLength: .nan),
            .fixed(CGSize(width: 4, height: 4)).alignmentGuide(VerticalAlignment.center) { _ in .nan
            },
            .fixed(CGSize(width: 4, height: 4)).layoutPriority(.nan),
        ]
        for layout in layouts {
            let p = layout.placements(of: subviews, in: proposal)
            #expect(!p.size.width.isNaN && !p.size.height.isNaN)
            #expect(p.frames.count == subviews.count)
            #expect(!p.frames.contains(where: hasNaN), "\(layout) \(proposal): \(p.frames)")
        }
    }

    @Test("Rules: NaN and negative lengths are 0; +infinity proposes the maximum")
    func rules() {
        let p = HStackLayout(spacing: 0).placements(
            of: [.fixed(CGSize(width: CGFloat.nan, height: -3)), .flexible(maxWidth: 20)],
            in: ProposedViewSize(width: -10, height: .nan))
        #expect(p.frames[0].size == .zero)
        #expect(p.frames[1].size == .zero)
        let q = HStackLayout(spacing: 0).placements(
            of: [.flexible(maxWidth: 20, maxHeight: 7)], in: .infinity)
        #expect(q.size == CGSize(width: 20, height: 7))
        let r = ZStackLayout().placements(of: [.flexible()], in: .infinity)
        #expect(r.size.width == .infinity)
        #expect(r.frames[0].minX == 0)
    }

    @Test("100,000 subviews in a row")
    func hugeRow() {
        let subviews = (0..<100_000).map { i in
            i.isMultiple(of: 2)
                ? LayoutSubview.fixed(CGSize(width: 1, height: 1))
                : .flexible(minWidth: 0, maxWidth: 2)
        }
        let p = HStackLayout(spacing: 0).placements(
            of: subviews, in: ProposedViewSize(width: 150_000, height: 10))
        // 50,000 fixed at 1, 50,000 flexible offered (150,000 - 50,000) / 50,000 = 2.
        #expect(p.size == CGSize(width: 150_000, height: 10))
        #expect(p.frames[99_999] == CGRect(x: 149_998, y: 0, width: 2, height: 10))
    }
}
