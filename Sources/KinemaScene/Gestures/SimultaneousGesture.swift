/// Two gestures recognized at the same time, as SwiftUI's `SimultaneousGesture` (what
/// ``Gesture/simultaneously(with:)`` makes).
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
///     .onChanged { value in
///         scale = value.first?.magnification ?? 1
///         angle = value.second?.rotation ?? .zero
///     }
/// ```
///
/// Both hear every event. Its value changes when either's does; it ends when both are
/// done and at least one ended, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value, once it is recognized (`nil` before, or if it failed).
        public var first: First.Value?
        /// The second gesture's value, once it is recognized (`nil` before, or if it
        /// failed).
        public var second: Second.Value?
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Combines two gestures recognized at the same time.
    /// - Parameters:
    ///   - first: The first gesture.
    ///   - second: The second gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        SimultaneousRecognizer(
            makeRecognizer(first, in: space), makeRecognizer(second, in: space)
        ).mapped { Value(first: $0.first, second: $0.second) }
    }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` recognized at the same time, as SwiftUI's
    /// `simultaneously(with:)`.
    /// - Parameter other: The other gesture.
    /// - Returns: The simultaneous gesture.
    public func simultaneously<Other: Gesture>(with other: Other)
        -> SimultaneousGesture<Self, Other>
    {
        SimultaneousGesture(self, other)
    }
}

/// Feeds two recognizers every event and reports both values.
@MainActor
internal final class SimultaneousRecognizer<First, Second>: GestureRecognizer {
    private let first: any GestureRecognizer<First>
    private let second: any GestureRecognizer<Second>
    private var firstValue: First?
    private var secondValue: Second?
    private var firstDone = false
    private var secondDone = false
    private var anyEnded = false

    internal init(_ first: any GestureRecognizer<First>, _ second: any GestureRecognizer<Second>) {
        self.first = first
        self.second = second
    }

    internal typealias Value = (first: First?, second: Second?)

    internal func handle(_ input: GestureInput) -> GestureUpdate<Value> {
        var changed = false
        if !firstDone {
            (changed, firstDone) = Self.apply(first.handle(input), to: &firstValue, &anyEnded)
        }
        if !secondDone {
            let (secondChanged, done) = Self.apply(
                second.handle(input), to: &secondValue, &anyEnded)
            changed = changed || secondChanged
            secondDone = done
        }
        let value = (firstValue, secondValue)
        if firstDone && secondDone { return anyEnded ? .ended(value) : .failed }
        return changed ? .changed(value) : .none
    }

    /// Keeps a member's update: whether its value changed, and whether it is done.
    private static func apply<T>(
        _ update: GestureUpdate<T>, to value: inout T?, _ ended: inout Bool
    )
        -> (changed: Bool, done: Bool)
    {
        switch update {
        case .none: return (false, false)
        case .changed(let new):
            value = new
            return (true, false)
        case .ended(let new):
            value = new
            ended = true
            return (true, true)
        case .failed:
            value = nil
            return (false, true)
        }
    }

    internal var deadline: Double? {
        [firstDone ? nil : first.deadline, secondDone ? nil : second.deadline].compactMap { $0 }
            .min()
    }

    internal func cancel(_ sink: GestureSink) {
        if !firstDone { first.cancel(sink) }
        if !secondDone { second.cancel(sink) }
        firstDone = true
        secondDone = true
    }
}
