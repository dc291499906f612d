/// Input a ``ViewHost`` plays at a scene time, as a person would on a device (Kinema's
/// own): a tap on a button, a press and release (so `isPressed` styles animate), a toggle
/// flipped, a slider or stepper moved.
///
/// ```swift
/// host.play([
///     .tap("Like", at: 0.5),
///     .press(identifier: "record", at: 1), .release(identifier: "record", at: 1.4),
///     .setValue(0.75, of: "Volume", at: 2),
/// ])
/// ```
///
/// A control is found by its accessibility identifier, or by its label: the
/// `accessibilityLabel` if it has one, else the text of its label's `Text` views joined by
/// spaces; of a control and one inside it with the same name, the innermost. Input for a
/// control that is not on screen at that time, or is disabled, does nothing and adds a
/// diagnostic.
public struct ScriptedInput: Hashable, Sendable {
    /// How the control is found.
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        /// The control whose label is this text.
        case label(String)
        /// The control with this accessibility identifier.
        case identifier(String)

        /// The target as a diagnostic names it.
        public var description: String {
            switch self {
            case .label(let text): "the control labelled '\(text)'"
            case .identifier(let id): "the control with identifier '\(id)'"
            }
        }
    }

    /// What is done to the control.
    public enum Action: Hashable, Sendable {
        /// A press and release at once: a button's action runs.
        case tap
        /// The finger goes down: a button shows pressed (`configuration.isPressed`).
        case press
        /// The finger lifts: a pressed button's action runs.
        case release
        /// A toggle flips.
        case toggle
        /// A slider moves to a value (clamped to its range and step).
        case setValue(Double)
        /// A stepper's plus.
        case increment
        /// A stepper's minus.
        case decrement
        /// A touch played on the view's gestures (see ``ScriptedTouch``).
        case touch(ScriptedTouch)
        /// Text typed at the end of a field's text (the field takes focus).
        case type(String)
        /// A field's return key: its `onSubmit` actions run.
        case submit
        /// A picker's option, by the text of its label, is selected.
        case select(String)
    }

    /// The scene time of the input, in seconds.
    public var time: Double
    /// The control.
    public var target: Target
    /// What is done.
    public var action: Action

    /// Input at `time`.
    public init(time: Double, target: Target, action: Action) {
        self.time = time
        self.target = target
        self.action = action
    }

    /// A tap on the control labelled `label`.
    public static func tap(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .tap)
    }

    /// A tap on the control with accessibility identifier `identifier`.
    public static func tap(identifier: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .identifier(identifier), action: .tap)
    }

    /// A press (finger down) on the control labelled `label`.
    public static func press(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .press)
    }

    /// A press on the control with accessibility identifier `identifier`.
    public static func press(identifier: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .identifier(identifier), action: .press)
    }

    /// A release (finger up) of the control labelled `label`.
    public static func release(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .release)
    }

    /// A release of the control with accessibility identifier `identifier`.
    public static func release(identifier: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .identifier(identifier), action: .release)
    }

    /// Flips the toggle labelled `label`.
    public static func toggle(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .toggle)
    }

    /// Moves the slider labelled `label` to `value`.
    public static func setValue(_ value: Double, of label: String, at time: Double)
        -> ScriptedInput
    {
        ScriptedInput(time: time, target: .label(label), action: .setValue(value))
    }

    /// Presses the plus of the stepper labelled `label`.
    public static func increment(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .increment)
    }

    /// Presses the minus of the stepper labelled `label`.
    public static func decrement(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .decrement)
    }
}
