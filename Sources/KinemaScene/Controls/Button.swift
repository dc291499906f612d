import Foundation
import KinemaCore
import KinemaLayout

/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// ```swift
/// Button("Like") { likes += 1 }
/// Button(role: .destructive) { delete() } label: {
///     Label("Delete", systemImage: "trash")
/// }
/// .buttonStyle(.borderedProminent)
/// ```
///
/// Its look comes from the environment's button style (`buttonStyle(_:)`, `.automatic`
/// unless set) and accent (`tint(_:)`, system blue unless set). Offline, a ``ViewHost``
/// taps it by its label or accessibility identifier (``ScriptedInput``), and it draws
/// pressed between a scripted press and release.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    internal let role: ButtonRole?
    internal let action: @MainActor () -> Void
    internal let label: Label
    /// For `Button(configuration)`: the configuration of the button this one draws; it
    /// registers no target of its own and is pressed with that button.
    internal var configuration: PrimitiveButtonStyleConfiguration?

    /// Creates a button with a label made of views.
    /// - Parameters:
    ///   - action: What a tap runs, on the main actor.
    ///   - label: The button's content.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role and a label made of views.
    /// - Parameters:
    ///   - role: The button's role (`.destructive` draws in red).
    ///   - action: What a tap runs, on the main actor.
    ///   - label: The button's content.
    public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// No body: the button style's body is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let controls = context.environment.controls
        let labelResolver = ViewResolver(label)
        let pressedIdentity = configuration?.identity ?? id
        if let role { context.controlState.containers.buttonRoles[id] = role }
        if configuration == nil {
            let action = self.action
            let isEnabled = controls.isEnabled
            context.registerControl(
                id: id, label: labelResolver, action: .button { if isEnabled { action() } })
        }
        let isPressed = controls.isEnabled && context.pressed.contains(pressedIdentity)
        let keepsForeground = context.environment.foreground.isSet
        let label = ButtonStyleConfiguration.Label(
            resolver: labelResolver, outerStyle: controls.buttonStyle)
        let body: AnyView
        switch controls.buttonStyle {
        case .style(let style):
            body = style.body(
                ButtonStyleConfiguration(role: role, label: label, isPressed: isPressed))
        case .primitive(let style):
            body = style.body(
                PrimitiveButtonStyleConfiguration(
                    role: role, label: label, action: configuration?.action ?? action,
                    identity: pressedIdentity, isPressed: isPressed, controls: controls,
                    labelKeepsForeground: keepsForeground))
        case nil:
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: label, action: configuration?.action ?? action,
                identity: pressedIdentity, isPressed: isPressed, controls: controls,
                labelKeepsForeground: keepsForeground)
            body = AnyView(DefaultButtonStyle().makeBody(configuration: configuration))
        }
        // Buttons inside the style's body (`Button(configuration)`) use the automatic
        // style; the label gets the outer style back.
        context.resolve(
            body, id: context.identity(parent: id, .content),
            changing: { $0.controls.buttonStyle = nil })
    }
}

nonisolated extension Button where Label == Text {
    /// Creates a button with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - action: What a tap runs, on the main actor.
    public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button with a text label and a role.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - role: The button's role (`.destructive` draws in red).
    ///   - action: What a tap runs, on the main actor.
    public init(_ titleKey: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

nonisolated extension Button where Label == KinemaScene.Label<Text, Image> {
    /// Creates a button labelled with a title and a symbol (Kinema's design of it; see
    /// `Image(systemName:)`).
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - systemImage: The symbol's name.
    ///   - action: What a tap runs, on the main actor.
    public init(
        _ titleKey: String, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) {
            KinemaScene.Label(titleKey, systemImage: systemImage)
        }
    }
}

nonisolated extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates the button a ``PrimitiveButtonStyle`` is making, drawn in the automatic
    /// style: `Button(configuration).buttonStyle(.bordered)` inside `makeBody`.
    /// - Parameter configuration: The configuration given to `makeBody`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.role = configuration.role
        self.action = configuration.action
        self.label = configuration.label
        self.configuration = configuration
    }
}
