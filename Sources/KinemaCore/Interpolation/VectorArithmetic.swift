/// A type that can serve as the animatable data of an animatable type: values
/// that can be added, subtracted and scaled.
///
/// `VectorArithmetic` extends `AdditiveArithmetic` with scalar multiplication and
/// a way to compute the magnitude of the value, which animations use to decide
/// when a value is close enough to its target to stop.
///
/// Declared exactly as SwiftUI declares it, so that SwiftUI code conforming
/// custom types compiles unchanged against Kinema.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`:
    /// `self + (other - self) * amount`.
    ///
    /// An `amount` of 0 leaves the value unchanged, 1 makes it equal to `other`;
    /// amounts outside `0...1` extrapolate.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }

    /// Returns this value interpolated with `other` by the specified `amount`:
    /// `self + (other - self) * amount`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
