import Foundation
import KinemaCore
import KinemaLayout

/// A control that selects one of a set of tagged options, as SwiftUI's `Picker`.
///
/// ```swift
/// @State private var flavor = Flavor.vanilla
/// var body: some View {
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { flavor in
///             Text(flavor.name)       // tagged with its id, flavor.id == flavor
///         }
///     }
///     .pickerStyle(.segmented)
/// }
/// ```
///
/// Each view of the content is an option; its tag (`tag(_:)`, or inside a `ForEach` the
/// element's id) is the selection it stands for, compared with the selection's type, so
/// a tag of another type never matches (with a diagnostic, as SwiftUI logs one). The
/// look comes from `pickerStyle(_:)` (see ``PickerStyleKind``): a menu unless set.
/// A `ViewHost` selects an option by its label's text with
/// `ScriptedInput.select(_:in:at:)`.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View,
    PrimitiveView
{
    internal let selection: Binding<SelectionValue>
    internal let label: Label
    internal let content: Content

    /// Creates a picker with a label made of views.
    /// - Parameters:
    ///   - selection: The selected option's tag.
    ///   - content: The options, tagged.
    ///   - label: What the picker selects.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker with a label view, as before iOS 16.
    /// - Parameters:
    ///   - selection: The selected option's tag.
    ///   - label: What the picker selects.
    ///   - content: The options, tagged.
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
    ) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// No body: resolved as its options in the environment's picker style.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let controls = context.environment.controls
        let style = PickerLook(
            controls.input.pickerStyle, inList: controls.isListContent || controls.input.isInListRow
        )
        let title = context.labelText(ViewResolver(label), id: id)
        let selection = self.selection
        let current = selection.wrappedValue
        let root = context.identity(parent: id, .content)
        let targetIndex = context.controls.count
        let (label, isDisabled) = (self.label, !controls.isEnabled)
        context.then { context in
            context.controlState.tags.collecting += 1
            context.savedEnvironments.append(context.environment)
            style.prepareOptions(&context.environment)
        }
        context.collect(content, id: root) { context, nodes in
            context.controlState.tags.collecting -= 1
            context.environment = context.savedEnvironments.removeLast()
            let options = nodes.map { node in
                PickerOption(
                    node: node, text: context.text(of: node),
                    tag: context.tag(of: node, below: root))
            }
            let selected = options.firstIndex {
                $0.tag?.value(as: SelectionValue.self) == current
            }
            context.diagnosePicker(
                title, options: options, selectionType: SelectionValue.self,
                hasSelection: selected != nil, selection: current)
            let access = PickerAccess(
                options: options.map(\.text), tags: options.map(\.tag)
            ) { tag in
                guard let value = tag.value(as: SelectionValue.self) else { return false }
                selection.wrappedValue = value
                return true
            }
            context.controls.insert(
                ControlTarget(
                    identity: id, text: title, isDisabled: isDisabled, action: .picker(access)),
                at: min(targetIndex, context.controls.count))
            let body = style.body(
                label: label, options: options, selected: selected,
                controls: context.environment.controls)
            context.resolve(body, id: id)
        }
    }
}

nonisolated extension Picker where Label == Text {
    /// Creates a picker with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The selected option's tag.
    ///   - content: The options, tagged.
    public init(
        _ titleKey: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

nonisolated extension Picker where Label == KinemaScene.Label<Text, Image> {
    /// Creates a picker labelled with a title and a symbol (a placeholder on Linux).
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - systemImage: The symbol's name.
    ///   - selection: The selected option's tag.
    ///   - content: The options, tagged.
    public init(
        _ titleKey: String, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) {
            KinemaScene.Label(titleKey, systemImage: systemImage)
        }
    }
}

/// One option of a picker: its resolved node, its label's text and its tag.
nonisolated internal struct PickerOption {
    internal let node: NodeRef
    internal let text: String
    internal let tag: TagValue?
}

/// A picker's side of scripted input (Kinema's own): its options and how to select one.
package struct PickerAccess {
    /// The text of each option's label, in order.
    package let options: [String]
    internal let tags: [TagValue?]
    internal let set: @MainActor (TagValue) -> Bool

    internal init(
        options: [String], tags: [TagValue?], set: @escaping @MainActor (TagValue) -> Bool
    ) {
        self.options = options
        self.tags = tags
        self.set = set
    }

    /// Selects the first option whose label reads `option`; returns a problem to report
    /// when there is none or its tag is not of the selection's type.
    @MainActor
    package func select(_ option: String) -> String? {
        guard let index = options.firstIndex(of: option) else {
            let known = options.map { "'\($0)'" }.joined(separator: ", ")
            return "no option '\(option)' (the options are \(known)); input ignored"
        }
        guard let tag = tags[index], set(tag) else {
            return "option '\(option)' has no tag of the selection's type; input ignored"
        }
        return nil
    }
}

extension ResolveContext {
    /// Says what SwiftUI logs about a picker: options tagged with another type than the
    /// selection's, and a selection no option is tagged with.
    internal mutating func diagnosePicker<S: Hashable>(
        _ title: String, options: [PickerOption], selectionType: S.Type, hasSelection: Bool,
        selection: S
    ) {
        let name = title.isEmpty ? "Picker" : "Picker '\(title)'"
        for option in options {
            guard let tag = option.tag else {
                diagnose("\(name): option '\(option.text)' has no tag; it is never selected")
                continue
            }
            if tag.value(as: S.self) == nil {
                diagnose(
                    "\(name): option '\(option.text)' is tagged with a \(tag.typeName), "
                        + "but the selection is a \(S.self); it is never selected")
            }
        }
        if !hasSelection, !options.isEmpty {
            diagnose("\(name): the selection \(selection) matches no option's tag")
        }
    }
}
