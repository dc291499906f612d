import KinemaCore

/// The animatable data of a `Sendable` animatable value (a shape, a layout), as a
/// `Sendable` vector: a slot's value type for data whose own type need not be
/// `Sendable`.
///
/// Arithmetic acts on the base's `animatableData`; the other properties come from the
/// left operand (or the only value, next to ``zero``).
internal enum AnimatableValue<Base: Animatable & Sendable>: VectorArithmetic, Sendable {
    /// The zero vector, with no base to carry.
    case zero
    /// A base value and its data.
    case value(Base)

    /// The base value's data (zero for ``zero``).
    internal var data: Base.AnimatableData {
        switch self {
        case .zero: return .zero
        case .value(let base): return base.animatableData
        }
    }

    /// The base with this value's data; `fallback` with zero data for ``zero``.
    internal func base(or fallback: Base) -> Base {
        switch self {
        case .value(let base): return base
        case .zero:
            var base = fallback
            base.animatableData = .zero
            return base
        }
    }

    private static func combine(
        _ lhs: Self, _ rhs: Self,
        _ operation: (Base.AnimatableData, Base.AnimatableData) -> Base.AnimatableData
    ) -> Self {
        switch (lhs, rhs) {
        case (.zero, .zero): return .zero
        case (.value(var base), _), (.zero, .value(var base)):
            base.animatableData = operation(lhs.data, rhs.data)
            return .value(base)
        }
    }

    internal static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }

    internal static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    internal static func == (lhs: Self, rhs: Self) -> Bool { lhs.data == rhs.data }

    internal mutating func scale(by rhs: Double) {
        guard case .value(var base) = self else { return }
        base.animatableData.scale(by: rhs)
        self = .value(base)
    }

    internal var magnitudeSquared: Double { data.magnitudeSquared }
}
