import KinemaCore

/// A level of the foreground style's hierarchy: `.primary` for the main content,
/// `.secondary` … `.quaternary` for content of decreasing prominence, as SwiftUI's.
///
/// Each level is resolved where it is drawn, from the foreground styles around it:
/// `foregroundStyle(_:_:_:)` sets levels one by one; `foregroundStyle(_:)` sets the primary
/// and the others are it at opacity 0.5, 0.25 and 0.18 (SwiftUI's level opacities); with no
/// foreground style set, the levels are the light-mode label colours (black, then UIKit's
/// `secondaryLabel`, `tertiaryLabel` and `quaternaryLabel`: (60, 60, 67) / 255 at opacity
/// 0.6, 0.3 and 0.18).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level: 0 for primary, 1 for secondary, and so on.
    private let level: Int

    fileprivate init(level: Int) { self.level = level }

    /// The main content's style: the foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The style of secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The style of tertiary content.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The style of quaternary content.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension HierarchicalShapeStyle: PaintSource {
    internal var unresolved: UnresolvedPaint {
        .contextual(ContextualStyle(source: .foreground(level: level)))
    }
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The main content's style: the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The style of secondary content.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The style of tertiary content.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The style of quaternary content.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
