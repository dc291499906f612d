import KinemaCore

/// A vector of any `VectorArithmetic` type, usable where a `Sendable` one is required.
///
/// Animatable data are value types; Kinema's protocols do not require them to be
/// `Sendable`, but ``ValueAnimator`` does. The wrapper forwards all arithmetic.
internal struct SendableVector<Base: VectorArithmetic>: VectorArithmetic, @unchecked Sendable {
    internal var base: Base

    internal init(_ base: Base) { self.base = base }

    internal static var zero: SendableVector { SendableVector(.zero) }

    internal static func + (lhs: SendableVector, rhs: SendableVector) -> SendableVector {
        SendableVector(lhs.base + rhs.base)
    }

    internal static func - (lhs: SendableVector, rhs: SendableVector) -> SendableVector {
        SendableVector(lhs.base - rhs.base)
    }

    internal mutating func scale(by rhs: Double) { base.scale(by: rhs) }

    internal var magnitudeSquared: Double { base.magnitudeSquared }
}

/// An attribute holding any animatable data.
internal func animatableAttribute<V: VectorArithmetic>(_ value: V) -> any AttributeValue {
    Attribute(SendableVector(value))
}

extension AttributeReader {
    /// The value of an attribute made with ``animatableAttribute(_:)``.
    internal func animatable<V: VectorArithmetic>(_ index: Int, as type: V.Type) -> V {
        value(index, as: SendableVector<V>.self).base
    }
}
