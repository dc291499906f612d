import Foundation
import KinemaCore

/// A resolved paint of a display list: a solid colour or a gradient in the local
/// coordinates of the item it paints (Kinema's own).
nonisolated public enum Paint: Equatable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient between two points.
    case linearGradient(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
    /// A radial gradient between two circles around one centre.
    case radialGradient(
        stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An angular (conic) gradient around a centre, angles in radians clockwise on screen
    /// from the positive x axis (see `AngularGradient` for the rule of each point).
    case conicGradient(
        stops: [Gradient.Stop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A radial gradient defined in a unit square stretched to `size` (see
    /// `EllipticalGradient`): `center` is in local coordinates, the radii are fractions of
    /// the unit square, so a point's location depends on its offset from the centre
    /// divided by `size`.
    case ellipticalGradient(
        stops: [Gradient.Stop], center: CGPoint, size: CGSize, startRadiusFraction: CGFloat,
        endRadiusFraction: CGFloat)
    /// A region of an image repeated from an origin (`ImagePaint`).
    case image(ImagePattern)
    /// A two-dimensional gradient over a grid of vertices (`MeshGradient`).
    case meshGradient(MeshGradientPaint)

    /// The paint's main colour: the colour, or a gradient's first stop (clear for none and
    /// for an image).
    public var representativeColor: Color {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .conicGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return stops.first?.color ?? .clear
        case .image: return .clear
        case .meshGradient(let mesh): return mesh.colors.first ?? mesh.background
        }
    }
}
