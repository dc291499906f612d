import Foundation

extension Path {
    /// The smallest rectangle holding the whole path — every end point and every point
    /// of its curves, but not the control points off the curves (the tight box, as Core
    /// Graphics' `boundingBoxOfPath`); `.null` for an empty path.
    ///
    /// Curve extrema come from the roots of the derivative of each coordinate.
    /// - Complexity: O(n) in the number of commands.
    public var boundingRect: CGRect {
        var box = Box()
        for subpath in subpaths {
            box.add(subpath.start)
            for segment in subpath.segments {
                box.add(segment.end)
                if case .line = segment { continue }
                for t in segment.turningParameters(\.x) + segment.turningParameters(\.y) {
                    box.add(segment.point(at: t))
                }
            }
        }
        return box.rect
    }
}

/// A growing axis-aligned box.
private struct Box {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// The box, `.null` when nothing was added.
    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
