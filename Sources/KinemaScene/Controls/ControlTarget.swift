import Foundation

/// An interactive control found while resolving a view tree: what a host finds by its
/// label or accessibility identifier and scripts input through (Kinema's own).
///
/// Every `Button`, `Toggle`, `Slider`, `Stepper`, text field and `Picker` registers one
/// target in the resolution (``ResolveContext/controls``), in tree order (preorder: a control before
/// the controls inside its label). Targets hold the controls' closures and bindings, so
/// they live on the main actor with the resolution that made them.
package struct ControlTarget {
    /// The identity of the control's view: what ``ResolveContext/pressed`` holds while
    /// the host presses it.
    package let identity: ViewIdentity
    /// The strings of the `Text` views inside the control's label, in order, joined by
    /// single spaces (`Button("Like")` and `Button { Image(...); Text("Like") }` both
    /// give `"Like"`); an `accessibilityLabel` inside the label stands for its content.
    package let text: String
    /// The control's `accessibilityLabel`, if any: it overrides ``text`` for matching.
    package var accessibilityLabel: String?
    /// The control's `accessibilityIdentifier`, if any.
    package var accessibilityIdentifier: String?
    /// Whether the control is disabled (`disabled(true)` above it): the host must not
    /// trigger it.
    package let isDisabled: Bool
    /// What input does to the control.
    package let action: ControlAction

    /// Creates a target.
    package init(
        identity: ViewIdentity, text: String, accessibilityLabel: String? = nil,
        accessibilityIdentifier: String? = nil, isDisabled: Bool, action: ControlAction
    ) {
        self.identity = identity
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityIdentifier = accessibilityIdentifier
        self.isDisabled = isDisabled
        self.action = action
    }

    /// The label the control answers to: its accessibility label, else its ``text``.
    package var label: String { accessibilityLabel ?? text }

    /// Whether `query` is the control's accessibility identifier or its ``label``.
    package func matches(_ query: String) -> Bool {
        accessibilityIdentifier == query || label == query
    }

    /// A tap: a button's action, a toggle's flip, a stepper's increment, a text field's
    /// focus; a slider or picker does nothing. Does nothing for a disabled control. Call it
    /// inside the transaction the change should animate with.
    @MainActor
    package func activate() {
        guard !isDisabled else { return }
        switch action {
        case .button(let action): action()
        case .toggle(let isOn): isOn.wrappedValue.toggle()
        case .stepper(let increment, _): increment()
        case .text(let field): field.focus()
        case .slider, .picker: break
        }
    }
}

/// What input does to a control (Kinema's own).
package enum ControlAction {
    /// A button: its action (through its `PrimitiveButtonStyle`'s trigger).
    ///
    /// A closure of the main actor's region, though not typed so: it is made during
    /// resolution, kept by the host and run by it, all on the main actor (a `@MainActor`
    /// function type would be `Sendable`, and an app's plain action closures are not).
    case button(() -> Void)
    /// A toggle: its binding.
    case toggle(Binding<Bool>)
    /// A slider: its value, bounds and step.
    case slider(SliderAccess)
    /// A stepper: what its + and - halves do (a value stepper clamps to its bounds).
    case stepper(increment: @MainActor () -> Void, decrement: @MainActor () -> Void)
    /// A text field, secure field or text editor: its text, focus and submit actions.
    case text(TextInputAccess)
    /// A picker: its options and selection.
    case picker(PickerAccess)
}

/// A slider's value as a `Double`, with its bounds and step (Kinema's own).
package struct SliderAccess {
    /// The slider's value, converted to `Double`.
    package let value: Binding<Double>
    /// The values the slider spans.
    package let bounds: ClosedRange<Double>
    /// The distance between allowed values, if any.
    package let step: Double?
    /// Runs with `true` when a drag begins and `false` when it ends.
    package let onEditingChanged: (Bool) -> Void

    /// Creates an access.
    package init(
        value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    /// `value` clamped to the bounds and snapped to the step (NaN gives the lower bound).
    package func allowed(_ value: Double) -> Double {
        SliderGeometry.allowed(value, in: bounds, step: step)
    }

    /// The allowed value at `fraction` of the track (0 the lower bound, 1 the upper).
    package func value(atFraction fraction: Double) -> Double {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return allowed(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
    }

    /// Sets the value, clamped and snapped as by ``allowed(_:)``.
    @MainActor
    package func set(_ newValue: Double) {
        value.wrappedValue = allowed(newValue)
    }
}

extension ResolveContext {
    /// Registers the control at `id` whose label `label` resolves, with `action`, as a
    /// target; reads the environment's disabled state.
    internal mutating func registerControl(
        id: ViewIdentity, label: ViewResolver, action: ControlAction
    ) {
        let text = labelText(label, id: id)
        controls.append(
            ControlTarget(
                identity: id, text: text, isDisabled: !environment.controls.isEnabled,
                action: action))
    }
}
