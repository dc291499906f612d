import Foundation

extension Path {
    /// Whether the filled path covers `point`, as SwiftUI's.
    ///
    /// Every subpath counts as closed, as when filling. The winding number comes from a
    /// ray towards +x crossing the exact curves: each segment is cut where its y turns,
    /// and each monotonic piece whose y-range holds the point (half-open, so a shared end
    /// point counts once) is solved for its crossing by bisection. With `eoFill` the
    /// point is inside when the winding number is odd, otherwise when it is not zero.
    /// A non-finite point is never inside.
    /// - Parameters:
    ///   - point: The point to test.
    ///   - eoFill: Whether to use the even-odd rule instead of the non-zero one.
    /// - Complexity: O(n) in the number of segments.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let winding = windingNumber(at: point)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The number of times the path winds around `point` (positive where it turns from
    /// +x towards +y).
    internal func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        for subpath in subpaths {
            for segment in subpath.filledSegments {
                winding += segment.crossings(rightOf: point)
            }
        }
        return winding
    }
}

extension PathSegment {
    /// The signed number of times the segment crosses the ray from `probe` towards +x:
    /// +1 where it runs towards +y, -1 where it runs towards -y.
    internal func crossings(rightOf probe: CGPoint) -> Int {
        let ys = points.map(\.y)
        // Quick rejections: entirely above, below or left of the ray.
        guard let lowest = ys.min(), let highest = ys.max(), lowest <= probe.y,
            highest > probe.y, (points.map(\.x).max() ?? -.infinity) > probe.x
        else { return 0 }
        let cuts = [0.0] + turningParameters(\.y) + [1.0]
        var total = 0
        for (t0, t1) in zip(cuts, cuts.dropFirst()) {
            let (y0, y1) = (point(at: t0).y, point(at: t1).y)
            guard (y0 <= probe.y) != (y1 <= probe.y) else { continue }
            let rising = y1 > y0
            var (low, high) = (t0, t1)
            for _ in 0..<64 {
                let middle = (low + high) / 2
                if (point(at: middle).y <= probe.y) == rising {
                    low = middle
                } else {
                    high = middle
                }
            }
            if point(at: (low + high) / 2).x > probe.x { total += rising ? 1 : -1 }
        }
        return total
    }
}
