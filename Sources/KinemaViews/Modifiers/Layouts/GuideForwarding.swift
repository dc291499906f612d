import KinemaLayout
import KinemaScene

// The scene's layouts have no explicit alignment guides of their own: single-child
// layouts, overlays and backgrounds forward their content's, the others answer none. So
// the engine skips guide queries into subtrees made of them when no `alignmentGuide` is
// set below (see `LayoutProperties.explicitGuidesComeFromSubviews`).

extension SingleChildLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension DecorationLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension AspectRatioLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension PresentationLayout {
    static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

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
