import Foundation

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`, rounded to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of this value, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
