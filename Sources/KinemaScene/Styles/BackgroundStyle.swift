import KinemaCore

/// The background of the place it is drawn, as SwiftUI's `BackgroundStyle`: the light-mode
/// system background, white, in Kinema (which draws light mode only).
///
/// ```swift
/// Text("Card").padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
/// ```
nonisolated public struct BackgroundStyle: ShapeStyle, Hashable, PaintSource {
    /// Creates the background style.
    public init() {}

    internal var unresolved: UnresolvedPaint { .color(.white) }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the place it is drawn (white: the light-mode system background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
