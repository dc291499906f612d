import Foundation
import KinemaCore

extension Path {
    /// Adds an arc of a circle, as SwiftUI (and Core Graphics): angles run from the
    /// positive x axis towards positive y; `clockwise: false` runs with increasing angles
    /// (clockwise on a screen, whose y axis points down), `clockwise: true` with
    /// decreasing ones. A line joins the current point to the arc's start.
    ///
    /// The sweep is the end angle reached from the start in that direction, less than a
    /// turn, or a whole circle when the angles are at least a turn apart that way (the
    /// rule of the HTML canvas `arc()`). Non-finite input adds nothing.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: `true` to run with decreasing angles.
    ///   - transform: A transform applied to the added commands.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let (start, end) = (startAngle.radians, endAngle.radians)
        guard start.isFinite, end.isFinite else { return }
        let turn = 2 * Double.pi
        let delta = clockwise ? start - end : end - start
        let sweep = delta >= turn ? turn : delta - turn * (delta / turn).rounded(.down)
        addCircularArc(
            center: center, radius: radius, from: start, sweep: clockwise ? -sweep : sweep,
            transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` turning by `delta` (positive towards
    /// increasing angles), with a line from the current point to its start, as Core
    /// Graphics' `addRelativeArc`. The sweep is limited to one turn either way.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - delta: How far it turns.
    ///   - transform: A transform applied to the added commands.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
        let sweep = min(max(delta.radians, -2 * .pi), 2 * .pi)
        addCircularArc(
            center: center, radius: radius, from: startAngle.radians, sweep: sweep,
            transform: transform)
    }

    /// Adds a line and an arc that rounds the corner between the lines from the current
    /// point to `tangent1End` and from there to `tangent2End`, as Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)` and the canvas `arcTo()`.
    ///
    /// Without a current point the path first moves to `tangent1End`. When the points
    /// are collinear or coincide, or the radius is not positive and finite, it adds a
    /// line to `tangent1End` instead.
    /// - Parameters:
    ///   - p1: The corner (`tangent1End`).
    ///   - p2: A point on the second line (`tangent2End`).
    ///   - radius: The radius of the rounding arc.
    ///   - transform: A transform applied to the added commands.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        if currentPoint == nil { elements.append(.move(to: p1.applying(transform))) }
        guard let current = currentPoint else { return }
        // The current point is already transformed; work in untransformed space.
        let inverse = transform.inverted()
        let p0 = transform == .identity ? current : current.applying(inverse)
        let (v1, v2) = (p0 - p1, p2 - p1)
        let (l1, l2) = (v1.length, v2.length)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            elements.append(.line(to: p1.applying(transform)))
            return
        }
        let (u1, u2) = (v1 * (1 / l1), v2 * (1 / l2))
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let reach = radius / tan(angle / 2)
        let bisector = u1 + u2
        let center = p1 + bisector * (radius / sin(angle / 2) / bisector.length)
        let (t1, t2) = (p1 + u1 * reach, p1 + u2 * reach)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addCircularArc(center: center, radius: radius, from: a1, sweep: sweep, transform: transform)
    }

    /// Adds a circular arc through `transform`, joined to the current point by a line.
    private mutating func addCircularArc(
        center: CGPoint, radius: CGFloat, from start: Double, sweep: Double,
        transform: CGAffineTransform
    ) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else { return }
        var arc = Path()
        if let current = currentPoint {
            arc.move(to: transform == .identity ? current : current.applying(transform.inverted()))
        }
        arc.addArc(center: center, radiusX: radius, radiusY: radius, from: start, to: start + sweep)
        let added = arc.applying(transform).elements.dropFirst(currentPoint == nil ? 0 : 1)
        elements.append(contentsOf: added)
    }

    /// Adds an elliptical arc from angle `a0` to `a1` (radians, any direction) as cubic
    /// curves of at most a quarter turn each, with a line or move to its start.
    internal mutating func addArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from a0: Double, to a1: Double
    ) {
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * cos(a), y: center.y + radiusY * sin(a))
        }
        let start = point(a0)
        if let current = currentPoint {
            if abs(current.x - start.x) > 1e-12 || abs(current.y - start.y) > 1e-12 {
                elements.append(.line(to: start))
            }
        } else {
            move(to: start)
        }
        let sweep = a1 - a0
        guard sweep != 0 else { return }
        let count = max(1, Int(min(abs(sweep) / (.pi / 2), 64).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<count {
            let b = a + step
            let c1 = CGPoint(
                x: center.x + radiusX * (cos(a) - k * sin(a)),
                y: center.y + radiusY * (sin(a) + k * cos(a)))
            let c2 = CGPoint(
                x: center.x + radiusX * (cos(b) + k * sin(b)),
                y: center.y + radiusY * (sin(b) - k * cos(b)))
            elements.append(.curve(to: point(b), control1: c1, control2: c2))
            a = b
        }
    }
}
