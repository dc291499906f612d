import KinemaLayout
import KinemaScene

// KinemaViews' layouts have no explicit alignment guides of their own: geometry readers,
// view-that-fits, lazy grids, pages and scroll views answer none or forward their
// content's. So the engine skips guide queries into subtrees made of them when no
// `alignmentGuide` is set below (see `LayoutProperties.explicitGuidesComeFromSubviews`).
// The engine's own layouts declare theirs in KinemaScene, next to their conformances:
// a conformance only sees the `layoutProperties` of its own module.

extension GeometryReaderLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension ViewThatFitsLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension LazyGridLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension PageLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension ScrollLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
