import Foundation
import KinemaCore

// The colour of a gradient at a point, computed exactly: what a backend without conic
// gradients draws pixel by pixel, and what tests check drawn pixels against.

nonisolated extension Paint {
    /// The location (0...1) of `point` on an angular gradient around `center` from
    /// `startAngle` to `endAngle` (radians, clockwise on screen from the positive x axis),
    /// by ``AngularGradient``'s rule: the last full turn when the span is a turn or more;
    /// the colour at 1 then at 0 across the two halves of a missing sector.
    ///
    /// The centre itself takes angle 0. Non-finite input gives location 0.
    package static func conicLocation(
        of point: CGPoint, center: CGPoint, startAngle: Double, endAngle: Double
    ) -> Double {
        let turn = 2 * Double.pi
        let dx = Double(point.x - center.x)
        let dy = Double(point.y - center.y)
        guard dx.isFinite, dy.isFinite, startAngle.isFinite, endAngle.isFinite else { return 0 }
        let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
        let span = endAngle - startAngle
        if span >= turn {
            var relative = (angle - (endAngle - turn)).truncatingRemainder(dividingBy: turn)
            if relative < 0 { relative += turn }
            return min(max((span - turn + relative) / span, 0), 1)
        }
        var relative = (angle - startAngle).truncatingRemainder(dividingBy: turn)
        if relative < 0 { relative += turn }
        if span > 0 && relative <= span { return relative / span }
        let missing = turn - max(span, 0)
        return relative - max(span, 0) < missing / 2 ? 1 : 0
    }

    /// The location of `point` on an elliptical gradient: the distance from `center` in
    /// the unit square stretched to `size`, mapped from the start radius (0) to the end
    /// radius (1) and clamped. A zero-size square or equal radii give 0 inside the start
    /// radius and 1 outside it.
    package static func ellipticalLocation(
        of point: CGPoint, center: CGPoint, size: CGSize, startRadiusFraction: Double,
        endRadiusFraction: Double
    ) -> Double {
        guard size.width > 0, size.height > 0 else { return 0 }
        let ux = Double(point.x - center.x) / Double(size.width)
        let uy = Double(point.y - center.y) / Double(size.height)
        let distance = (ux * ux + uy * uy).squareRoot()
        guard distance.isFinite else { return 0 }
        let span = endRadiusFraction - startRadiusFraction
        guard span > 0 else { return distance < startRadiusFraction ? 0 : 1 }
        return min(max((distance - startRadiusFraction) / span, 0), 1)
    }

    /// The premultiplied colour of `stops` at `location`: the first stop's colour before
    /// it, the last's after it, and premultiplied components interpolated linearly
    /// between neighbours. Components are clamped to 0...1; no stops give clear.
    package static func premultipliedColor(
        of stops: [Gradient.Stop], at location: Double
    ) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
            func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            let a = clamp(c.opacity)
            return (clamp(c.red) * a, clamp(c.green) * a, clamp(c.blue) * a, a)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        var result: (Double, Double, Double, Double)
        if !(location > Double(first.location)) {
            result = premultiplied(first.color)
        } else if location >= Double(last.location) {
            result = premultiplied(last.color)
        } else {
            var index = 1
            while index < stops.count - 1 && Double(stops[index].location) < location {
                index += 1
            }
            let a = stops[index - 1]
            let b = stops[index]
            let width = Double(b.location - a.location)
            let f = width > 0 ? (location - Double(a.location)) / width : 1
            let ca = premultiplied(a.color)
            let cb = premultiplied(b.color)
            result = (
                ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f, ca.2 + (cb.2 - ca.2) * f,
                ca.3 + (cb.3 - ca.3) * f
            )
        }
        return (result.0, result.1, result.2, result.3)
    }
}
