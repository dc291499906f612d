/// A type that describes how to animate a property of a view, shape or layout.
///
/// An animation reads `animatableData`, interpolates it, and writes the
/// interpolated value back, frame after frame.
///
/// ```swift
/// struct Wedge: Animatable {
///     var angle: Double
///     var radius: Double
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(angle, radius) }
///         set { (angle, radius) = (newValue.first, newValue.second) }
///     }
/// }
/// ```
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a vector type animates as itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: a type without animatable data animates nothing.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
