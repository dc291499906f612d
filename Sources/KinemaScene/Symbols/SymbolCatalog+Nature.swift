import Foundation
import KinemaCore
import KinemaGraphics

/// Nature and weather: cloud, sun, moon, flame, bolt, leaf, drop, snowflake.
nonisolated extension SymbolCatalog {
    internal static var nature: [String: SymbolEntry] {
        let bolt = polygon(p(12, -50), p(-32, 8), p(-2, 8), p(-12, 50), p(32, -10), p(2, -10))
        var sunFilled = SymbolDesign(.fill(circle(.zero, 20)), .stroke(rays))
        sunFilled.layers[0].level = 0
        return [
            "cloud": plain(cloud),
            "sun.max": SymbolEntry(
                SymbolDesign(.stroke(circle(.zero, 20)), .stroke(rays)), filled: sunFilled),
            "moon": plain(moon),
            "flame": plain(flame),
            "bolt": plain(bolt),
            "leaf": SymbolEntry(
                SymbolDesign(.stroke(leaf), .stroke(lines(p(-46, 46), p(12, -12)))),
                filled: SymbolDesign([
                    SymbolLayer(level: 0, elements: [.fill(leaf)]),
                    SymbolLayer(
                        level: 1, elements: [.stroke(lines(p(-46, 46), p(12, -12)))], cut: .gap(0)),
                ])),
            "drop": plain(drop),
            "snowflake": SymbolEntry(snowflake),
            // Its three sparkles run together at the size of an enclosed glyph: no `.circle` forms.
            "sparkles": SymbolEntry(sparkles, isEnclosable: false),
        ]
    }

    /// A cloud: three bumps on a flat base.
    internal static var cloud: Path {
        let left = (centre: p(-27, 12), radius: 19.0)
        let top = (centre: p(0, -8), radius: 27.0)
        let right = (centre: p(28, 12), radius: 19.0)
        let leftTop = crossings(left.centre, left.radius, top.centre, top.radius).0
        let topRight = crossings(top.centre, top.radius, right.centre, right.radius).0
        var path = Path()
        path.move(to: p(28, 31))
        path.addLine(to: p(-27, 31))
        path.addArc(
            center: left.centre, radius: left.radius, startAngle: .degrees(90),
            endAngle: .degrees(angle(of: leftTop, from: left.centre)), clockwise: false)
        path.addArc(
            center: top.centre, radius: top.radius,
            startAngle: .degrees(angle(of: leftTop, from: top.centre)),
            endAngle: .degrees(angle(of: topRight, from: top.centre)), clockwise: false)
        path.addArc(
            center: right.centre, radius: right.radius,
            startAngle: .degrees(angle(of: topRight, from: right.centre)),
            endAngle: .degrees(90), clockwise: false)
        path.closeSubpath()
        return path
    }

    /// The eight rays around the sun.
    private static var rays: Path {
        var path = Path()
        for index in 0..<8 {
            let degrees = 45 * Double(index)
            path.move(to: point(on: .zero, 33, at: degrees))
            path.addLine(to: point(on: .zero, 46, at: degrees))
        }
        return path
    }

    /// A crescent moon, lit on its left: a disc less a disc moved up and right.
    private static var moon: Path {
        let outer = (centre: p(0, 2), radius: 44.0)
        let inner = (centre: p(22, -16), radius: 36.0)
        let (upper, lower) = crossings(outer.centre, outer.radius, inner.centre, inner.radius)
        var path = Path()
        let start = angle(of: upper, from: outer.centre)
        var end = angle(of: lower, from: outer.centre)
        // The outer arc runs the long way, through the left of the disc (counter-clockwise
        // on screen, with decreasing angles).
        if end > start { end -= 360 }
        path.addArc(
            center: outer.centre, radius: outer.radius, startAngle: .degrees(start),
            endAngle: .degrees(end), clockwise: true)
        // The inner arc returns inside the disc (clockwise on screen).
        var back = angle(of: upper, from: inner.centre)
        let from = angle(of: lower, from: inner.centre)
        if back < from { back += 360 }
        path.addArc(
            center: inner.centre, radius: inner.radius, startAngle: .degrees(from),
            endAngle: .degrees(back), clockwise: false)
        path.closeSubpath()
        return path
    }

    /// A flame: a rounded base rising to a tip, with a small tongue on its left.
    private static var flame: Path {
        var path = Path()
        path.move(to: p(0, 48))
        path.addCurve(to: p(-36, 14), control1: p(-22, 48), control2: p(-36, 34))
        path.addCurve(to: p(-18, -26), control1: p(-36, -4), control2: p(-26, -16))
        path.addCurve(to: p(-4, -8), control1: p(-14, -16), control2: p(-10, -10))
        path.addCurve(to: p(8, -50), control1: p(-4, -26), control2: p(2, -40))
        path.addCurve(to: p(36, 14), control1: p(24, -34), control2: p(36, -12))
        path.addCurve(to: p(0, 48), control1: p(36, 34), control2: p(22, 48))
        path.closeSubpath()
        return path
    }

    /// A leaf from the bottom left to the top right.
    private static var leaf: Path {
        var path = Path()
        path.move(to: p(-38, 38))
        path.addQuadCurve(to: p(40, -40), control: p(-44, -44))
        path.addQuadCurve(to: p(-38, 38), control: p(44, 44))
        path.closeSubpath()
        return path
    }

    /// A drop of water.
    private static var drop: Path {
        var path = Path()
        path.move(to: p(0, -48))
        path.addCurve(to: p(34, 16), control1: p(12, -30), control2: p(34, -8))
        path.addCurve(to: p(0, 48), control1: p(34, 36), control2: p(18, 48))
        path.addCurve(to: p(-34, 16), control1: p(-18, 48), control2: p(-34, 36))
        path.addCurve(to: p(0, -48), control1: p(-34, -8), control2: p(-12, -30))
        path.closeSubpath()
        return path
    }

    /// Three four-pointed sparkles: a large one low on the left, a smaller one at the top
    /// right, a small one at the bottom right.
    private static var sparkles: SymbolDesign {
        func sparkle(_ centre: CGPoint, _ radius: Double) -> Path {
            let pinch = radius * 0.12
            var path = Path()
            path.move(to: p(centre.x, centre.y - radius))
            path.addQuadCurve(
                to: p(centre.x + radius, centre.y), control: p(centre.x + pinch, centre.y - pinch))
            path.addQuadCurve(
                to: p(centre.x, centre.y + radius), control: p(centre.x + pinch, centre.y + pinch))
            path.addQuadCurve(
                to: p(centre.x - radius, centre.y), control: p(centre.x - pinch, centre.y + pinch))
            path.addQuadCurve(
                to: p(centre.x, centre.y - radius), control: p(centre.x - pinch, centre.y - pinch))
            path.closeSubpath()
            return path
        }
        var path = sparkle(p(-12, 8), 36)
        path.addPath(sparkle(p(28, -28), 18))
        path.addPath(sparkle(p(32, 30), 11))
        return SymbolDesign(.fill(path))
    }

    /// Six arms, each with a pair of barbs opening outwards near its tip.
    private static var snowflake: SymbolDesign {
        var arms = Path()
        for index in 0..<6 {
            let degrees = -90 + 60 * Double(index)
            arms.move(to: .zero)
            arms.addLine(to: point(on: .zero, 48, at: degrees))
            let base = point(on: .zero, 28, at: degrees)
            arms.move(to: point(on: base, 15, at: degrees - 50))
            arms.addLine(to: base)
            arms.addLine(to: point(on: base, 15, at: degrees + 50))
        }
        return SymbolDesign(.stroke(arms))
    }
}
