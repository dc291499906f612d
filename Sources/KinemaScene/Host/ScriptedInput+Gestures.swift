import Foundation
import KinemaCore

/// Touches on gestures: drags, long presses, pinches, rotations and multiple taps.
///
/// Each finds the view of a gesture (`gesture(_:including:)`, `onLongPressGesture`, ...)
/// as taps find controls: by its accessibility identifier, or by its label (its
/// `accessibilityLabel`, else the text of its `Text` views joined by spaces). The touch
/// is a ``ScriptedTouch``: it comes down at scene time `time`, at the view's centre unless
/// a start point in the view's local space is given.
extension ScriptedInput {
    /// A drag of one finger on the view labelled `label`.
    ///
    /// ```swift
    /// host.play([.drag("Card", by: CGSize(width: 0, height: 300), at: 1, duration: 0.4)])
    /// ```
    /// - Parameters:
    ///   - label: The view's label.
    ///   - translation: How far the finger moves, in points.
    ///   - start: Where it comes down, in the view's local space (`nil`: the centre).
    ///   - time: When it comes down, in scene seconds.
    ///   - duration: How long it moves (linearly), in seconds.
    ///   - hold: How long it rests before moving, in seconds (a long press before a
    ///     drag).
    public static func drag(
        _ label: String, by translation: CGSize, from start: CGPoint? = nil, at time: Double,
        duration: Double = 0.25, holding hold: Double = 0
    ) -> ScriptedInput {
        ScriptedInput(
            time: time, target: .label(label),
            action: .touch(
                ScriptedTouch(
                    start: start, translation: translation, hold: hold, duration: duration)))
    }

    /// A drag of one finger on the view with accessibility identifier `identifier` (see
    /// ``drag(_:by:from:at:duration:holding:)``).
    public static func drag(
        identifier: String, by translation: CGSize, from start: CGPoint? = nil, at time: Double,
        duration: Double = 0.25, holding hold: Double = 0
    ) -> ScriptedInput {
        ScriptedInput(
            time: time, target: .identifier(identifier),
            action: .touch(
                ScriptedTouch(
                    start: start, translation: translation, hold: hold, duration: duration)))
    }

    /// One finger resting on the view labelled `label` for `duration` seconds, then
    /// lifting.
    public static func longPress(_ label: String, at time: Double, duration: Double = 1)
        -> ScriptedInput
    {
        ScriptedInput(
            time: time, target: .label(label), action: .touch(ScriptedTouch(hold: duration)))
    }

    /// One finger resting on the view with accessibility identifier `identifier` for
    /// `duration` seconds, then lifting.
    public static func longPress(identifier: String, at time: Double, duration: Double = 1)
        -> ScriptedInput
    {
        ScriptedInput(
            time: time, target: .identifier(identifier),
            action: .touch(ScriptedTouch(hold: duration)))
    }

    /// Two fingers pinching the view labelled `label` from their spread to `scale` times
    /// it (linearly in the scale) over `duration` seconds, centred on the view.
    public static func magnify(
        _ label: String, scale: Double, at time: Double, duration: Double = 0.5
    )
        -> ScriptedInput
    {
        ScriptedInput(
            time: time, target: .label(label),
            action: .touch(ScriptedTouch(duration: duration, fingers: 2, magnification: scale)))
    }

    /// Two fingers pinching the view with accessibility identifier `identifier` (see
    /// ``magnify(_:scale:at:duration:)``).
    public static func magnify(
        identifier: String, scale: Double, at time: Double, duration: Double = 0.5
    ) -> ScriptedInput {
        ScriptedInput(
            time: time, target: .identifier(identifier),
            action: .touch(ScriptedTouch(duration: duration, fingers: 2, magnification: scale)))
    }

    /// Two fingers turning on the view labelled `label` by `angle` (linearly) over
    /// `duration` seconds, centred on the view.
    public static func rotate(
        _ label: String, by angle: Angle, at time: Double, duration: Double = 0.5
    )
        -> ScriptedInput
    {
        ScriptedInput(
            time: time, target: .label(label),
            action: .touch(ScriptedTouch(duration: duration, fingers: 2, rotation: angle)))
    }

    /// Two fingers turning on the view with accessibility identifier `identifier` (see
    /// ``rotate(_:by:at:duration:)``).
    public static func rotate(
        identifier: String, by angle: Angle, at time: Double, duration: Double = 0.5
    ) -> ScriptedInput {
        ScriptedInput(
            time: time, target: .identifier(identifier),
            action: .touch(ScriptedTouch(duration: duration, fingers: 2, rotation: angle)))
    }

    /// `count` quick taps on the gesture of the view labelled `label`, played as one touch
    /// that stands for `count` taps (a `TapGesture(count: 2)` ends on `count: 2`).
    public static func tap(_ label: String, count: Int, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .touch(ScriptedTouch(taps: count)))
    }

    /// `count` quick taps on the gesture of the view with accessibility identifier
    /// `identifier` (see ``tap(_:count:at:)``).
    public static func tap(identifier: String, count: Int, at time: Double) -> ScriptedInput {
        ScriptedInput(
            time: time, target: .identifier(identifier), action: .touch(ScriptedTouch(taps: count)))
    }
}
