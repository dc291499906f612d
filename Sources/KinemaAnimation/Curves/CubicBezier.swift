/// A cubic Bézier timing function from (0, 0) to (1, 1), solved in the manner of WebKit and
/// Chromium: the polynomial coefficients are computed once, x(t) = progress is solved by an
/// iteration from t = progress, falling back to bisection, and y(t) is returned.
///
/// Mathematical properties: with both control x values in [0, 1], x(t) is non-decreasing on
/// [0, 1], so the bisection bracket [0, 1] is always valid. The iteration is Halley's method
/// (Newton's with a curvature correction: cubic convergence for the same one division per
/// step, which saves about a third of the divisions Newton needs for 1e-7 in y). It runs
/// while |x'(t)| ≥ 1e-5 and accepts a step s once |s| < 1e-9, or |s| < 1e-5 where
/// |x'| > 0.02; the error left in t is then of order |x''|² s³ / |x'|², below 1e-10.
/// Otherwise bisection narrows t to 2⁻⁴⁴. The error in y is at most |y'(t)| (≤ 3 · the largest
/// difference of control y values) times the error in t: below 1e-7 for ordinary curves.
/// The exception is a vertical tangent (x'(t) = 0 while y'(t) ≠ 0, possible only with a
/// control x at 0 or 1): x(t) is flat to rounding over about 1e-5 of t there, which limits
/// any solver in doubles to about 1e-5.
@usableFromInline
internal struct CubicBezier: Hashable, Sendable {
    @usableFromInline internal let x1: Double
    @usableFromInline internal let y1: Double
    @usableFromInline internal let x2: Double
    @usableFromInline internal let y2: Double
    @usableFromInline internal let ax: Double
    @usableFromInline internal let bx: Double
    @usableFromInline internal let cx: Double
    @usableFromInline internal let ay: Double
    @usableFromInline internal let by: Double
    @usableFromInline internal let cy: Double

    /// The curve with control points (x1, y1) and (x2, y2), sanitized as
    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)` documents.
    @usableFromInline
    internal init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = CubicBezier.sanitized(x1, ifNaN: 0, limit: 0...1)
        self.y1 = CubicBezier.sanitized(y1, ifNaN: 0, limit: -1e6...1e6)
        self.x2 = CubicBezier.sanitized(x2, ifNaN: 1, limit: 0...1)
        self.y2 = CubicBezier.sanitized(y2, ifNaN: 1, limit: -1e6...1e6)
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
    }

    private static func sanitized(
        _ value: Double, ifNaN replacement: Double, limit: ClosedRange<Double>
    ) -> Double {
        if value.isNaN { return replacement }
        // Adding 0 turns -0 into +0, so equal curves hash equally.
        return min(max(value, limit.lowerBound), limit.upperBound) + 0
    }

    @inlinable
    internal func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    @inlinable
    internal func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    @inlinable
    internal func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    @inlinable
    internal func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in [0, 1] with x(t) = `x`, for `x` in [0, 1].
    // No table of precomputed samples for the starting guess (Chromium's approach): tried
    // (branch perf2-table-experiment: 16 samples of t(x), one Halley step accepted on its
    // exact residual) and measured slower per sample for easeInOut, 20 vs 17 ns, since the
    // lookup costs about as much as the Halley step it saves, and the larger curve stopped
    // `UnitCurve.value(at:)` from inlining into `Animation.animate` (2.9-3.5x the C baseline).
    // Always inlined: called through a copy of the curve, the out-of-line call measured 2.5x
    // slower per sample.
    @inlinable @inline(__always)
    internal func parameter(for x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            let slope = dx(t)
            if abs(slope) < 1e-5 { break }
            let curvature = 6 * ax * t + 2 * bx
            // Halley's step: cubic convergence, one division like Newton's.
            let step = 2 * error * slope / (2 * slope * slope - error * curvature)
            t -= step
            guard t >= 0 && t <= 1 else { break }
            let size = abs(step)
            if size < 1e-9 || (size < 1e-5 && abs(slope) > 0.02) { return t }
        }
        return CubicBezier.bisectedParameter(for: x, ax: ax, bx: bx, cx: cx)
    }

    /// Bisection on x(t) = ((ax t + bx) t + cx) t. Static, with the coefficients passed in
    /// registers, so the inlined caller need not copy the curve to memory for the call.
    // A pure function of its arguments, and declared so with the underscored attribute:
    // otherwise the optimizer must assume this out-of-line call may change any memory, and
    // callers that read a curve held in mutable memory copy it around the call. Measured
    // (perf2, kinema-bench-animation): without it, ValueAnimator.value(at:) retains the run's
    // storage and makes an outlined copy of it before every call here (seen in the
    // disassembly); the easeInOut rows, which rarely bisect, moved within the noise (0-6%).
    @usableFromInline @_effects(readnone)
    internal static func bisectedParameter(
        for x: Double, ax: Double, bx: Double, cx: Double
    ) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<44 {
            let middle = (low + high) * 0.5
            let error = ((ax * middle + bx) * middle + cx) * middle - x
            if error == 0 { return middle }
            if error < 0 { low = middle } else { high = middle }
        }
        return (low + high) * 0.5
    }

    /// y at x = `progress`, for `progress` in [0, 1]; exactly 0 at 0 and 1 at 1.
    @inlinable
    internal func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return y(parameter(for: progress))
    }

    /// dy/dx at x = `progress`, for `progress` in [0, 1].
    ///
    /// Where dx/dt vanishes, the ratio of the first derivatives that do not both vanish is
    /// taken (l'Hôpital's rule); if only dx/dt vanishes the tangent is vertical and the
    /// result is infinite with the sign of dy/dt, for the caller to limit.
    @inlinable
    internal func velocity(at progress: Double) -> Double {
        let t: Double
        if progress <= 0 {
            t = 0
        } else if progress >= 1 {
            t = 1
        } else {
            t = parameter(for: progress)
        }
        let slopeX = dx(t)
        let slopeY = dy(t)
        let tiny = 1e-12
        if abs(slopeX) > tiny { return slopeY / slopeX }
        if abs(slopeY) > tiny { return slopeY > 0 ? .infinity : -.infinity }
        let curvatureX = 6 * ax * t + 2 * bx
        let curvatureY = 6 * ay * t + 2 * by
        if abs(curvatureX) > tiny { return curvatureY / curvatureX }
        if abs(curvatureY) > tiny { return curvatureY > 0 ? .infinity : -.infinity }
        // x(t) is not constant (x(1) = 1), so ax ≠ 0 when the lower derivatives vanish.
        return ay / ax
    }

    /// The control points with x and y swapped, or nil where that is not the inverse (a
    /// control y outside [0, 1] makes the curve overshoot, so it has no inverse function).
    @usableFromInline
    internal var swapped: CubicBezier? {
        guard (0...1).contains(y1), (0...1).contains(y2) else { return nil }
        return CubicBezier(y1, x1, y2, x2)
    }
}
