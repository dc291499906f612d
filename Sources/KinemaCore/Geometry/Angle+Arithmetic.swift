// Arithmetic on angles: sums, differences, negation and scaling by a number, all on the
// value in radians. Comparisons come from `Comparable` (see Angle.swift).
//
// SwiftUI's documentation lists no operators on `Angle`, and app code often declares
// its own (`static func + (lhs: Angle, rhs: Angle) -> Angle`). Kinema's operators are
// `@_disfavoredOverload`, so such an app-declared operator wins overload resolution
// instead of becoming ambiguous, and code without one still compiles.

extension Angle {
    /// The sum of two angles.
    @_disfavoredOverload
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two angles.
    @_disfavoredOverload
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }

    /// The opposite angle.
    @_disfavoredOverload
    @inlinable
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle scaled by a number.
    @_disfavoredOverload
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// The angle scaled by a number.
    @_disfavoredOverload
    @inlinable
    public static func * (lhs: Double, rhs: Angle) -> Angle {
        Angle(radians: lhs * rhs.radians)
    }

    /// The angle divided by a number (IEEE division: dividing by zero gives an infinite
    /// angle, or NaN for a zero angle, as `Double` does).
    @_disfavoredOverload
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians / rhs)
    }

    /// The ratio of two angles.
    @_disfavoredOverload
    @inlinable
    public static func / (lhs: Angle, rhs: Angle) -> Double { lhs.radians / rhs.radians }

    /// Adds an angle to this one.
    @_disfavoredOverload
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts an angle from this one.
    @_disfavoredOverload
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// Scales this angle by a number.
    @_disfavoredOverload
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// Divides this angle by a number.
    @_disfavoredOverload
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
