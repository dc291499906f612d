import Foundation
import KinemaCore

/// One event of a touch as gestures see it (Kinema's own): where the finger (or the
/// centre of two fingers) is, in the scene's layout space, and what two fingers did since
/// they came down.
package struct TouchEvent: Sendable {
    /// What happened.
    package enum Phase: Sendable {
        /// The touch came down.
        case began
        /// The touch moved.
        case moved
        /// The touch lifted.
        case ended
        /// Time passed without a move (a gesture asked to hear of it: ``GestureRecognizer/deadline``).
        case elapsed
    }

    /// What happened.
    package var phase: Phase
    /// The scene time, in seconds.
    package var time: Double
    /// The finger, or the centre of two fingers, in the scene's layout space.
    package var location: CGPoint
    /// The number of fingers: 1, or 2 for a pinch or a rotation.
    package var touchCount: Int
    /// The number of taps the touch stands for (a double tap lifts with 2).
    package var tapCount: Int
    /// How far two fingers spread since they came down (1 at first).
    package var magnification: Double
    /// How far two fingers turned since they came down, in radians (0 at first).
    package var rotation: Double
}

/// What a recognizer made of an event.
internal enum GestureUpdate<Value> {
    /// Nothing new: the gesture is still possible, or still active with its last value.
    case none
    /// The gesture is recognized and its value is now this.
    case changed(Value)
    /// The gesture ended with this value; it hears no more events.
    case ended(Value)
    /// The gesture failed (or was cancelled); it hears no more events.
    case failed

    /// The update with its value transformed.
    internal func map<T>(_ transform: (Value) -> T) -> GestureUpdate<T> {
        switch self {
        case .none: .none
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    /// Whether the gesture hears no more events after this update.
    internal var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .none, .changed: false
        }
    }
}

/// An event delivered to a recognizer, with what the recognizer may do with it.
@MainActor
internal struct GestureInput {
    /// The event.
    internal var event: TouchEvent
    /// Whether the gesture's closures run for this event (`false` while a gesture of
    /// higher priority may still be recognized).
    internal var delivers: Bool
    /// Where `@GestureState` resets wait until the event's closures have run.
    internal let sink: GestureSink

    /// The event's scene date (what `DragGesture.Value.time` reports).
    internal var date: Date { sink.startDate.addingTimeInterval(event.time) }

    /// The same event, its closures held back.
    internal var withheld: GestureInput {
        var input = self
        input.delivers = false
        return input
    }
}

/// What the recognizers of one event leave to run after their closures (Kinema's own).
@MainActor
internal final class GestureSink {
    /// The scene date at scene time 0.
    internal let startDate: Date
    private var resets: [() -> Void] = []

    internal init(startDate: Date) { self.startDate = startDate }

    /// Runs `reset` after the event's closures.
    internal func afterEvent(_ reset: @escaping () -> Void) { resets.append(reset) }

    /// Runs the resets in order, once.
    internal func finish() {
        let pending = resets
        resets = []
        for reset in pending { reset() }
    }
}

/// Recognizes one gesture over one touch (Kinema's own): hears the touch's events in
/// order until it ends or fails.
@MainActor
internal protocol GestureRecognizer<Value>: AnyObject {
    /// The type of the gesture's value.
    associatedtype Value
    /// What the gesture makes of `input`; called no more after `.ended` or `.failed`.
    func handle(_ input: GestureInput) -> GestureUpdate<Value>
    /// The scene time at which the gesture wants an ``TouchEvent/Phase/elapsed`` event if
    /// nothing else happens (a long press's minimum duration), if any.
    var deadline: Double? { get }
    /// Stops the gesture without ending it (another gesture won): its state resets.
    func cancel(_ sink: GestureSink)
}

extension GestureRecognizer {
    internal var deadline: Double? { nil }
    internal func cancel(_ sink: GestureSink) {}
}

/// Where a gesture's view is laid out, to measure touches in its coordinate spaces
/// (Kinema's own).
package struct GestureSpace: Sendable {
    /// The view's frame in the scene's layout space (before offset, scale and rotation
    /// effects).
    package var frame: CGRect

    /// Creates a space.
    package init(frame: CGRect) { self.frame = frame }

    /// `point` of the scene's layout space, measured in `space`: `.local` from the view's
    /// top leading corner; `.global` and named spaces in the scene's space.
    package func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .global, .named: point
        }
    }

    /// Where `point` of the scene's layout space lies in the view's frame, as a unit point.
    package func unitPoint(_ point: CGPoint) -> UnitPoint {
        func fraction(_ offset: CGFloat, _ length: CGFloat) -> CGFloat {
            length > 0 ? offset / length : 0.5
        }
        return UnitPoint(
            x: fraction(point.x - frame.minX, frame.width),
            y: fraction(point.y - frame.minY, frame.height))
    }
}
