import KinemaCore

/// The tint of the place it is drawn: the colour `tint(_:)` set around it, system blue
/// ((0, 122, 255) / 255) by default, as SwiftUI's `TintShapeStyle`.
///
/// ```swift
/// Capsule().fill(.tint).tint(.orange)   // orange
/// ```
nonisolated public struct TintShapeStyle: ShapeStyle, Hashable, PaintSource {
    /// Creates the tint style.
    public init() {}

    internal var unresolved: UnresolvedPaint { .contextual(ContextualStyle(source: .tint)) }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the place it is drawn (system blue unless `tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
