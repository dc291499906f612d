import Foundation
import KinemaCore

// SwiftUI's `.continuous` corners: Apple's "squircle-like" corner whose curvature
// rises gradually from the straight edges instead of jumping to 1/r. The construction is
// the one measured from iOS 7's rounded rectangles (published by PaintCode as
// coefficients of the radius): three cubic Béziers joined by two short lines, leaving
// each edge 1.52866483 r from the corner's vertex.

/// The continuous corner of radius 1, as points (a, b): `a` back along the incoming edge
/// from the vertex, `b` along the outgoing edge. Start point, then per segment its
/// points (a line has one, a cubic two controls and its end).
private let continuousCorner: [(Double, Double)] = [
    (1.52866483, 0),
    (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
    (0.63149399, 0.07491100),
    (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
    (0.06549600, 0.66993427),
    (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
]

/// The circular corner of radius 1 in the same twelve-point structure (a quarter circle
/// as the middle cubic, the other segments of zero length), to blend with.
private let circularCorner: [(Double, Double)] = {
    let k = 0.5522847498307936  // 4/3 (√2 - 1): the cubic closest to a quarter circle
    return [
        (1, 0),
        (1, 0), (1, 0), (1, 0),
        (1, 0),
        (1 - k, 0), (0, 1 - k), (0, 1),
        (0, 1),
        (0, 1), (0, 1), (0, 1),
    ]
}()

/// A unit direction along an edge of a rectangle.
internal typealias CornerDirection = (dx: CGFloat, dy: CGFloat)

/// How far a continuous corner reaches along each edge, as a multiple of its radius.
internal let continuousCornerExtent = 1.52866483

nonisolated extension Path {
    /// Appends a continuous corner at `vertex`: `incoming` and `outgoing` are the unit
    /// directions from the vertex back along the edge that arrives and along the edge that
    /// leaves; `radii` are the corner's sizes along them; `room` the half lengths of those
    /// edges (how far the corner may reach).
    ///
    /// With room for 1.528665 radii on both edges the corner is Apple's; with room for
    /// only one radius (a capsule's ends) it is the circular corner; in between, every
    /// control point moves linearly from one to the other with the room (Kinema's rule:
    /// the curve stays tangent to both edges and never passes the room it has). The path
    /// is expected to be at the corner's start already (see ``continuousCornerStart``).
    internal mutating func addContinuousCorner(
        vertex: CGPoint, incoming: CornerDirection, outgoing: CornerDirection, radii: CGSize,
        room: CGSize
    ) {
        let points = Self.continuousCornerPoints(
            vertex: vertex, incoming: incoming, outgoing: outgoing, radii: radii, room: room)
        if points.count == 4 {
            elements.append(.curve(to: points[3], control1: points[1], control2: points[2]))
            return
        }
        elements.append(.curve(to: points[3], control1: points[1], control2: points[2]))
        elements.append(.line(to: points[4]))
        elements.append(.curve(to: points[7], control1: points[5], control2: points[6]))
        elements.append(.line(to: points[8]))
        elements.append(.curve(to: points[11], control1: points[9], control2: points[10]))
    }

    /// The first point of the corner ``addContinuousCorner(vertex:incoming:outgoing:radii:room:)``
    /// adds, on the incoming edge.
    internal static func continuousCornerStart(
        vertex: CGPoint, incoming: CornerDirection, outgoing: CornerDirection, radii: CGSize,
        room: CGSize
    ) -> CGPoint {
        continuousCornerPoints(
            vertex: vertex, incoming: incoming, outgoing: outgoing, radii: radii, room: room)[0]
    }

    /// The last point of the corner, on the outgoing edge.
    internal static func continuousCornerEnd(
        vertex: CGPoint, incoming: CornerDirection, outgoing: CornerDirection, radii: CGSize,
        room: CGSize
    ) -> CGPoint {
        continuousCornerPoints(
            vertex: vertex, incoming: incoming, outgoing: outgoing, radii: radii, room: room
        ).last!
    }

    /// The twelve points of a corner, blended by the room it has; the four points of a
    /// circular corner when it has no room beyond one radius.
    private static func continuousCornerPoints(
        vertex: CGPoint, incoming: CornerDirection, outgoing: CornerDirection, radii: CGSize,
        room: CGSize
    ) -> [CGPoint] {
        func blend(_ room: CGFloat, _ radius: CGFloat) -> Double {
            guard radius > 0 else { return 1 }
            let ratio = Double(room / radius)
            return min(max((ratio - 1) / (continuousCornerExtent - 1), 0), 1)
        }
        let f = min(blend(room.width, radii.width), blend(room.height, radii.height))
        if f == 0 {
            // The circular corner itself: one quarter-ellipse cubic.
            return [circularCorner[0], circularCorner[5], circularCorner[6], circularCorner[7]]
                .map { a, b in
                    CGPoint(
                        x: vertex.x + a * radii.width * incoming.dx + b * radii.height
                            * outgoing.dx,
                        y: vertex.y + a * radii.width * incoming.dy + b * radii.height * outgoing.dy
                    )
                }
        }
        return zip(continuousCorner, circularCorner).map { continuous, circular in
            let a = f * continuous.0 + (1 - f) * circular.0
            let b = f * continuous.1 + (1 - f) * circular.1
            return CGPoint(
                x: vertex.x + a * radii.width * incoming.dx + b * radii.height * outgoing.dx,
                y: vertex.y + a * radii.width * incoming.dy + b * radii.height * outgoing.dy)
        }
    }
}
