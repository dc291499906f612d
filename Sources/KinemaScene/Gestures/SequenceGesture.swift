/// Two gestures one after the other, as SwiftUI's `SequenceGesture` (what
/// ``Gesture/sequenced(before:)`` makes).
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
///     .updating($state) { value, state, _ in
///         switch value {
///         case .first(true): state = .pressing
///         case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
///         default: state = .inactive
///         }
///     }
/// ```
///
/// The second gesture starts when the first ends, with the finger where it is then (its
/// touch begins there: a drag's `startLocation`, a pinch's magnification 1); the value
/// becomes `.second(firstValue, nil)` at once. The sequence fails if the first fails, if
/// the finger lifts as the first ends, or if the second fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of the gesture in progress.
    public enum Value {
        /// The first gesture is in progress, with this value.
        case first(First.Value)
        /// The first gesture ended with its value; the second has its value once
        /// recognized.
        case second(First.Value, Second.Value?)
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The gesture that must end first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// Sequences two gestures.
    /// - Parameters:
    ///   - first: The gesture that must end first.
    ///   - second: The gesture that follows it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(
            makeRecognizer(first, in: space), makeRecognizer(second, in: space))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, then `other` once this one ends, as SwiftUI's `sequenced(before:)`.
    /// - Parameter other: The gesture that follows.
    /// - Returns: The sequence.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Feeds the first recognizer until it ends, then the second, its touch beginning there.
@MainActor
internal final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer {
    internal typealias Value = SequenceGesture<First, Second>.Value
    private let first: any GestureRecognizer<First.Value>
    private let second: any GestureRecognizer<Second.Value>
    /// The first gesture's final value and the touch as the second began, once it ended.
    private var handOver: (value: First.Value, began: TouchEvent)?

    internal init(
        _ first: any GestureRecognizer<First.Value>, _ second: any GestureRecognizer<Second.Value>
    ) {
        self.first = first
        self.second = second
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Value> {
        if let (firstValue, began) = handOver {
            var rebased = input
            rebased.event.magnification =
                began.magnification == 0 ? 1 : input.event.magnification / began.magnification
            rebased.event.rotation = input.event.rotation - began.rotation
            return second.handle(rebased).map { .second(firstValue, $0) }
        }
        switch first.handle(input) {
        case .none: return .none
        case .failed: return .failed
        case .changed(let value): return .changed(.first(value))
        case .ended(let value):
            guard input.event.phase != .ended else { return .failed }
            var began = input
            began.event.phase = .began
            handOver = (value, input.event)
            began.event.magnification = 1
            began.event.rotation = 0
            switch second.handle(began) {
            case .none: return .changed(.second(value, nil))
            case .changed(let next): return .changed(.second(value, next))
            case .ended(let next): return .ended(.second(value, next))
            case .failed: return .failed
            }
        }
    }

    internal var deadline: Double? { handOver == nil ? first.deadline : second.deadline }

    internal func cancel(_ sink: GestureSink) {
        if handOver == nil { first.cancel(sink) } else { second.cancel(sink) }
    }
}
