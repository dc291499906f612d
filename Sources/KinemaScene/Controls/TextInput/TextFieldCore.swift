import Foundation
import KinemaCore

/// How a field reads its text and writes edited text back: a string binding, or a value
/// through a format (whose parse may refuse the text).
nonisolated internal struct FieldText: Sendable {
    /// The text shown.
    internal let read: @MainActor @Sendable () -> String
    /// Writes edited text; `false` when the text was refused (it does not parse).
    internal let write: @MainActor @Sendable (String) -> Bool
}

/// What `TextField`, `SecureField` and `TextEditor` share: their text, placeholder, title
/// and kind.
nonisolated internal struct TextFieldCore {
    /// The shapes a field takes.
    internal enum Kind: Sendable {
        /// One line (`TextField`).
        case line
        /// Wrapping lines that grow the field (`TextField(axis: .vertical)`).
        case multiline
        /// One line of bullets (`SecureField`).
        case secure
        /// A scrolling region that fills the space offered (`TextEditor`).
        case editor
    }

    internal let kind: Kind
    internal let text: FieldText
    internal let prompt: Text?
    /// The title or label: the placeholder without a prompt, and the field's name.
    internal let label: ViewResolver
    /// The deprecated initializers' `onEditingChanged`.
    internal var onEditingChanged: (@MainActor @Sendable (Bool) -> Void)?
    /// The deprecated initializers' `onCommit`.
    internal var onCommit: (@MainActor @Sendable () -> Void)?

    internal init(kind: Kind, text: FieldText, prompt: Text?, label: ViewResolver) {
        self.kind = kind
        self.text = text
        self.prompt = prompt
        self.label = label
    }

    internal init(kind: Kind, text: Binding<String>, prompt: Text?, label: ViewResolver) {
        self.init(
            kind: kind,
            text: FieldText(
                read: { text.wrappedValue },
                write: {
                    text.wrappedValue = $0
                    return true
                }), prompt: prompt, label: label)
    }

    /// Keeps the deprecated initializers' closures, run on the main actor as SwiftUI runs
    /// them.
    internal mutating func setHandlers(
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        // The closures are the caller's; the host calls them on the main actor only.
        let handlers = MainActorCarried((onEditingChanged, onCommit))
        self.onEditingChanged = { handlers.value.0($0) }
        self.onCommit = { handlers.value.1() }
    }
}

/// A text field's side of scripted input (Kinema's own): its text, focus and submission.
package struct TextInputAccess {
    internal let text: FieldText
    internal let focusLink: FocusLink?
    internal let submitActions: [@MainActor @Sendable () -> Void]
    internal let onEditingChanged: (@MainActor @Sendable (Bool) -> Void)?
    internal let kind: TextFieldCore.Kind

    /// The field's text now.
    @MainActor
    package var currentText: String { text.read() }

    /// Whether the field's `focused` binding names it.
    @MainActor
    package var isFocused: Bool { focusLink?.isFocused() ?? false }

    /// Gives the field focus (its `focused` binding names it).
    @MainActor
    package func focus() {
        guard !isFocused else { return }
        focusLink?.focus()
        onEditingChanged?(true)
    }

    /// Takes focus away from the field.
    @MainActor
    package func unfocus() {
        focusLink?.unfocus()
    }

    /// Gives the field focus and types `typed` at the end of its text; returns a problem
    /// to report when the field refused the result (it does not parse as its format).
    @MainActor
    package func type(_ typed: String) -> String? {
        focus()
        let edited = text.read() + typed
        return text.write(edited)
            ? nil : "refused '\(edited)': the text does not parse as the field's format"
    }

    /// Presses return: a `TextEditor` (or vertical field) gets a new line; a field loses
    /// focus, then its `onCommit` and `onSubmit` actions run, innermost first.
    @MainActor
    package func submit() -> String? {
        switch kind {
        case .editor:
            return type("\n")
        case .line, .secure, .multiline:
            unfocus()
            onEditingChanged?(false)
            for action in submitActions { action() }
            return nil
        }
    }
}

extension ResolveContext {
    /// Registers the field at `id` as a target: named by its title (or label), else its
    /// prompt; with the `onSubmit(of: .text)` actions above it and its focus binding.
    internal mutating func registerTextInput(id: ViewIdentity, core: TextFieldCore) {
        var name = labelText(core.label, id: id)
        if name.isEmpty, let prompt = core.prompt {
            name = labelText(ViewResolver(prompt), id: id)
        }
        let input = environment.controls.input
        var actions = input.submitActions.filter { $0.triggers.contains(.text) }.map(\.action)
        if let commit = core.onCommit { actions.insert(commit, at: 0) }
        let access = TextInputAccess(
            text: core.text, focusLink: input.focus, submitActions: actions,
            onEditingChanged: core.onEditingChanged, kind: core.kind)
        controls.append(
            ControlTarget(
                identity: id, text: name, isDisabled: !environment.controls.isEnabled,
                action: .text(access)))
    }
}
