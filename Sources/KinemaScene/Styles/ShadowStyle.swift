import Foundation
import KinemaCore
import KinemaGraphics

/// A shadow that a shape style draws with, as SwiftUI's `ShadowStyle`: a drop shadow
/// beneath the shape or an inner shadow inside it.
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(radius: 6, y: 3)))
/// RoundedRectangle(cornerRadius: 12).fill(Color.white.shadow(.inner(radius: 4)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
    internal enum Kind: Equatable, Sendable {
        case drop
        case inner
    }
    internal let kind: Kind
    internal let color: Color
    internal let radius: Double
    internal let offset: CGSize

    /// The default shadow colour: black at 33% opacity in linear sRGB, as SwiftUI's
    /// (Kinema's own name for it).
    public static let defaultColor = Color(.sRGBLinear, white: 0, opacity: 0.33)

    /// A shadow beneath the shape, offset by `x` and `y` and blurred by `radius`.
    ///
    /// Bad input (both kinds): a NaN, infinite or negative radius is 0, and a NaN or
    /// infinite offset is 0.
    public static func drop(
        color: Color = defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, cast by its edges as if the shape were a hole: offset by
    /// `x` and `y` and blurred by `radius`.
    public static func inner(
        color: Color = defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    private init(kind: Kind, color: Color, radius: Double, x: Double, y: Double) {
        self.kind = kind
        self.color = color
        self.radius = radius.isFinite ? max(radius, 0) : 0
        offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
    }
}

/// A shape style with a shadow: what `style.shadow(_:)` makes.
nonisolated public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintSource {
    /// The style without its shadow.
    public var base: Base
    /// The shadow.
    public var shadow: ShadowStyle

    internal var unresolved: UnresolvedPaint { paint(of: base) }
}

/// Styles with a shadow, known without their base type.
internal protocol ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { get }
}

extension _ShadowShapeStyle: ShadowedShapeStyle {
    internal var shadowStyle: ShadowStyle { shadow }
}

nonisolated extension ShapeStyle {
    /// This style with a shadow, as SwiftUI's `shadow(_:)` on a shape style.
    ///
    /// Shapes filled (or stroked) with the style draw the shadow: a drop shadow beneath
    /// the fill or stroke, an inner shadow inside the fill (a stroke draws an inner
    /// shadow as none). Text, and styles given to `foregroundStyle(_:)`, take the style
    /// without its shadow; the shadow does not animate.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

nonisolated extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow: `.fill(.shadow(.drop(radius: 4)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}

nonisolated extension ShadowStyle {
    /// Draws `item` (a fill of `path`, or a stroke) with the shadow.
    internal func draw(
        _ item: DisplayItem, path: Path, eoFill: Bool, isStroke: Bool,
        transform: CGAffineTransform, into list: inout DisplayListBuilder
    ) {
        switch kind {
        case .drop:
            list.append(.beginGroup(.shadow(color: color, radius: radius, offset: offset)))
            list.append(item)
            list.append(.endGroup)
        case .inner:
            list.append(item)
            guard !isStroke, !path.isEmpty else { return }
            // Inside a clip to the shape, the shadow of everything around the shape.
            let reach = 3 * radius + abs(offset.width) + abs(offset.height) + 1
            var around = Path(path.boundingRect.insetBy(dx: -reach, dy: -reach))
            around.addPath(path)
            list.append(.beginGroup(.clip(path: path, eoFill: eoFill, transform: transform)))
            list.append(.beginGroup(.shadow(color: color, radius: radius, offset: offset)))
            list.append(
                .fill(path: around, paint: .color(color), eoFill: true, transform: transform))
            list.close(2)
        }
    }
}
