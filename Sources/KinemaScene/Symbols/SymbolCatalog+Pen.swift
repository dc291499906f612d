import Foundation
import KinemaCore
import KinemaGraphics

/// The primitives the catalogue's designs are drawn with: points, lines, polygons, circles,
/// arcs and rounded rectangles on the design grid (y down, angles in degrees from the
/// positive x axis, growing clockwise on screen as SwiftUI's).
nonisolated extension SymbolCatalog {
    /// A point of the grid.
    internal static func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    /// An open polyline through `points`.
    internal static func lines(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    /// Straight segments, each from its first point to its second.
    internal static func segments(_ pairs: (CGPoint, CGPoint)...) -> Path {
        var path = Path()
        for (a, b) in pairs {
            path.move(to: a)
            path.addLine(to: b)
        }
        return path
    }

    /// A closed polygon through `points`.
    internal static func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// A closed polygon through `points`.
    internal static func polygon(_ points: CGPoint...) -> Path { polygon(points) }

    /// A circle.
    internal static func circle(_ center: CGPoint, _ radius: Double) -> Path {
        Path(
            ellipseIn: CGRect(
                x: center.x - radius, y: center.y - radius, width: 2 * radius,
                height: 2 * radius))
    }

    /// Several circles of one radius.
    internal static func dots(_ centers: [CGPoint], radius: Double) -> Path {
        var path = Path()
        for center in centers { path.addPath(circle(center, radius)) }
        return path
    }

    /// An arc of a circle from `start` to `end` degrees, clockwise on screen (`end` is
    /// reached with growing angles).
    internal static func arc(
        _ center: CGPoint, _ radius: Double, from start: Double, to end: Double
    )
        -> Path
    {
        var path = Path()
        path.addArc(
            center: center, radius: radius, startAngle: .degrees(start),
            endAngle: .degrees(end), clockwise: false)
        return path
    }

    /// A rectangle with continuous rounded corners.
    internal static func roundedRect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double
    ) -> Path {
        Path(
            roundedRect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius,
            style: .continuous)
    }

    /// The point of a circle at `degrees`.
    internal static func point(on center: CGPoint, _ radius: Double, at degrees: Double)
        -> CGPoint
    {
        let radians = degrees * .pi / 180
        return CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }

    /// The angle, in degrees, of `point` seen from `center`.
    internal static func angle(of point: CGPoint, from center: CGPoint) -> Double {
        atan2(point.y - center.y, point.x - center.x) * 180 / .pi
    }

    /// The two points where circles (`c1`, `r1`) and (`c2`, `r2`) cross: the first is above
    /// the line from `c1` to `c2` when that line runs left to right (on screen, y down).
    /// The circles must cross (a design-time fact of each caller).
    internal static func crossings(_ c1: CGPoint, _ r1: Double, _ c2: CGPoint, _ r2: Double)
        -> (CGPoint, CGPoint)
    {
        let dx = c2.x - c1.x
        let dy = c2.y - c1.y
        let d = (dx * dx + dy * dy).squareRoot()
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let h = max(r1 * r1 - a * a, 0).squareRoot()
        let mx = c1.x + a * dx / d
        let my = c1.y + a * dy / d
        return (
            CGPoint(x: mx + h * dy / d, y: my - h * dx / d),
            CGPoint(x: mx - h * dy / d, y: my + h * dx / d)
        )
    }

    /// The point where a line from `point` touches the circle (`center`, `radius`): turned
    /// counter-clockwise on screen from the line to the centre when `left`, else clockwise.
    internal static func tangent(
        from point: CGPoint, to center: CGPoint, _ radius: Double, left: Bool
    )
        -> CGPoint
    {
        let dx = center.x - point.x
        let dy = center.y - point.y
        let d = (dx * dx + dy * dy).squareRoot()
        let toCentre = atan2(dy, dx)
        let spread = asin(min(radius / d, 1))
        let length = max(d * d - radius * radius, 0).squareRoot()
        let direction = toCentre + (left ? -spread : spread)
        return CGPoint(x: point.x + length * cos(direction), y: point.y + length * sin(direction))
    }

    /// `path` turned by `degrees` about the grid's centre.
    internal static func rotated(_ path: Path, by degrees: Double) -> Path {
        path.applying(CGAffineTransform(rotationAngle: degrees * .pi / 180))
    }

    /// `design` turned by `degrees` about the grid's centre.
    internal static func rotated(_ design: SymbolDesign, by degrees: Double) -> SymbolDesign {
        design.applying(CGAffineTransform(rotationAngle: degrees * .pi / 180))
    }
}
