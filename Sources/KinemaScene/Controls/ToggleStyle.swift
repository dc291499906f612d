import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A style that draws a toggle, as SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Circle().fill(configuration.isOn ? Color.green : Color.gray)
///                 .frame(width: 20, height: 20)
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of the styled toggle.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// The styled toggle.
    /// - Parameter configuration: The toggle's label and state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle a ``ToggleStyle`` draws.
nonisolated public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// No body: the label's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is in a mixed state; always `false` in Kinema.
    public let isMixed = false
    /// A binding to whether the toggle is on (`configuration.$isOn`).
    @Binding public var isOn: Bool
    /// Whether the toggle was on when it resolved (what the built-in styles draw).
    internal let value: Bool
    /// The environment of the toggle: tint, enabled state, hidden labels.
    internal let controls: ControlEnvironment

    internal init(label: Label, binding: Binding<Bool>, value: Bool, controls: ControlEnvironment) {
        self.label = label
        self._isOn = binding
        self.value = value
        self.controls = controls
    }
}

/// The switch, as SwiftUI's `SwitchToggleStyle`: a 51 by 31 point capsule, green when
/// on (or the tint) and (120, 120, 128) / 255 at 0.16 when off, with a white 27 point
/// knob with a soft shadow; at 0.5 opacity when disabled.
nonisolated public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The label, then the switch at the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        let controls = configuration.controls
        let isOn = configuration.value
        let track = isOn ? controls.tint ?? ControlPalette.switchOn : ControlPalette.track
        let knob = Circle().fill(Color.white)
            .shadow(color: ControlPalette.knobShadow, radius: 2, y: 2)
            .frame(width: 27, height: 27)
            .padding(2)
        let control = ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(track)
            knob
        }
        .frame(width: 51, height: 31)
        .opacity(controls.isEnabled ? 1 : 0.5)
        if controls.labelsHidden {
            control
        } else {
            HStack {
                configuration.label
                    .foregroundColor(controls.isEnabled ? nil : ControlPalette.disabled)
                Spacer()
                control
            }
        }
    }
}

/// A toggle drawn as a button, as SwiftUI's `ButtonToggleStyle`: on, a white label on
/// the accent (as `.borderedProminent`); off, an accent label on the accent at 0.15 (as
/// `.bordered`).
nonisolated public struct ButtonToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The label in a bordered shape.
    public func makeBody(configuration: Configuration) -> some View {
        let controls = configuration.controls
        let metrics = BorderedMetrics(controls.controlSize)
        let isOn = configuration.value
        let accent = controls.accent
        let label = !controls.isEnabled ? ControlPalette.disabled : isOn ? .white : accent
        let fill = !controls.isEnabled ? ControlPalette.fill : isOn ? accent : accent.opacity(0.15)
        configuration.label
            .font(metrics.font)
            .foregroundColor(label)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(controls.buttonBorderShape.shape(for: controls.controlSize).fill(fill))
    }
}

/// The default toggle style: the switch.
nonisolated public struct DefaultToggleStyle: ToggleStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A bordered button, filled when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
    /// Sets the style of toggles inside.
    /// - Parameter style: The style (`.switch`, `.button` or your own).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<ToggleStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.toggleStyle = box })
    }
}
