import Foundation
import KinemaCore
import KinemaLayout
import Testing

/// A one-child layout that says it always takes `fixedSize` (when finite and not
/// negative), but answers `sizeThatFits` with its child's size, so a test sees which one the
/// engine used.
private struct Declared: Layout, ConstantSizeLayout {
    let fixedSize: CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

@Suite("Constant-size layouts")
struct ConstantSizeLayoutTests {
    /// Laid out in a stack that probes it at several proposals, the declared size is the
    /// answer every time and the layout's `sizeThatFits` is never called.
    @Test func theDeclaredSizeIsAnsweredWithoutCallingTheLayout() {
        let declared = LayoutSubview.container(
            Declared(fixedSize: CGSize(width: 30, height: 20)),
            subviews: [.fixed(CGSize(width: 5, height: 5))])
        let engine = LayoutEngine(
            root: .container(
                HStackLayout(spacing: 0),
                subviews: [declared, .fixed(CGSize(width: 10, height: 10))]))
        let placements = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(placements.size == CGSize(width: 40, height: 20))
        #expect(engine.statistics.sizeThatFits == 1)  // the stack's own, not the declared one's
    }

    /// A declared size that is not finite or negative is not used: the layout is asked.
    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: 20), CGSize(width: 30, height: -1),
        CGSize(width: CGFloat.infinity, height: 20),
    ])
    func anUnusableDeclaredSizeFallsBackToTheLayout(size: CGSize) {
        let declared = LayoutSubview.container(
            Declared(fixedSize: size), subviews: [.fixed(CGSize(width: 5, height: 6))])
        let engine = LayoutEngine(root: declared)
        #expect(engine.layout(in: .unspecified).size == CGSize(width: 5, height: 6))
        #expect(engine.statistics.sizeThatFits >= 1)
    }
}
