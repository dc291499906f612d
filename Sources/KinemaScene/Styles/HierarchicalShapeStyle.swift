import KinemaCore

/// A level of the foreground style's hierarchy: `.primary` for the main content,
/// `.secondary` … `.quaternary` for content of decreasing prominence, as SwiftUI's.
///
/// `.primary` is the environment's foreground style. SwiftUI derives the other levels
/// from the current foreground style; Kinema uses the light-mode label colours they
/// take with the default foreground (UIKit's `secondaryLabel`, `tertiaryLabel` and
/// `quaternaryLabel`: (60, 60, 67) / 255 at opacity 0.6, 0.3 and 0.18), whatever the
/// foreground style.
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
        let label = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)
        let opacities = [0.6, 0.3, 0.18]
        guard level > 0 else { return .foreground }
        return .color(
            Color(
                red: label.red, green: label.green, blue: label.blue,
                opacity: opacities[level - 1]))
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
