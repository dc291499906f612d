// A custom layout written the way SwiftUI's documentation writes one, compiled with
// `import Kinema`, and tested by numbers with Kinema's stand-in subviews.
import Kinema
import KinemaTestSupport
import Testing

/// A vertical stack that gives every subview its ideal size and leading-aligns it.
private struct BasicVStack: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(
                at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading,
                proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

@Suite("A SwiftUI custom layout compiles against Kinema")
struct CustomLayoutCompatibilityTests {
    @Test("Tour: a custom layout tested by numbers")
    func basicVStack() {
        let subviews: [LayoutSubview] = [
            .fixed(CGSize(width: 40, height: 20)),
            .flexible(
                minWidth: 0, idealWidth: 10, maxWidth: .infinity,
                minHeight: 0, idealHeight: 10, maxHeight: .infinity),
            .sizing { _ in CGSize(width: 30, height: 30) },
        ]
        let placements = BasicVStack().placements(
            of: subviews, in: ProposedViewSize(width: 200, height: 100))
        #expect(placements.size == CGSize(width: 40, height: 68))
        #expect(
            placements.frames == [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 24, width: 10, height: 10),
                CGRect(x: 0, y: 38, width: 30, height: 30),
            ])

        let row = HStackLayout(spacing: 8).placements(
            of: subviews, in: ProposedViewSize(width: 200, height: 100))
        // Fixed 40 and sizing 30 are inflexible; the flexible child takes what remains.
        let widths: [CGFloat] = row.frames.map(\.width)
        let expectedWidths: [CGFloat] = [40, 200 - 40 - 30 - 16, 30]
        #expect(widths == expectedWidths)
    }
}
