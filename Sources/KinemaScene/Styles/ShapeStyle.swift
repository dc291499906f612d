import KinemaCore

/// A colour or pattern that fills or strokes shapes and colours text: `Color`,
/// `LinearGradient`, `RadialGradient`, `.foreground` and `AnyShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// Styles Kinema knows how to paint.
internal protocol PaintSource {
    var unresolved: UnresolvedPaint { get }
}

extension LinearGradient: PaintSource {}
extension RadialGradient: PaintSource {}

nonisolated extension Color: ShapeStyle {}

nonisolated extension Color: PaintSource {
    internal var unresolved: UnresolvedPaint { .color(self) }
}

/// The environment's foreground style.
nonisolated public struct ForegroundStyle: ShapeStyle, PaintSource {
    /// Creates the foreground style.
    public init() {}
    internal var unresolved: UnresolvedPaint { .contextual(.primary) }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style.
nonisolated public struct AnyShapeStyle: ShapeStyle, PaintSource {
    internal let unresolved: UnresolvedPaint

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { unresolved = paint(of: style) }
}

/// The paint of any style; an unknown style paints with the foreground style.
package func paint<S: ShapeStyle>(of style: S) -> UnresolvedPaint {
    (style as? any PaintSource)?.unresolved ?? .contextual(.primary)
}
