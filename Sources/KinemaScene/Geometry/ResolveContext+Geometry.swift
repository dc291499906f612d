/// What resolving geometry-dependent views carries (``ResolveInputs``).
extension ResolveContext {
    /// Geometry-dependent views: the laid-out geometry they resolve with, and what they
    /// declare (readers, `ViewThatFits`, named spaces, anchors, preferences).
    package var geometry: GeometryResolution {
        get { inputs[GeometryResolutionKey.self] }
        _modify { yield &inputs[GeometryResolutionKey.self] }
    }
}

/// The key of ``ResolveContext/geometry``.
private enum GeometryResolutionKey: ResolveInputKey {
    static var defaultValue: GeometryResolution { GeometryResolution() }
}
