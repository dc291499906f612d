/// A style at an opacity: `LinearGradient(...).opacity(0.5)`, `.secondary.opacity(0.5)`,
/// or `.opacity(0.5)` (the foreground style at half), as SwiftUI's `ShapeStyle.opacity(_:)`.
/// The opacity multiplies every colour of the style (each gradient stop, an image's
/// pixels); a contextual style takes it where it is resolved.
nonisolated public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintSource {
    /// The style.
    internal let base: Base
    /// The opacity multiplied in (Color's rule: clamped to 0...1, NaN as 0).
    internal let opacity: Double

    internal var unresolved: UnresolvedPaint { paint(of: base).applyingOpacity(opacity) }
}

/// A lower level of a style (`Color.red.secondary`), as SwiftUI's `ShapeStyle.secondary`
/// and its siblings: a contextual foreground level moves down by the offset; any other
/// style takes SwiftUI's opacity of that level (0.5, 0.25, 0.18).
nonisolated public struct _OffsetShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintSource {
    /// The style.
    internal let base: Base
    /// How many levels below the style: 1 for secondary.
    internal let levels: Int

    internal var unresolved: UnresolvedPaint { paint(of: base).offset(by: levels) }
}

nonisolated extension ShapeStyle {
    /// This style with `opacity` multiplied into it when drawn.
    /// - Parameter opacity: The opacity, 0...1.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The second level of this style (its colours at opacity 0.5).
    public var secondary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, levels: 1) }

    /// The third level of this style (its colours at opacity 0.25).
    public var tertiary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, levels: 2) }

    /// The fourth level of this style (its colours at opacity 0.18).
    public var quaternary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, levels: 3) }
}

nonisolated extension ShapeStyle where Self == _OpacityShapeStyle<ForegroundStyle> {
    /// The foreground style at `opacity`: `Circle().fill(.opacity(0.5))`.
    /// - Parameter opacity: The opacity, 0...1.
    public static func opacity(_ opacity: Double) -> _OpacityShapeStyle<ForegroundStyle> {
        _OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity)
    }
}
