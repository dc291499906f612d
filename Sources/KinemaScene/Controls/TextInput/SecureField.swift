import Foundation
import KinemaCore

/// A field for a password, as SwiftUI's `SecureField`: drawn as a ``TextField`` with a
/// bullet, "•", in place of each character of its text.
///
/// ```swift
/// SecureField("Password", text: $password)
///     .textFieldStyle(.roundedBorder)
/// ```
///
/// Text field styles, `focused`, `onSubmit` and scripted typing apply as to a text field.
nonisolated public struct SecureField<Label: View>: View, PrimitiveView {
    internal let field: TextField<Label>

    /// Creates a secure field with a label made of views (the placeholder unless a prompt
    /// is given; it names the field).
    /// - Parameters:
    ///   - text: The text edited.
    ///   - prompt: The placeholder while the text is empty.
    ///   - label: What the field is for.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = TextField(
            core: TextFieldCore(
                kind: .secure, text: text, prompt: prompt, label: ViewResolver(label)),
            label: label)
    }

    /// No body: resolved as a text field of bullets.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        field.resolve(id: id, context: &context)
    }
}

nonisolated extension SecureField where Label == Text {
    /// Creates a secure field whose title is its placeholder.
    /// - Parameters:
    ///   - titleKey: The title: the placeholder unless a prompt is given.
    ///   - text: The text edited.
    ///   - prompt: The placeholder while the text is empty.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field that runs `onCommit` when submitted, as before iOS 15.
    /// - Parameters:
    ///   - titleKey: The title, the placeholder.
    ///   - text: The text edited.
    ///   - onCommit: Runs when the field is submitted, before the `onSubmit` actions.
    @available(*, deprecated, message: "use onSubmit(of:_:)")
    public init(_ titleKey: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        var core = TextFieldCore(
            kind: .secure, text: text, prompt: nil, label: ViewResolver(Text(titleKey)))
        core.setHandlers(onEditingChanged: { _ in }, onCommit: onCommit)
        field = TextField(core: core, label: Text(titleKey))
    }
}

/// A region that shows and edits long text, as SwiftUI's `TextEditor`.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 120)
/// ```
///
/// Drawn as iOS's text view at rest: the text wrapping from the top leading corner in the
/// environment's font and foreground style, inset 5 points at the sides and 8 at the top
/// and bottom (UIKit's line fragment padding and text container inset), filling the space
/// offered and clipped; no placeholder, as on iOS. It has no title: a host finds it by
/// its `accessibilityIdentifier` or `accessibilityLabel`; scripted submission types a new
/// line. Text field styles do not apply to it.
nonisolated public struct TextEditor: View, PrimitiveView {
    internal let core: TextFieldCore

    /// Creates an editor.
    /// - Parameter text: The text shown and edited.
    public init(text: Binding<String>) {
        core = TextFieldCore(
            kind: .editor, text: text, prompt: nil, label: ViewResolver(EmptyView()))
    }

    /// No body: resolved as its text.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.registerTextInput(id: id, core: core)
        context.resolveFieldText(core, id: context.identity(parent: id, .content))
    }
}
