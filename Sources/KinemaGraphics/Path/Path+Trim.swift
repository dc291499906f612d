import Foundation

extension Path {
    /// The part of the path between two fractions of its length, as SwiftUI's.
    ///
    /// The length runs over all subpaths in order, closing lines included; the result
    /// starts a subpath wherever the kept part does, and keeps a whole closed subpath
    /// closed. Curves are cut exactly (de Casteljau) at the parameters where the arc
    /// length reaches the fractions, within 1e-12 of the path's length.
    ///
    /// ```swift
    /// Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25)   // 3 o'clock to 6 o'clock
    /// ```
    ///
    /// Fractions are clamped to 0...1 (NaN counts as 0). `from >= to` gives an empty
    /// path, `from: 0, to: 1` the path itself, and so does a path of zero or non-finite
    /// length for any other range an empty one.
    /// - Parameters:
    ///   - from: Where the kept part starts, as a fraction of the length.
    ///   - to: Where it ends.
    /// - Complexity: O(n) in the number of segments, each measured by adaptive
    ///   quadrature.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (unitClamped(from), unitClamped(to))
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let measured = subpaths.map(MeasuredSubpath.init)
        let total = measured.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var offset = 0.0
        for subpath in measured {
            subpath.append(from: low - offset, to: high - offset, to: &result)
            offset += subpath.length
        }
        return result
    }
}

/// A subpath with the length of each of its segments (closing line included).
internal struct MeasuredSubpath {
    internal let subpath: Subpath
    internal let segments: [PathSegment]
    internal let lengths: [Double]
    internal let length: Double

    internal init(_ subpath: Subpath) {
        self.subpath = subpath
        segments = subpath.closedSegments
        lengths = segments.map { $0.length() }
        length = lengths.reduce(0, +)
    }

    /// Appends the part between arc lengths `low` and `high` (measured from the start of
    /// this subpath) to `path`: nothing when the range misses it, the subpath itself when
    /// the range covers it.
    internal func append(from low: Double, to high: Double, to path: inout Path) {
        let slack = length * 1e-12
        guard high > 0, low < length, high > low, length > 0 else { return }
        if low <= slack && high >= length - slack {
            path.move(to: subpath.start)
            for segment in subpath.segments { path.elements.append(segment.element) }
            if subpath.isClosed { path.elements.append(.closeSubpath) }
            return
        }
        var started = false
        var position = 0.0
        for (segment, length) in zip(segments, lengths) {
            defer { position += length }
            guard position + length > low, position < high, length > 0 else { continue }
            let t0 = low > position ? segment.parameter(atLength: low - position) : 0
            let t1 = high < position + length ? segment.parameter(atLength: high - position) : 1
            let piece = segment.portion(from: t0, to: t1)
            if !started {
                path.move(to: piece.start)
                started = true
            }
            path.elements.append(piece.element)
        }
    }
}

/// `value` clamped to 0...1, NaN counting as 0.
internal func unitClamped(_ value: CGFloat) -> Double {
    value.isNaN ? 0 : min(max(Double(value), 0), 1)
}
