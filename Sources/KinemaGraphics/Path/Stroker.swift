import Foundation
import KinemaCore

/// Builds a stroke's outline from polylines: one positive-area closed piece per segment,
/// join and cap (see ``Path/strokedPath(_:)``).
internal struct Stroker {
    /// Half the line width.
    internal let half: Double
    internal let style: StrokeStyle
    /// The outline built so far.
    internal var outline: Path

    /// Adds the pieces of the polyline `points`; a closed polyline gets a join at every
    /// vertex and no caps.
    internal mutating func stroke(_ points: [CGPoint], closed: Bool) {
        guard points.count > 1 else {
            // A dot: a circle for round caps, a square along x for square caps.
            guard let dot = points.first, !closed else { return }
            if style.lineCap == .round { addCircle(at: dot) }
            if style.lineCap == .square {
                addPolygon(square(at: dot, direction: CGPoint(x: 1, y: 0), forward: false))
            }
            return
        }
        let ring = closed ? points + [points[0]] : points
        for (a, b) in zip(ring, ring.dropFirst()) {
            let n = normal(b - a)
            addPolygon([a + n, b + n, b - n, a - n])
        }
        if closed {
            for i in points.indices {
                let previous = points[(i + points.count - 1) % points.count]
                join(at: points[i], from: previous, to: points[(i + 1) % points.count])
            }
        } else {
            for i in 1..<(points.count - 1) {
                join(at: points[i], from: points[i - 1], to: points[i + 1])
            }
            cap(at: points[0], direction: points[0] - points[1])
            let (last, beforeLast) = (points[points.count - 1], points[points.count - 2])
            cap(at: last, direction: last - beforeLast)
        }
    }

    /// The join at `p` between the segments from `a` and to `b`.
    private mutating func join(at p: CGPoint, from a: CGPoint, to b: CGPoint) {
        let (d0, d1) = (unit(p - a), unit(b - p))
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return }  // Straight on: the segments meet flush.
        if style.lineJoin == .round {
            addCircle(at: p)
            return
        }
        let outer = cross > 0 ? -1.0 : 1.0
        let (n0, n1) = (normal(d0) * outer, normal(d1) * outer)
        // Miter length over line width is 1 / sin(phi / 2), phi the angle between the lines.
        let sine = ((1 + dot) / 2).squareRoot()
        let bisector = n0 + n1
        if style.lineJoin == .miter, sine > 0, 1 / sine <= Double(style.miterLimit),
            bisector.length > 0
        {
            let tip = p + bisector * (half / sine / bisector.length)
            addPolygon([p, p + n0, tip, p + n1])
        } else {
            addPolygon([p, p + n0, p + n1])
        }
    }

    /// The cap at the end point `p` of a line leaving it along `direction` outwards.
    private mutating func cap(at p: CGPoint, direction: CGPoint) {
        switch style.lineCap {
        case .round: addCircle(at: p)
        case .square where direction.length > 0:
            addPolygon(square(at: p, direction: unit(direction), forward: true))
        default: break
        }
    }

    /// The square cap beyond `p` along `d` (`forward`), or the square centred on `p`.
    private func square(at p: CGPoint, direction d: CGPoint, forward: Bool) -> [CGPoint] {
        let n = normal(d)
        let back = forward ? p : p - d * half
        let front = p + d * half
        return [back + n, front + n, front - n, back - n]
    }

    /// The unit normal of `d` (rotated a quarter turn towards +y) scaled to half the width.
    private func normal(_ d: CGPoint) -> CGPoint {
        let u = unit(d)
        return CGPoint(x: -u.y * half, y: u.x * half)
    }

    private mutating func addCircle(at p: CGPoint) {
        outline.addEllipse(
            in: CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half))
    }

    /// Adds a closed polygon with positive signed area (reversed when needed).
    private mutating func addPolygon(_ points: [CGPoint]) {
        let area = zip(points, points.dropFirst() + points.prefix(1)).reduce(0.0) {
            $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y
        }
        guard area != 0, area.isFinite else { return }
        outline.addLines(area > 0 ? points : points.reversed())
        outline.closeSubpath()
    }
}

/// `v` scaled to length 1 (zero stays zero).
private func unit(_ v: CGPoint) -> CGPoint {
    let length = v.length
    return length > 0 ? v * (1 / length) : .zero
}
