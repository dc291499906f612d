import Foundation
import KinemaCore
import KinemaLayout

/// A control that shows and edits a line of text, as SwiftUI's `TextField`.
///
/// ```swift
/// @State private var name = ""
/// var body: some View {
///     TextField("Name", text: $name)
///         .textFieldStyle(.roundedBorder)
///         .onSubmit { save() }
/// }
/// ```
///
/// Drawn as on iOS at rest: the text in the environment's font and foreground style
/// (primary unless set), or, while the text is empty, the prompt (else the title or
/// label) in the placeholder colour, (60, 60, 67) / 255 at 0.3; one line high, filling
/// the width offered, the text from its start, clipped at the end (`axis: .vertical`
/// wraps instead and grows, within `lineLimit`). A field whose `focused` binding names it
/// draws a 2 point caret in the accent colour after its text (Kinema's caret does not
/// blink). The style comes from `textFieldStyle(_:)`: `.automatic` and `.plain` draw
/// the text alone, `.roundedBorder` the iOS bordered box. A `ViewHost` types into it with
/// `ScriptedInput.type(_:into:at:)` and submits it with ``ScriptedInput/submit(_:at:)``.
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
    internal var core: TextFieldCore
    internal let label: Label
    /// Whether this is the field a ``TextFieldStyle`` draws: it registers no target and
    /// draws plain.
    internal var isConfiguration = false

    internal init(core: TextFieldCore, label: Label) {
        self.core = core
        self.label = label
    }

    /// Creates a field with a label made of views (the placeholder unless a prompt is
    /// given; it names the field).
    /// - Parameters:
    ///   - text: The text shown and edited.
    ///   - prompt: The placeholder while the text is empty.
    ///   - label: What the field is for.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// Creates a field that may wrap onto several lines, with a label made of views.
    /// - Parameters:
    ///   - text: The text shown and edited.
    ///   - prompt: The placeholder while the text is empty.
    ///   - axis: `.vertical` to wrap and grow; `.horizontal` for one line.
    ///   - label: What the field is for.
    public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        let label = label()
        self.init(
            core: TextFieldCore(
                kind: axis == .vertical ? .multiline : .line, text: text, prompt: prompt,
                label: ViewResolver(label)),
            label: label)
    }

    /// No body: the text field style's body, or the text itself, is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if !isConfiguration { context.registerTextInput(id: id, core: core) }
        let content = context.identity(parent: id, .content)
        if !isConfiguration, let style = context.environment.controls.input.textFieldStyle {
            var field = TextField<_TextFieldStyleLabel>(
                core: core, label: _TextFieldStyleLabel(resolver: core.label))
            field.isConfiguration = true
            context.resolve(
                style.body(field), id: content,
                changing: { $0.controls.input.textFieldStyle = nil })
        } else {
            context.resolveFieldText(core, id: content)
        }
    }
}

nonisolated extension TextField where Label == Text {
    /// Creates a field whose title is its placeholder.
    /// - Parameters:
    ///   - titleKey: The title: the placeholder unless a prompt is given.
    ///   - text: The text shown and edited.
    ///   - prompt: The placeholder while the text is empty.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(titleKey) }
    }

    /// Creates a field that may wrap onto several lines.
    /// - Parameters:
    ///   - titleKey: The title: the placeholder unless a prompt is given.
    ///   - text: The text shown and edited.
    ///   - prompt: The placeholder while the text is empty.
    ///   - axis: `.vertical` to wrap and grow; `.horizontal` for one line.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// Creates a field that reports editing and submission, as before iOS 15.
    /// - Parameters:
    ///   - titleKey: The title, the placeholder.
    ///   - text: The text shown and edited.
    ///   - onEditingChanged: Runs with `true` when editing begins, `false` when it ends
    ///     (Kinema: with `true` when scripted typing gives the field focus, `false` on
    ///     submission).
    ///   - onCommit: Runs when the field is submitted, before the `onSubmit` actions.
    @available(*, deprecated, message: "use onSubmit(of:_:) and FocusState")
    public init(
        _ titleKey: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
        core.setHandlers(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a field that runs `onCommit` when submitted, as before iOS 15.
    /// - Parameters:
    ///   - titleKey: The title, the placeholder.
    ///   - text: The text shown and edited.
    ///   - onCommit: Runs when the field is submitted, before the `onSubmit` actions.
    @available(*, deprecated, message: "use onSubmit(of:_:)")
    public init(_ titleKey: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        core.setHandlers(onEditingChanged: { _ in }, onCommit: onCommit)
    }

    /// Creates a field that edits a value through a format style, as SwiftUI's
    /// `TextField(_:value:format:prompt:)`.
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .number)
    /// ```
    ///
    /// It shows `format.format(value)`; typed text is parsed with the style's parse
    /// strategy, and text that does not parse leaves the value as it was (a host says so
    /// in a diagnostic).
    /// - Parameters:
    ///   - titleKey: The title: the placeholder unless a prompt is given.
    ///   - value: The value shown and edited.
    ///   - format: How the value reads as text and text as a value.
    ///   - prompt: The placeholder.
    public init<F: ParseableFormatStyle>(
        _ titleKey: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        // The style is a value the caller made; it formats and parses on the main actor.
        let format = MainActorCarried(format)
        let (get, set) = (value.getter, value.setter)
        let text = FieldText(
            read: { format.value.format(get()) },
            write: { string in
                guard let parsed = try? format.value.parseStrategy.parse(string) else {
                    return false
                }
                set(parsed)
                return true
            })
        self.init(
            core: TextFieldCore(
                kind: .line, text: text, prompt: prompt, label: ViewResolver(Text(titleKey))),
            label: Text(titleKey))
    }

    /// Creates a field that edits a value through a `Formatter`, as SwiftUI's
    /// `TextField(_:value:formatter:prompt:)`: a `NumberFormatter` (for `Int`, `Double`,
    /// `Float`, `Decimal` and `NSNumber` values) or a `DateFormatter` (for `Date`) parses
    /// typed text; other formatters show the value and refuse typed text.
    /// - Parameters:
    ///   - titleKey: The title: the placeholder unless a prompt is given.
    ///   - value: The value shown and edited.
    ///   - formatter: How the value reads as text and text as a value.
    ///   - prompt: The placeholder.
    public init<V>(
        _ titleKey: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
    ) {
        // The formatter is the caller's; it is used on the main actor only.
        let formatter = MainActorCarried(formatter)
        let (get, set) = (value.getter, value.setter)
        let text = FieldText(
            read: { formatter.value.string(for: get()) ?? "" },
            write: { string in
                guard let parsed: V = formatter.value.parsedValue(string) else { return false }
                set(parsed)
                return true
            })
        self.init(
            core: TextFieldCore(
                kind: .line, text: text, prompt: prompt, label: ViewResolver(Text(titleKey))),
            label: Text(titleKey))
    }
}

/// A field's label inside a ``TextFieldStyle``'s body, as SwiftUI's
/// `_TextFieldStyleLabel`.
nonisolated public struct _TextFieldStyleLabel: View, PrimitiveView {
    internal let resolver: ViewResolver
    /// No body: the label's content is resolved in its place.
    public typealias Body = Never
    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        resolver(id: id, context: &context)
    }
}

extension Formatter {
    /// The value `string` parses to, as a `V`: through a number or date formatter;
    /// `nil` when it does not parse or is not a `V`.
    fileprivate func parsedValue<V>(_ string: String) -> V? {
        if let dates = self as? DateFormatter { return dates.date(from: string) as? V }
        guard let numbers = self as? NumberFormatter, let number = numbers.number(from: string)
        else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}
