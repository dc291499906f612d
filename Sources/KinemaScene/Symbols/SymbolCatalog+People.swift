import Foundation
import KinemaCore
import KinemaGraphics

/// People: a person, a person cropped in a circle, two people.
nonisolated extension SymbolCatalog {
    internal static var people: [String: SymbolEntry] {
        var pair = person.applying(
            CGAffineTransform(scaleX: 0.82, y: 0.82).concatenating(
                CGAffineTransform(translationX: 14, y: 4)))
        pair.addPath(companion)
        return [
            "person": plain(person),
            // The two people run together at the size of an enclosed glyph: no `.circle` forms.
            "person.2": plain(pair, isEnclosable: false),
            "person.crop.circle": SymbolEntry(
                SymbolDesign([
                    SymbolLayer(level: 1, elements: [.stroke(circle(.zero, 50))]),
                    SymbolLayer(
                        level: 0, elements: [.stroke(circle(p(0, -14), 17)), .stroke(shoulders)]),
                ]),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(circle(.zero, 50))]),
                    SymbolLayer(
                        level: 0, elements: [.solid(circle(p(0, -14), 17)), .solid(bust)],
                        cut: .hole),
                ]),
                isEnclosable: false),
        ]
    }

    /// A head and shoulders.
    internal static var person: Path {
        var path = circle(p(0, -25), 18)
        path.move(to: p(-36, 46))
        path.addLine(to: p(-36, 36))
        path.addCurve(to: p(0, 8), control1: p(-36, 18), control2: p(-20, 8))
        path.addCurve(to: p(36, 36), control1: p(20, 8), control2: p(36, 18))
        path.addLine(to: p(36, 46))
        path.closeSubpath()
        return path
    }

    /// The person behind, on the left of `person.2`: a head and the shoulder showing.
    private static var companion: Path {
        var path = circle(p(-26, -20), 12)
        path.move(to: p(-50, 26))
        path.addCurve(to: p(-26, 2), control1: p(-50, 10), control2: p(-40, 2))
        path.addCurve(to: p(-12, 5), control1: p(-21, 2), control2: p(-16, 3))
        return path
    }

    /// The circle of shoulders under the head of `person.crop.circle`, cut by the frame.
    private static let torso = (centre: CGPoint(x: 0, y: 62), radius: 44.0)

    /// The shoulders' line inside the frame.
    private static var shoulders: Path {
        let (left, right) = crossings(.zero, 50, torso.centre, torso.radius)
        let (a, b) = left.x < right.x ? (left, right) : (right, left)
        return arc(
            torso.centre, torso.radius, from: angle(of: a, from: torso.centre),
            to: angle(of: b, from: torso.centre))
    }

    /// The area of the shoulders inside the frame.
    private static var bust: Path {
        let (left, right) = crossings(.zero, 50, torso.centre, torso.radius)
        let (a, b) = left.x < right.x ? (left, right) : (right, left)
        var path = shoulders
        path.addArc(
            center: .zero, radius: 50, startAngle: .degrees(angle(of: b, from: .zero)),
            endAngle: .degrees(angle(of: a, from: .zero)), clockwise: false)
        path.closeSubpath()
        return path
    }
}
