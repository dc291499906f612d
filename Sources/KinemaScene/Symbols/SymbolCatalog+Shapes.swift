import Foundation
import KinemaCore
import KinemaGraphics

/// Shapes: circle, square, rectangle, capsule, triangle, diamond, heart and star.
nonisolated extension SymbolCatalog {
    internal static var shapes: [String: SymbolEntry] {
        let square = roundedRect(-44, -44, 88, 88, radius: 18)
        let rectangle = roundedRect(-58, -38, 116, 76, radius: 14)
        let capsule = roundedRect(-58, -30, 116, 60, radius: 30)
        let triangle = polygon(p(0, -42), p(48, 40), p(-48, 40))
        let diamond = polygon(p(0, -50), p(46, 0), p(0, 50), p(-46, 0))
        return [
            "circle": plain(circle(.zero, 50), isEnclosable: false),
            "square": plain(square, isEnclosable: false),
            "rectangle": plain(rectangle, isEnclosable: false),
            "capsule": plain(capsule, isEnclosable: false),
            "triangle": plain(triangle, isEnclosable: false),
            "diamond": plain(diamond, isEnclosable: false),
            "heart": plain(heart),
            "star": plain(star),
            "star.leadinghalf.filled": SymbolEntry(
                SymbolDesign(.stroke(star), .fill(starLeadingHalf))),
        ]
    }

    /// An entry whose outline strokes `path` and whose filled form fills it.
    internal static func plain(_ path: Path, isEnclosable: Bool = true) -> SymbolEntry {
        SymbolEntry(
            SymbolDesign(.stroke(path)), filled: SymbolDesign(.fill(path)),
            isEnclosable: isEnclosable)
    }

    /// A heart: two lobes (circles of radius 25, 44 apart) met by straight sides from the
    /// point at the bottom, touching each lobe.
    internal static var heart: Path {
        let radius = 25.0
        let left = p(-21, -13)
        let right = p(21, -13)
        let bottom = p(0, 42)
        let dip = crossings(left, radius, right, radius).0
        let leftSide = tangent(from: bottom, to: left, radius, left: true)
        let rightSide = tangent(from: bottom, to: right, radius, left: false)
        var path = Path()
        path.move(to: bottom)
        path.addLine(to: leftSide)
        path.addArc(
            center: left, radius: radius, startAngle: .degrees(angle(of: leftSide, from: left)),
            endAngle: .degrees(angle(of: dip, from: left)), clockwise: false)
        path.addArc(
            center: right, radius: radius, startAngle: .degrees(angle(of: dip, from: right)),
            endAngle: .degrees(angle(of: rightSide, from: right)), clockwise: false)
        path.closeSubpath()
        return path
    }

    /// The corners of a five-pointed star, outer and inner in turn from the top point,
    /// clockwise, centred on the grid by its bounds.
    private static var starPoints: [CGPoint] {
        let outer = 50.0
        let inner = 24.0
        let centre = p(0, outer * (1 - sin(54 * .pi / 180)) / 2)
        return (0..<10).map { index in
            point(
                on: centre, index.isMultiple(of: 2) ? outer : inner, at: -90 + 36 * Double(index))
        }
    }

    /// A five-pointed star.
    internal static var star: Path { polygon(starPoints) }

    /// The leading (left) half of the star, cut down its vertical axis.
    private static var starLeadingHalf: Path {
        let points = starPoints
        return polygon([points[0], points[9], points[8], points[7], points[6], points[5]])
    }
}
