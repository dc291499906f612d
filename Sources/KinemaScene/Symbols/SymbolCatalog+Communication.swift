import Foundation
import KinemaCore
import KinemaGraphics

/// Communication: bell, envelope, paper plane, speech bubble, phone, wifi, link, globe,
/// eye, location.
nonisolated extension SymbolCatalog {
    internal static var communication: [String: SymbolEntry] {
        let envelope = roundedRect(-48, -34, 96, 68, radius: 10)
        let flap = lines(p(-42, -26), p(0, 6), p(42, -26))
        let plane = polygon(p(46, -44), p(-46, -6), p(-12, 8), p(2, 44))
        let location = polygon(p(44, -44), p(-46, -6), p(-6, 6), p(6, 46))
        let almond = eyeOutline
        return [
            "bell": SymbolEntry(
                SymbolDesign(.stroke(bell), .stroke(clapper)),
                filled: SymbolDesign(.fill(bell), .fill(clapper))),
            "envelope": SymbolEntry(
                SymbolDesign(.stroke(envelope), .stroke(flap)),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(envelope)]),
                    SymbolLayer(level: 0, elements: [.stroke(flap)], cut: .hole),
                ])),
            "paperplane": SymbolEntry(
                SymbolDesign(.stroke(plane), .stroke(lines(p(-12, 8), p(46, -44)))),
                filled: SymbolDesign(.fill(plane))),
            "bubble.left": plain(bubble),
            "bubble.right": plain(bubble.applying(CGAffineTransform(scaleX: -1, y: 1))),
            "phone": plain(phone),
            "wifi": SymbolEntry(wifi),
            "link": SymbolEntry(link),
            "globe": SymbolEntry(globe),
            "eye": SymbolEntry(
                SymbolDesign(.stroke(almond), .stroke(circle(.zero, 15))),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(almond)]),
                    SymbolLayer(level: 0, elements: [.stroke(circle(.zero, 15))], cut: .hole),
                ])),
            "location": plain(location),
        ]
    }

    /// A bell's body, flaring to a flat rim, with the knob on top.
    internal static var bell: Path {
        var path = Path()
        path.move(to: p(-38, 30))
        path.addCurve(to: p(-28, 4), control1: p(-31, 24), control2: p(-28, 18))
        path.addLine(to: p(-28, -8))
        path.addCurve(to: p(0, -38), control1: p(-28, -26), control2: p(-16, -38))
        path.addCurve(to: p(28, -8), control1: p(16, -38), control2: p(28, -26))
        path.addLine(to: p(28, 4))
        path.addCurve(to: p(38, 30), control1: p(28, 18), control2: p(31, 24))
        path.closeSubpath()
        path.move(to: p(0, -38))
        path.addLine(to: p(0, -44))
        return path
    }

    /// A bell's clapper under the rim.
    internal static var clapper: Path {
        var path = arc(p(0, 34), 11, from: 0, to: 180)
        path.closeSubpath()
        return path
    }

    /// A speech bubble with its tail at the bottom left.
    private static var bubble: Path {
        let ellipse = CGAffineTransform(scaleX: 48, y: 38).concatenating(
            CGAffineTransform(translationX: 0, y: -6))
        var path = Path()
        path.move(to: p(-46, 42))
        path.addArc(
            center: .zero, radius: 1, startAngle: .degrees(140), endAngle: .degrees(460),
            clockwise: false, transform: ellipse)
        path.closeSubpath()
        return path
    }

    /// A telephone handset, its earpiece at the top left.
    private static var phone: Path {
        var path = Path()
        path.move(to: p(-40, -38))
        path.addLine(to: p(-26, -48))
        path.addLine(to: p(-8, -22))
        path.addLine(to: p(-18, -10))
        path.addCurve(to: p(10, 18), control1: p(-12, 2), control2: p(-2, 12))
        path.addLine(to: p(22, 8))
        path.addLine(to: p(48, 26))
        path.addLine(to: p(38, 40))
        path.addCurve(to: p(-40, -38), control1: p(10, 56), control2: p(-56, -10))
        path.closeSubpath()
        return path
    }

    /// Three arcs of signal over a dot.
    private static var wifi: SymbolDesign {
        let centre = p(0, 30)
        var arcs = Path()
        for radius in [20.0, 44, 68] {
            arcs.addPath(arc(centre, radius, from: -134, to: -46))
        }
        return SymbolDesign(.stroke(arcs), .fill(circle(centre, 3)))
    }

    /// Two links of a chain at 45 degrees.
    private static var link: SymbolDesign {
        var chain = roundedRect(-50, -14, 56, 28, radius: 14)
        chain.addPath(roundedRect(-6, -14, 56, 28, radius: 14))
        return SymbolDesign(.stroke(chain))
            .applying(CGAffineTransform(rotationAngle: -.pi / 4).scaledBy(x: 0.92, y: 0.92))
    }

    /// A globe: its outline, a meridian and the equator.
    private static var globe: SymbolDesign {
        var lines = Path(ellipseIn: CGRect(x: -21, y: -50, width: 42, height: 100))
        lines.addPath(segments((p(-50, 0), p(50, 0)), (p(0, -50), p(0, 50))))
        return SymbolDesign(.stroke(circle(.zero, 50)), .stroke(lines))
    }

    /// The almond outline of an eye: two arcs meeting at its corners.
    private static var eyeOutline: Path {
        let height = 24.0
        let radius = (50 * 50 + height * height).squareRoot()
        let sweep = atan2(height, 50.0) * 180 / Double.pi
        var path = arc(p(0, height), radius, from: -180 + sweep, to: -sweep)
        path.addArc(
            center: p(0, -height), radius: radius, startAngle: .degrees(sweep),
            endAngle: .degrees(180 - sweep), clockwise: false)
        path.closeSubpath()
        return path
    }
}
