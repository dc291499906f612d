import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The shape of a bordered button's background, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    private let kind: Kind

    /// The style's default: a rounded rectangle whose radius follows the control size
    /// (5, 6, 8, 12 and 14 points from mini to extra large).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (for icon-only buttons).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle of a radius.
    /// - Parameter radius: The corner radius; NaN or negative is 0.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(radius, 0) : 0))
    }

    /// The shape for a control size.
    internal func shape(for size: ControlSize) -> AnyShape {
        switch kind {
        case .capsule: return AnyShape(Capsule(style: .continuous))
        case .circle: return AnyShape(Circle())
        case .automatic, .roundedRectangle(radius: nil):
            return AnyShape(
                RoundedRectangle(
                    cornerRadius: BorderedMetrics(size).cornerRadius, style: .continuous))
        case .roundedRectangle(let radius?):
            return AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        }
    }
}

/// The padding, corner radius and font of bordered buttons by control size, close to
/// iOS's: a regular bordered button with a 17-point label is 12 points wider on each
/// side and 7 points taller on each, about 34 points high.
nonisolated internal struct BorderedMetrics {
    /// The horizontal padding around the label.
    let horizontal: CGFloat
    /// The vertical padding around the label.
    let vertical: CGFloat
    /// The corner radius of the automatic shape.
    let cornerRadius: CGFloat
    /// The label's font, for the sizes smaller than regular.
    let font: Font?

    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, cornerRadius, font) = (8, 4, 5, .caption)
        case .small: (horizontal, vertical, cornerRadius, font) = (10, 5, 6, .subheadline)
        case .regular: (horizontal, vertical, cornerRadius, font) = (12, 7, 8, nil)
        case .large: (horizontal, vertical, cornerRadius, font) = (20, 14, 12, nil)
        case .extraLarge: (horizontal, vertical, cornerRadius, font) = (24, 16, 14, nil)
        }
    }
}
