import Foundation
import KinemaCore
import KinemaLayout

/// A control that turns a value on and off, as SwiftUI's `Toggle`.
///
/// ```swift
/// @State private var isOn = true
/// var body: some View {
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// Drawn by the environment's toggle style (`toggleStyle(_:)`): a switch unless set, the
/// label on the leading side and the 51 by 31 point switch on the trailing side, filling
/// the width offered. A `ViewHost` flips it with `ScriptedInput.toggle(_:at:)`.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    internal let isOn: Binding<Bool>
    internal let label: Label

    /// Creates a toggle with a label made of views.
    /// - Parameters:
    ///   - isOn: Whether the toggle is on.
    ///   - label: What the toggle controls.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// No body: the toggle style's body is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let labelResolver = ViewResolver(label)
        context.registerControl(id: id, label: labelResolver, action: .toggle(isOn))
        let isOn = self.isOn
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(resolver: labelResolver),
            binding: isOn, value: isOn.wrappedValue,
            controls: context.environment.controls)
        let body =
            context.environment.controls.toggleStyle?.body(configuration)
            ?? AnyView(SwitchToggleStyle().makeBody(configuration: configuration))
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - isOn: Whether the toggle is on.
    public init(_ titleKey: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

nonisolated extension Toggle where Label == KinemaScene.Label<Text, Image> {
    /// Creates a toggle labelled with a title and a symbol.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - systemImage: The symbol's name.
    ///   - isOn: Whether the toggle is on.
    public init(_ titleKey: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KinemaScene.Label(titleKey, systemImage: systemImage) }
    }
}

nonisolated extension View {
    /// Hides the labels of controls inside (a toggle draws only its switch, a stepper
    /// only its buttons); the labels still name the controls for a host.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controls.labelsHidden = true })
    }
}
