import KinemaCore

/// A function that maps the unit interval of progress to a value, defining the pace of an
/// animation: `value(at: 0)` is where it starts and `value(at: 1)` where it ends.
///
/// Kinema reproduces SwiftUI's curves (`linear`, `easeIn`, `easeOut`, `easeInOut`, the
/// `circularEase…` family and `bezier(startControlPoint:endControlPoint:)`) and adds, as its
/// own API, CSS's `ease`, `steps(_:jump:)` and `linear(_:)` stops and Robert Penner's easings
/// (`easeInSine` … `easeInOutBounce`). Every one is a `UnitCurve` value, so each works
/// wherever a curve is accepted.
///
/// ```swift
/// let curve = UnitCurve.easeInOut
/// curve.value(at: 0.25)     // 0.1292…
/// curve.velocity(at: 0.5)   // the slope in the middle
/// ```
///
/// Progress is clamped to [0, 1] (NaN counts as 0), and no curve ever returns NaN.
public struct UnitCurve: Hashable, Sendable {
    /// The kinds of curve; a private set that may grow, as in SwiftUI.
    @usableFromInline
    internal enum Storage: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circular(EasingMode)
        case easing(EasingFamily, EasingMode)
        case steps(count: Int, position: StepPosition)
        case piecewiseLinear(PiecewiseLinear)
        indirect case inverse(UnitCurve)
    }

    /// What this curve is.
    @usableFromInline
    internal var storage: Storage

    @usableFromInline
    internal init(storage: Storage) { self.storage = storage }

    /// The identity curve: `value(at: p) == p`.
    public static let linear = UnitCurve(storage: .linear)

    /// Starts slowly and ends at full speed: the cubic Bézier (0.42, 0) (1, 1).
    public static let easeIn = bezier(0.42, 0, 1, 1)

    /// Starts at full speed and slows to a stop: the cubic Bézier (0, 0) (0.58, 1).
    public static let easeOut = bezier(0, 0, 0.58, 1)

    /// Starts slowly, speeds up, then slows to a stop: the cubic Bézier (0.42, 0) (0.58, 1).
    public static let easeInOut = bezier(0.42, 0, 0.58, 1)

    /// A quarter circle that starts slowly: `1 - sqrt(1 - p²)`.
    public static let circularEaseIn = UnitCurve(storage: .circular(.easeIn))

    /// A quarter circle that ends slowly: `sqrt(1 - (1 - p)²)`.
    public static let circularEaseOut = UnitCurve(storage: .circular(.easeOut))

    /// `circularEaseIn` for the first half, `circularEaseOut` for the second:
    /// `p < 0.5 ? (1 - sqrt(1 - 4p²)) / 2 : (sqrt((8 - 4p)p - 3) + 1) / 2`.
    public static let circularEaseInOut = UnitCurve(storage: .circular(.easeInOut))

    /// CSS's `ease` keyword, the default timing function of CSS transitions: the cubic Bézier
    /// (0.25, 0.1) (0.25, 1). Kinema's own addition.
    public static let ease = bezier(0.25, 0.1, 0.25, 1)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points, solved for y
    /// at x = progress as CSS `cubic-bezier()` is.
    ///
    /// Bad input follows CSS: each control point's x is clamped to [0, 1], which keeps the
    /// curve a function of progress. Kinema's rules for the rest: a NaN coordinate is replaced
    /// by that coordinate of the diagonal (0 for the start point, 1 for the end point), and
    /// y is clamped to [-1e6, 1e6] so the polynomial stays finite.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point next to (0, 0).
    ///   - endControlPoint: The control point next to (1, 1).
    /// - Returns: The curve; `value(at:)` is accurate to 1e-7 for |y| ≤ 1e4 (to about 1e-5
    ///   next to a vertical tangent, the limit of double precision there).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
        -> UnitCurve
    {
        bezier(
            Double(startControlPoint.x), Double(startControlPoint.y),
            Double(endControlPoint.x), Double(endControlPoint.y))
    }

    @usableFromInline
    internal static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> UnitCurve
    {
        UnitCurve(storage: .bezier(CubicBezier(x1, y1, x2, y2)))
    }
}

extension UnitCurve {
    /// The value of the curve at `progress`, usually (not always) in [0, 1].
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0. Curves that overshoot (`easeOutBack`,
    /// elastic, a Bézier with y outside [0, 1]) return values outside [0, 1]. The result is
    /// never NaN.
    ///
    /// - Complexity: O(1), without allocation; a CSS `linear()` curve is O(log stops), and an
    ///   `inverse` that is solved numerically costs about 100 evaluations of its curve.
    @inlinable
    public func value(at progress: Double) -> Double {
        let x = UnitCurve.clamped(progress)
        switch storage {
        case .bezier(let bezier): return bezier.value(at: x)
        case .linear: return x
        default: return otherValue(at: x)
        }
    }

    /// The rate of change of `value(at:)` with respect to progress at `progress`.
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0. At a corner the slope on the right
    /// is used (on the left at 1), and at a jump (`steps`) the velocity is 0. The result is
    /// always finite: where the exact slope is infinite (a vertical tangent, such as
    /// `circularEaseOut` at 0) or larger than 1e6 in magnitude, it is clamped to ±1e6.
    @inlinable
    public func velocity(at progress: Double) -> Double {
        let x = UnitCurve.clamped(progress)
        let slope: Double
        switch storage {
        case .bezier(let bezier): slope = bezier.velocity(at: x)
        case .linear: slope = 1
        default: slope = otherVelocity(at: x)
        }
        return UnitCurve.limited(slope)
    }

    /// The largest magnitude `velocity(at:)` returns.
    @usableFromInline
    internal static var maximumVelocity: Double { 1e6 }

    /// Progress clamped to [0, 1], with NaN as 0.
    @inlinable
    internal static func clamped(_ progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if !(progress < 1) { return 1 }
        return progress
    }

    /// A slope made finite: NaN becomes 0, magnitudes are capped at `maximumVelocity`.
    @inlinable
    internal static func limited(_ slope: Double) -> Double {
        if slope.isNaN { return 0 }
        return min(max(slope, -maximumVelocity), maximumVelocity)
    }

    // The out-of-line cases only read the curve; declared so (see
    // `CubicBezier.bisectedParameter`), inlined callers need not copy what they hold.
    // Measured (perf2): without it, ValueAnimator.value(at:) makes an outlined copy of the
    // run's animation (with retains) before every call to `otherValue`, i.e. per sample for
    // every curve other than a Bézier or linear.
    @usableFromInline @_effects(readonly)
    internal func otherValue(at x: Double) -> Double {
        switch storage {
        case .linear: return x
        case .bezier(let bezier): return bezier.value(at: x)
        case .circular(let mode): return EasingFamily.circ.value(at: x, mode: mode)
        case .easing(let family, let mode): return family.value(at: x, mode: mode)
        case .steps(let count, let position): return position.value(at: x, count: count)
        case .piecewiseLinear(let function): return function.value(at: x)
        case .inverse(let curve): return curve.inverseValue(at: x)
        }
    }

    @usableFromInline @_effects(readonly)
    internal func otherVelocity(at x: Double) -> Double {
        switch storage {
        case .linear: return 1
        case .bezier(let bezier): return bezier.velocity(at: x)
        case .circular(let mode): return EasingFamily.circ.velocity(at: x, mode: mode)
        case .easing(let family, let mode): return family.velocity(at: x, mode: mode)
        case .steps: return 0
        case .piecewiseLinear(let function): return function.velocity(at: x)
        case .inverse(let curve): return curve.inverseVelocity(at: x)
        }
    }
}
