import KinemaScene

nonisolated extension View {
    /// Isolates the view's geometry from its parent's, as SwiftUI's `geometryGroup()`:
    /// in SwiftUI, views inserted inside the group during an animated change of the
    /// group's frame then animate from the group's animating frame instead of appearing
    /// at their final place.
    ///
    /// Accepted: Kinema lays out and draws the view as without the modifier, so views
    /// inserted into a frame that animates appear at their final place (SwiftUI's
    /// behaviour without a geometry group); everything else draws as in SwiftUI.
    public func geometryGroup() -> Self { self }
}
