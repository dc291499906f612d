import Foundation
import KinemaLayout
import Testing

@testable import KinemaScene
@testable import KinemaViews

/// The layouts of the engine and of KinemaViews declare that their explicit alignment
/// guides come from their subviews, and the declaration is the one their conformance to
/// `Layout` uses: read through a generic function, as the layout engine reads it. (Declared
/// in another module than the conformance, it would be shadowed for direct callers only,
/// and the engine would query every subtree: same answers, more work.)
@Suite("Layouts forward their subviews' alignment guides")
struct GuideForwardingTests {
    /// `L.layoutProperties` through `L`'s conformance to `Layout`.
    private func properties<L: Layout>(_ layout: L.Type) -> LayoutProperties {
        L.layoutProperties
    }

    /// Expects every named layout's guides to come from its subviews, with no stack axis.
    private func expectGuidesFromSubviews(_ layouts: [(String, LayoutProperties)]) {
        for (name, properties) in layouts {
            #expect(properties.explicitGuidesComeFromSubviews, "\(name)")
            #expect(properties.stackOrientation == nil, "\(name)")
        }
    }

    @Test("The engine's frames, padding, position, decorations, aspect ratio, presentations")
    func engineLayouts() {
        expectGuidesFromSubviews([
            ("PaddingLayout", properties(PaddingLayout.self)),
            ("FixedSizeLayout", properties(FixedSizeLayout.self)),
            ("PositionLayout", properties(PositionLayout.self)),
            ("FixedFrameLayout", properties(FixedFrameLayout.self)),
            ("FlexFrameLayout", properties(FlexFrameLayout.self)),
            ("DecorationLayout", properties(DecorationLayout.self)),
            ("AspectRatioLayout", properties(AspectRatioLayout.self)),
            ("PresentationLayout", properties(PresentationLayout.self)),
        ])
    }

    @Test("KinemaViews' geometry readers, view-that-fits, lazy grids, pages, scroll views")
    func viewsLayouts() {
        expectGuidesFromSubviews([
            ("GeometryReaderLayout", properties(GeometryReaderLayout.self)),
            ("ViewThatFitsLayout", properties(ViewThatFitsLayout.self)),
            ("LazyGridLayout", properties(LazyGridLayout.self)),
            ("PageLayout", properties(PageLayout.self)),
            ("ScrollLayout", properties(ScrollLayout.self)),
        ])
    }

    @Test("A layout that says nothing keeps the default: always asked")
    func defaultLayout() {
        struct Plain: Layout {
            func sizeThatFits(
                proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
            ) -> CGSize { .zero }
            func placeSubviews(
                in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                cache: inout ()
            ) {}
        }
        #expect(!properties(Plain.self).explicitGuidesComeFromSubviews)
    }
}
