import Foundation
import KinemaCore

/// What text fields and selection controls read from the environment: their styles, the
/// focus binding a `focused` modifier gave them, the submit actions above them.
nonisolated internal struct InputEnvironment: Sendable {
    /// The style of text fields (`textFieldStyle(_:)`); the automatic style when `nil`.
    internal var textFieldStyle: StyleBox<TextField<_TextFieldStyleLabel>>?
    /// The focus binding of the innermost `focused` modifier above.
    internal var focus: FocusLink?
    /// The actions of the `onSubmit(of: .text)` modifiers above, innermost first.
    internal var submitActions: [SubmitAction] = []
    /// The label of the return key (`submitLabel(_:)`); recorded, not drawn.
    internal var submitLabel = SubmitLabel.return
    /// Whether the views are rows of a section in a `List` or `Form` (pickers draw as
    /// rows there).
    internal var isInListRow = false
    /// The style of pickers (`pickerStyle(_:)`).
    internal var pickerStyle = PickerStyleKind.automatic
    /// The style of date pickers (`datePickerStyle(_:)`).
    internal var datePickerStyle = DatePickerStyleKind.automatic
    /// The style of gauges (`gaugeStyle(_:)`); the linear capacity bar when `nil`.
    internal var gaugeStyle: StyleBox<GaugeStyleConfiguration>?
}

/// A field's side of a `focused` modifier: whether its binding names the field, and how
/// to give the field focus or take it away.
nonisolated internal struct FocusLink: Sendable {
    /// Whether the binding says the field has focus.
    internal let isFocused: @MainActor @Sendable () -> Bool
    /// Sets the binding to the field (`true`, or the `equals:` value).
    internal let focus: @MainActor @Sendable () -> Void
    /// Clears the binding if it names the field (`false`, or `nil`).
    internal let unfocus: @MainActor @Sendable () -> Void
}

/// An `onSubmit` action.
nonisolated internal struct SubmitAction: Sendable {
    /// The submissions it answers.
    internal let triggers: SubmitTriggers
    /// What it runs, on the main actor.
    internal let action: @MainActor @Sendable () -> Void
}

extension ControlPalette {
    /// Placeholder text (UIKit's `placeholderText`, light): (60, 60, 67) / 255 at 0.3.
    static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
}
