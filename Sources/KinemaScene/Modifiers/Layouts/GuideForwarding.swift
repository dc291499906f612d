import KinemaLayout

// The engine's layouts have no explicit alignment guides of their own: single-child
// layouts (frames, padding, position), overlays and backgrounds forward their content's,
// and presentations answer none. So the engine skips guide queries into subtrees made of
// them when no `alignmentGuide` is set below (see
// `LayoutProperties.explicitGuidesComeFromSubviews`).
//
// These must be declared in this module, next to the conformances: a conformance takes
// its `layoutProperties` from what its own module sees, so the same extension in a
// module above would never be used (the guide queries would answer the same, only
// slower). KinemaViews declares its layouts' own.

extension SingleChildLayout {
    package static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension DecorationLayout {
    package static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension AspectRatioLayout {
    package static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}

extension PresentationLayout {
    package static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
