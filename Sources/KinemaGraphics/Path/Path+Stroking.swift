import Foundation
import KinemaCore

extension Path {
    /// The outline of the area a stroke with `style` covers, as a path to fill with the
    /// non-zero rule, as SwiftUI's `strokedPath(_:)`.
    ///
    /// Dashes are cut first (the pattern restarts at each subpath, shifted by the dash
    /// phase). Curves are then flattened to within 1e-3 of the line width, and the
    /// outline is made of one closed, counter-clockwise (positive-area) piece per line
    /// segment, join and cap: rectangles for segments, circles for round joins and caps,
    /// triangles for bevels, quadrilaterals for miters (a bevel past the miter limit)
    /// and square caps. The pieces overlap, so fill the result with the non-zero rule:
    /// a point is inside exactly when it is within half the line width of the stroked
    /// lines (or of a join or cap). A subpath of zero length draws a dot with round or
    /// square caps and nothing with butt caps.
    ///
    /// Bad input follows ``StrokeStyle``'s rules; a zero line width gives an empty path.
    /// - Parameter style: The stroke's width, caps, joins and dashes.
    /// - Returns: The stroke's area as a path.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let style = style.cleaned
        let half = Double(style.lineWidth) / 2
        guard half > 0 else { return Path() }
        var outline = Path()
        for subpath in dashed(subpaths, style) {
            let points = subpath.flattened(tolerance: max(half * 2e-3, 1e-9))
            var stroker = Stroker(half: half, style: style, outline: outline)
            stroker.stroke(points, closed: subpath.isClosed)
            outline = stroker.outline
        }
        return outline
    }
}

extension Subpath {
    /// The subpath as a polyline (closing line excluded; the last point equals the first
    /// only if the drawn segments return there), with curves subdivided until their
    /// control points lie within `tolerance` of the chord. Repeated points are dropped.
    internal func flattened(tolerance: Double) -> [CGPoint] {
        var points = [start]
        func add(_ p: CGPoint) {
            if let last = points.last, (p - last).length <= 1e-12 { return }
            points.append(p)
        }
        func flatten(_ segment: PathSegment, depth: Int) {
            let (a, b) = (segment.start, segment.end)
            let chord = b - a
            let length = chord.length
            let deviation =
                segment.points.dropFirst().dropLast().map { p -> Double in
                    let v = p - a
                    return length > 0 ? abs(v.x * chord.y - v.y * chord.x) / length : v.length
                }.max() ?? 0
            if deviation <= tolerance || depth >= 16 {
                add(b)
            } else {
                let (left, right) = segment.split(at: 0.5)
                flatten(left, depth: depth + 1)
                flatten(right, depth: depth + 1)
            }
        }
        for segment in segments {
            if case .line(_, let end) = segment { add(end) } else { flatten(segment, depth: 0) }
        }
        if isClosed, points.count > 1, let last = points.last, (last - start).length <= 1e-12 {
            points.removeLast()
        }
        return points
    }
}

/// The subpaths after applying the style's dash pattern (unchanged without one, or when
/// the pattern would cut more than a million dashes).
private func dashed(_ subpaths: [Subpath], _ style: StrokeStyle) -> [Subpath] {
    let pattern = style.dash.map(Double.init)
    let period = pattern.reduce(0, +)
    guard period > 0 else { return subpaths }
    var result = Path()
    for subpath in subpaths {
        let measured = MeasuredSubpath(subpath)
        guard measured.length / period < 1e6 else { return subpaths }
        // Find where the phase falls in the pattern.
        var phase = Double(style.dashPhase).truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var index = 0
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var position = -phase
        while position < measured.length {
            let end = position + pattern[index]
            if index % 2 == 0 { measured.append(from: max(position, 0), to: end, to: &result) }
            position = end
            index = (index + 1) % pattern.count
        }
    }
    return result.subpaths
}
