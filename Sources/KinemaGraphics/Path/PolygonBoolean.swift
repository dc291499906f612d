import Foundation

/// Boolean operations on the filled areas of two paths, by edge classification: both
/// paths are flattened to polygons, every edge is split where it meets another, each
/// piece is kept when the result's membership differs on its two sides, oriented with
/// the result on its left (positive area), and the pieces are chained into rings.
internal struct PolygonBoolean {
    /// A flattened path: closed rings (the closing edge implicit) and its fill rule.
    internal struct Region {
        internal var rings: [[CGPoint]]
        internal var eoFill: Bool

        internal init(_ path: Path, eoFill: Bool, tolerance: Double) {
            rings = path.subpaths.map { $0.flattened(tolerance: tolerance) }.filter {
                $0.count > 2
            }
            self.eoFill = eoFill
        }

        /// Whether the region covers `p` (ray casting over the ring edges).
        internal func contains(_ p: CGPoint) -> Bool {
            var winding = 0
            for ring in rings {
                for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1))
                where (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
            return eoFill ? winding % 2 != 0 : winding != 0
        }
    }

    private struct Edge {
        var a: CGPoint
        var b: CGPoint
        /// Where the edge is cut: parameters along it with the exact cut points.
        var cuts: [(t: Double, point: CGPoint)] = []
    }

    /// The rings of the area where `rule(inFirst, inSecond)` holds.
    internal static func combine(
        _ first: Region, _ second: Region, scale: Double, rule: (Bool, Bool) -> Bool
    ) -> [[CGPoint]] {
        var edges = (first.rings + second.rings).flatMap { ring in
            zip(ring, ring.dropFirst() + ring.prefix(1)).map { Edge(a: $0, b: $1) }
        }
        cutAtCrossings(&edges, scale: scale)
        // Classify the pieces by sampling both sides of their midpoints.
        let offset = scale * 1e-7
        var pieces: [(CGPoint, CGPoint)] = []
        var seen = Set<[Double]>()
        for edge in edges {
            let stops = [(0.0, edge.a)] + edge.cuts.sorted { $0.t < $1.t } + [(1.0, edge.b)]
            for (from, to) in zip(stops, stops.dropFirst()) where from.1 != to.1 {
                let (p, q) = (from.1, to.1)
                let d = q - p
                let normal = CGPoint(x: -d.y, y: d.x) * (offset / d.length)
                let middle = mix(p, q, 0.5)
                let (left, right) = (middle + normal, middle - normal)
                let inLeft = rule(first.contains(left), second.contains(left))
                let inRight = rule(first.contains(right), second.contains(right))
                guard inLeft != inRight else { continue }
                let piece = inLeft ? (p, q) : (q, p)
                if seen.insert([piece.0.x, piece.0.y, piece.1.x, piece.1.y]).inserted {
                    pieces.append(piece)
                }
            }
        }
        return chain(pieces)
    }

    /// Records on both edges every point where two edges cross or overlap.
    private static func cutAtCrossings(_ edges: inout [Edge], scale: Double) {
        let tiny = 1e-12
        for i in edges.indices {
            for j in edges.indices where j > i {
                let (a, b, c, d) = (edges[i].a, edges[i].b, edges[j].a, edges[j].b)
                guard max(a.x, b.x) >= min(c.x, d.x), max(c.x, d.x) >= min(a.x, b.x),
                    max(a.y, b.y) >= min(c.y, d.y), max(c.y, d.y) >= min(a.y, b.y)
                else { continue }
                let (r, s, ac) = (b - a, d - c, c - a)
                let denominator = r.x * s.y - r.y * s.x
                if abs(denominator) > tiny * r.length * s.length {
                    let t = (ac.x * s.y - ac.y * s.x) / denominator
                    let u = (ac.x * r.y - ac.y * r.x) / denominator
                    guard t >= 0, t <= 1, u >= 0, u <= 1 else { continue }
                    // End points stay exact; an interior crossing is computed once.
                    let point = t == 0 ? a : t == 1 ? b : u == 0 ? c : u == 1 ? d : a + r * t
                    if t > 0 && t < 1 { edges[i].cuts.append((t, point)) }
                    if u > 0 && u < 1 { edges[j].cuts.append((u, point)) }
                } else if abs(ac.x * r.y - ac.y * r.x) <= tiny * scale * r.length {
                    // Collinear: each edge is cut at the other's end points inside it.
                    for p in [c, d] {
                        let t = ((p - a).x * r.x + (p - a).y * r.y) / (r.x * r.x + r.y * r.y)
                        if t > 0 && t < 1 { edges[i].cuts.append((t, p)) }
                    }
                    for p in [a, b] {
                        let u = ((p - c).x * s.x + (p - c).y * s.y) / (s.x * s.x + s.y * s.y)
                        if u > 0 && u < 1 { edges[j].cuts.append((u, p)) }
                    }
                }
            }
        }
    }

    /// Joins directed pieces end to start into closed rings. Every vertex of a region's
    /// boundary has as many pieces leaving as arriving, so each walk returns to its start.
    private static func chain(_ pieces: [(CGPoint, CGPoint)]) -> [[CGPoint]] {
        func key(_ p: CGPoint) -> [Double] { [p.x, p.y] }
        var leaving: [[Double]: [Int]] = [:]
        for (index, piece) in pieces.enumerated() {
            leaving[key(piece.0), default: []].append(index)
        }
        var used = [Bool](repeating: false, count: pieces.count)
        var rings: [[CGPoint]] = []
        for start in pieces.indices where !used[start] {
            var ring = [pieces[start].0]
            var current = start
            used[start] = true
            while true {
                let end = pieces[current].1
                if end == ring[0] { break }
                ring.append(end)
                guard let next = leaving[key(end)]?.first(where: { !used[$0] }) else {
                    ring.removeAll()
                    break
                }
                used[next] = true
                current = next
            }
            if ring.count > 2 { rings.append(ring) }
        }
        return rings
    }
}
