import Foundation

/// A gesture that succeeds when a finger stays down long enough, as SwiftUI's
/// `LongPressGesture`.
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
///
/// LongPressGesture(minimumDuration: 1)
///     .updating($isDetectingLongPress) { isPressing, state, _ in state = isPressing }
///     .onEnded { _ in completed = true }
/// ```
///
/// Its value is `true` from the moment the finger comes down; it ends with `true` as soon
/// as the finger has stayed down `minimumDuration` seconds (the finger may still be down),
/// and fails if the finger lifts before, or moves farther than `maximumDistance` points.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// Whether the press is detected.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never

    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the gesture fails, in points.
    public var maximumDistance: CGFloat

    /// Creates a long press gesture.
    /// - Parameters:
    ///   - minimumDuration: How long the finger must stay down, in seconds (NaN or
    ///     negative: 0).
    ///   - maximumDistance: How far it may move before the gesture fails, in points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Bool> {
        let duration = minimumDuration.isNaN ? 0 : max(minimumDuration, 0)
        let distance = maximumDistance.isNaN ? 0 : maximumDistance
        return LongPressRecognizer(minimumDuration: duration, maximumDistance: distance)
    }
}

/// Recognizes a long press: `true` at touch down, ended at the deadline.
@MainActor
internal final class LongPressRecognizer: GestureRecognizer {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start = CGPoint.zero
    internal private(set) var deadline: Double?

    internal init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Bool> {
        let event = input.event
        if event.phase == .began {
            guard event.touchCount == 1 else { return .failed }
            start = event.location
            deadline = event.time + minimumDuration
            return minimumDuration == 0 ? .ended(true) : .changed(true)
        }
        // Held long enough by this event's time: a release or a move at the deadline
        // still counts as held.
        if let deadline, event.time >= deadline { return .ended(true) }
        if start.distance(to: event.location) > maximumDistance { return .failed }
        return event.phase == .ended ? .failed : .none
    }
}
