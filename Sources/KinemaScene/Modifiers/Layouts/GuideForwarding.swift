import KinemaLayout

// The scene's layouts have no explicit alignment guides of their own: an overlay or
// background forwards its content's, the others answer none. (Single-child layouts
// forward their child's through `SingleChildLayout`.) The engine skips guide queries
// into subtrees made of them when no `alignmentGuide` is set below.
extension DecorationLayout: GuideForwardingLayout {}
extension AspectRatioLayout: GuideForwardingLayout {}
extension PresentationLayout: GuideForwardingLayout {}
extension GeometryReaderLayout: GuideForwardingLayout {}
extension ViewThatFitsLayout: GuideForwardingLayout {}
extension LazyGridLayout: GuideForwardingLayout {}
extension PageLayout: GuideForwardingLayout {}
extension ScrollLayout: GuideForwardingLayout {}
