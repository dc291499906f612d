/// An empty type for animatable data: the animatable data of a type that
/// animates nothing.
///
/// Every value is zero, so all values are equal and interpolation is a no-op.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates an empty animatable data value.
    @inlinable
    public init() {}

    /// The only value.
    @inlinable
    public static var zero: Self { Self() }

    /// Returns the empty value.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    /// Returns the empty value.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    /// Does nothing.
    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {}

    /// Does nothing.
    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {}

    /// Does nothing.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Zero.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}

extension EmptyAnimatableData: Animatable {
    /// The value itself.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { self }
        set {}
    }
}
