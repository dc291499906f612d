/// Two gestures of which only one is recognized, the first having priority, as
/// SwiftUI's `ExclusiveGesture` (what ``Gesture/exclusively(before:)`` makes).
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoomIn() }
///     .exclusively(before: TapGesture().onEnded { select() })
/// ```
///
/// The second gesture's closures wait until the first has failed; if the first is
/// recognized, the second is cancelled.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of whichever gesture was recognized.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The gesture of higher priority.
    public var first: First
    /// The gesture recognized only when the first fails.
    public var second: Second

    /// Combines two gestures, the first having priority.
    /// - Parameters:
    ///   - first: The gesture of higher priority.
    ///   - second: The gesture recognized only when the first fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        GestureCompetition([
            makeRecognizer(first, in: space).mapped { Value.first($0) },
            makeRecognizer(second, in: space).mapped { Value.second($0) },
        ])
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, or `other` if this one fails, as SwiftUI's `exclusively(before:)`.
    /// - Parameter other: The gesture recognized only when this one fails.
    /// - Returns: The exclusive gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
