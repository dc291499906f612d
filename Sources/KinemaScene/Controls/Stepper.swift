import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A control that increments and decrements a value, as SwiftUI's `Stepper`.
///
/// ```swift
/// @State private var count = 2
/// var body: some View {
///     Stepper("Guests: \(count)", value: $count, in: 1...8)
/// }
/// ```
///
/// Drawn as on iOS: the label on the leading side and, at the trailing side, a 94 by 32
/// point rounded rectangle filled with (118, 118, 128) / 255 at 0.12, a minus and a plus
/// separated by a hairline; a half that cannot step further (at a bound) is dimmed. It
/// answers `ScriptedInput.increment(_:at:)` and `decrement(_:at:)` in a `ViewHost`.
nonisolated public struct Stepper<Label: View>: View, PrimitiveView {
    internal let increment: @MainActor () -> Void
    internal let decrement: @MainActor () -> Void
    /// Whether each half can step, on the main actor (value steppers stop at bounds).
    internal let canStep: @MainActor @Sendable () -> (up: Bool, down: Bool)
    internal let label: Label

    /// Creates a stepper that runs closures.
    /// - Parameters:
    ///   - onIncrement: What the + half runs; `nil` disables it.
    ///   - onDecrement: What the - half runs; `nil` disables it.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    ///   - label: What the stepper controls.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        // The closures are the caller's, run on the main actor as SwiftUI runs them.
        let (up, down) = (onIncrement != nil, onDecrement != nil)
        let actions = MainActorCarried((onIncrement, onDecrement))
        increment = { actions.value.0?() }
        decrement = { actions.value.1?() }
        canStep = { (up, down) }
        self.label = label()
    }

    /// Creates a stepper over a value within bounds.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The values allowed.
    ///   - step: The amount of one step.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    ///   - label: What the stepper controls.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label())
    }

    /// Creates a stepper over a value.
    /// - Parameters:
    ///   - value: The value.
    ///   - step: The amount of one step.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    ///   - label: What the stepper controls.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, label: label())
    }

    internal init<V: Strideable>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label
    ) {
        // Bounds and steps are the caller's values, read on the main actor with the value.
        let range = MainActorCarried((bounds, step))
        let (get, set) = (value.getter, value.setter)
        increment = {
            let (bounds, step) = range.value
            let next = get().advanced(by: step)
            set(bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next)
        }
        decrement = {
            let (bounds, step) = range.value
            let next = get().advanced(by: -step)
            set(bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next)
        }
        canStep = {
            guard let bounds = range.value.0 else { return (true, true) }
            let current = get()
            return (current < bounds.upperBound, current > bounds.lowerBound)
        }
        self.label = label
    }

    /// No body: resolved as the label and the two halves.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.registerControl(
            id: id, label: ViewResolver(label),
            action: .stepper(increment: increment, decrement: decrement))
        let controls = context.environment.controls
        let (up, down) = canStep()
        let control = StepperControl(
            canIncrement: up && controls.isEnabled, canDecrement: down && controls.isEnabled)
        let label = self.label.foregroundColor(
            controls.isEnabled ? nil : ControlPalette.disabled)
        if controls.labelsHidden {
            context.resolve(control, id: context.identity(parent: id, .content))
        } else {
            let body = HStack {
                label
                Spacer()
                control
            }
            context.resolve(body, id: context.identity(parent: id, .content))
        }
    }
}

nonisolated extension Stepper where Label == Text {
    /// Creates a stepper with a text label that runs closures.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - onIncrement: What the + half runs; `nil` disables it.
    ///   - onDecrement: What the - half runs; `nil` disables it.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    public init(
        _ titleKey: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    /// Creates a stepper with a text label over a value within bounds.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - value: The value.
    ///   - bounds: The values allowed.
    ///   - step: The amount of one step.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    public init<V: Strideable>(
        _ titleKey: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey))
    }

    /// Creates a stepper with a text label over a value.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - value: The value.
    ///   - step: The amount of one step.
    ///   - onEditingChanged: Runs with `true` when a press begins, `false` when it ends.
    public init<V: Strideable>(
        _ titleKey: String, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey))
    }
}

/// The two halves of a stepper: 94 by 32 points.
nonisolated internal struct StepperControl: View {
    let canIncrement: Bool
    let canDecrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            StepperGlyph(isPlus: false).fill(canDecrement ? Color.primary : ControlPalette.disabled)
                .frame(width: 14, height: 14)
                .frame(width: 46.5, height: 32)
            Rectangle().fill(ControlPalette.separator).frame(width: 1, height: 18)
            StepperGlyph(isPlus: true).fill(canIncrement ? Color.primary : ControlPalette.disabled)
                .frame(width: 14, height: 14)
                .frame(width: 46.5, height: 32)
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlPalette.fill))
    }
}

/// A minus or a plus, 2 points thick, filling its square.
nonisolated internal struct StepperGlyph: Shape {
    let isPlus: Bool

    func path(in rect: CGRect) -> Path {
        let thickness: CGFloat = 2
        var path = Path(
            roundedRect: CGRect(
                x: rect.minX, y: rect.midY - thickness / 2, width: rect.width, height: thickness),
            cornerRadius: thickness / 2)
        if isPlus {
            path.addRoundedRect(
                in: CGRect(
                    x: rect.midX - thickness / 2, y: rect.minY, width: thickness,
                    height: rect.height),
                cornerSize: CGSize(width: thickness / 2, height: thickness / 2))
        }
        return path
    }
}
