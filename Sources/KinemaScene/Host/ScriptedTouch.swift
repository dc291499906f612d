import Foundation
import KinemaCore

/// A touch a ``ViewHost`` plays on a view's gestures (Kinema's own): where one or two
/// fingers come down, how long they rest, and how they move before they lift.
///
/// The fingers come down at ``start`` (the view's centre when `nil`), rest ``hold``
/// seconds, then move linearly over ``duration`` seconds: the centre by ``translation``,
/// two fingers' spread to ``magnification`` (linear in the scale) and their angle to
/// ``rotation``. Moves are delivered at 60 Hz of scene time from the start of the motion
/// (the last step shorter when the duration is not a whole number of steps); the lift
/// comes at the end of the motion, at the final position. ``ScriptedInput`` makes these:
/// `.drag`, `.longPress`, `.magnify`, `.rotate` and `.tap(_:count:at:)`.
public struct ScriptedTouch: Hashable, Sendable {
    /// Where the fingers' centre comes down, in the view's local space; `nil` for the
    /// centre of the view.
    public var start: CGPoint?
    /// How far the fingers' centre moves, in points.
    public var translation: CGSize
    /// How long the fingers rest before moving, in seconds.
    public var hold: Double
    /// How long the motion lasts, in seconds.
    public var duration: Double
    /// The number of fingers: 1, or 2 for a pinch or a rotation.
    public var fingers: Int
    /// The number of taps the touch stands for (2 for a double tap).
    public var taps: Int
    /// The scale of two fingers' spread at the end (1 unchanged).
    public var magnification: Double
    /// How far two fingers turn by the end.
    public var rotation: Angle

    /// Creates a touch.
    /// - Parameters:
    ///   - start: Where the fingers' centre comes down, in the view's local space (`nil`:
    ///     the centre).
    ///   - translation: How far the centre moves, in points.
    ///   - hold: How long the fingers rest before moving, in seconds.
    ///   - duration: How long the motion lasts, in seconds.
    ///   - fingers: The number of fingers.
    ///   - taps: The number of taps the touch stands for.
    ///   - magnification: The scale of two fingers' spread at the end.
    ///   - rotation: How far two fingers turn by the end.
    public init(
        start: CGPoint? = nil, translation: CGSize = .zero, hold: Double = 0,
        duration: Double = 0, fingers: Int = 1, taps: Int = 1, magnification: Double = 1,
        rotation: Angle = .zero
    ) {
        self.start = start
        self.translation = translation
        self.hold = hold
        self.duration = duration
        self.fingers = fingers
        self.taps = taps
        self.magnification = magnification
        self.rotation = rotation
    }

    /// The rate of the moves, per second of scene time.
    public static let sampleRate = 60.0

    /// The touch with every number usable: a NaN or infinite component of ``start`` gives
    /// the centre, of ``translation`` 0; a NaN, infinite or negative ``hold`` or
    /// ``duration`` 0; a NaN, infinite or negative ``magnification`` 1 (0 stays: the
    /// fingers meet); a NaN or infinite ``rotation`` 0; fewer than one finger or tap, 1.
    /// Returns the cleaned touch and what was replaced.
    internal func cleaned() -> (touch: ScriptedTouch, problems: [String]) {
        var touch = self
        var problems: [String] = []
        func clean(_ value: Double, _ name: String, _ neutral: Double, allowNegative: Bool)
            -> Double
        {
            guard value.isFinite, allowNegative || value >= 0 else {
                problems.append("\(name) is \(value); using \(neutral)")
                return neutral
            }
            return value
        }
        if let start, !(start.x.isFinite && start.y.isFinite) {
            problems.append("start point is (\(start.x), \(start.y)); using the view's centre")
            touch.start = nil
        }
        touch.translation = CGSize(
            width: clean(translation.width, "translation width", 0, allowNegative: true),
            height: clean(translation.height, "translation height", 0, allowNegative: true))
        touch.hold = clean(hold, "hold", 0, allowNegative: false)
        touch.duration = clean(duration, "duration", 0, allowNegative: false)
        touch.magnification = clean(magnification, "scale", 1, allowNegative: false)
        touch.rotation = .radians(clean(rotation.radians, "rotation", 0, allowNegative: true))
        touch.fingers = max(fingers, 1)
        touch.taps = max(taps, 1)
        return (touch, problems)
    }

    /// The events of this (cleaned) touch coming down at `point` of the scene's layout
    /// space at scene time `time`: the touch down, the moves, the lift.
    package func events(from point: CGPoint, at time: Double) -> [TouchEvent] {
        func event(_ phase: TouchEvent.Phase, at t: Double, fraction f: Double) -> TouchEvent {
            TouchEvent(
                phase: phase, time: t,
                location: CGPoint(
                    x: point.x + translation.width * CGFloat(f),
                    y: point.y + translation.height * CGFloat(f)),
                touchCount: fingers, tapCount: taps, magnification: 1 + (magnification - 1) * f,
                rotation: rotation.radians * f)
        }
        let moveStart = time + hold
        var events = [event(.began, at: time, fraction: 0)]
        // Whole steps, allowing for the rounding of `duration * 60` (0.3 s is 18 steps).
        let steps = Int((duration * Self.sampleRate - 1e-9).rounded(.up))
        if steps > 1 {
            for step in 1..<steps {
                let elapsed = Double(step) / Self.sampleRate
                events.append(event(.moved, at: moveStart + elapsed, fraction: elapsed / duration))
            }
        }
        events.append(event(.ended, at: moveStart + duration, fraction: 1))
        return events
    }
}
