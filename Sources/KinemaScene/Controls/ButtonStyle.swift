import Foundation
import KinemaCore
import KinemaLayout

/// The role of a button, as SwiftUI's `ButtonRole`: a destructive button draws in red.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case cancel, destructive }
    private let kind: Kind

    /// A button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
}

/// A style that draws a button from its label and pressed state, as SwiftUI's
/// `ButtonStyle`; the button's tap handling stays the system's.
///
/// ```swift
/// struct PressScale: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(12)
///             .background(Capsule().fill(Color.orange))
///             .scaleEffect(configuration.isPressed ? 0.95 : 1)
///     }
/// }
/// Button("Go") {}.buttonStyle(PressScale())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of the styled button.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
    /// The styled button.
    /// - Parameter configuration: The button's label, role and pressed state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a ``ButtonStyle`` draws.
nonisolated public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// The button style outside the style's body, restored for the label.
        internal let outerStyle: ButtonStyleSelection?

        /// No body: the label's content is resolved in its place.
        public typealias Body = Never

        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            let (resolver, outerStyle) = (self.resolver, self.outerStyle)
            context.then { context in
                context.savedEnvironments.append(context.environment)
                context.environment.controls.buttonStyle = outerStyle
            }
            resolver(id: id, context: &context)
            context.then { $0.environment = $0.savedEnvironments.removeLast() }
        }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed (a ``ViewHost`` holds it between ``ScriptedInput/press(_:at:)`` and ``ScriptedInput/release(_:at:)``).
    public let isPressed: Bool
}

/// A style that makes a button's whole interaction and look, as SwiftUI's
/// `PrimitiveButtonStyle`: its body calls `configuration.trigger()` to run the action.
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive button styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of the styled button.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The styled button.
    /// - Parameter configuration: The button's label, role and trigger.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a ``PrimitiveButtonStyle`` makes.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    internal let action: @MainActor () -> Void
    /// The identity of the button (what the host presses).
    internal let identity: ViewIdentity
    /// Whether the host holds the button pressed (the built-in styles draw it).
    internal let isPressed: Bool
    /// The environment of the button: tint, size, border shape, enabled state.
    internal let controls: ControlEnvironment
    /// Whether the button's environment sets a foreground style (`foregroundStyle(_:)` or
    /// `foregroundColor(_:)` on the button or around it): the built-in styles then draw the
    /// label in it, not in their accent or white.
    internal var labelKeepsForeground = false

    /// Runs the button's action (nothing when the button is disabled).
    @MainActor
    public func trigger() {
        if controls.isEnabled { action() }
    }

    /// The accent of the button: red for a destructive role, else the tint.
    internal var accent: Color { role == .destructive ? .red : controls.accent }
}

/// The button style the environment holds: a ``ButtonStyle`` or a
/// ``PrimitiveButtonStyle``, the innermost `buttonStyle(_:)` winning.
nonisolated internal enum ButtonStyleSelection: Sendable {
    case style(StyleBox<ButtonStyleConfiguration>)
    case primitive(StyleBox<PrimitiveButtonStyleConfiguration>)
}

nonisolated extension View {
    /// Sets the style of buttons inside to a custom ``ButtonStyle``.
    /// - Parameter style: The style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<ButtonStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.buttonStyle = .style(box) })
    }

    /// Sets the style of buttons inside to a ``PrimitiveButtonStyle``: `.automatic`,
    /// `.plain`, `.borderless`, `.bordered`, `.borderedProminent` or your own.
    /// - Parameter style: The style.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<PrimitiveButtonStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.buttonStyle = .primitive(box) })
    }

    /// Sets the shape of bordered buttons inside.
    /// - Parameter shape: The shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0.controls.buttonBorderShape = shape })
    }
}
