import KinemaScene

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view, as SwiftUI's
    /// `containerShape(_:)`. Accepted: Kinema's `ContainerRelativeShape` is always the
    /// frame's rectangle (what SwiftUI draws outside a container with a shape).
    /// - Parameter shape: The container's shape.
    public func containerShape<S: InsettableShape>(_ shape: S) -> Self { self }
}
