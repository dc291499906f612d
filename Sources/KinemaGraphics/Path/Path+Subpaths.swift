import Foundation

/// A subpath of a path as segments: where it starts, what it draws, whether it is
/// closed (Kinema's internal view of a path for measuring and hit-testing).
internal struct Subpath: Sendable {
    /// The point of the subpath's move.
    internal var start: CGPoint
    /// The drawn segments, in order, without the closing line.
    internal var segments: [PathSegment]
    /// Whether the subpath ends with `closeSubpath`.
    internal var isClosed: Bool

    /// The segments with the closing line of a closed subpath (omitted when it has no
    /// length).
    internal var closedSegments: [PathSegment] {
        guard isClosed, let last = segments.last?.end, last != start else { return segments }
        return segments + [.line(last, start)]
    }

    /// The segments with a closing line whether or not the subpath is closed, as filling
    /// and hit-testing see it.
    internal var filledSegments: [PathSegment] {
        guard let last = segments.last?.end, last != start else { return segments }
        return segments + [.line(last, start)]
    }
}

extension Path {
    /// The path's subpaths. A command without a current point starts a subpath at its
    /// end point (as `addLine` does); a `closeSubpath` with nothing drawn after a move
    /// keeps the move's point as the current point.
    internal var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        func begin(at point: CGPoint) {
            if let open = current { result.append(open) }
            current = Subpath(start: point, segments: [], isClosed: false)
        }
        func draw(_ make: (CGPoint) -> PathSegment, to end: CGPoint) {
            if current == nil || current!.isClosed {
                let from = current?.start ?? end
                begin(at: from)
            }
            let from = current!.segments.last?.end ?? current!.start
            current!.segments.append(make(from))
        }
        for element in elements {
            switch element {
            case .move(let p): begin(at: p)
            case .line(let p): draw({ .line($0, p) }, to: p)
            case .quadCurve(let p, let c): draw({ .quad($0, c, p) }, to: p)
            case .curve(let p, let c1, let c2): draw({ .cubic($0, c1, c2, p) }, to: p)
            case .closeSubpath: current?.isClosed = true
            }
        }
        if let open = current { result.append(open) }
        return result
    }
}
