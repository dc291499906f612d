import Foundation
import KinemaCore
import KinemaLayout

/// The sizes of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// Controls of the default size.
    case regular
    /// Large controls.
    case large
    /// The largest controls.
    case extraLarge
}

/// What controls read from the environment: their styles, tint, size and whether they
/// respond to input.
nonisolated package struct ControlEnvironment: Sendable {
    /// The accent of controls (`tint(_:)`); system blue when `nil`.
    internal var tint: Color?
    /// Whether controls respond to input (`disabled(_:)`).
    package var isEnabled = true
    /// The size of controls (`controlSize(_:)`).
    internal var controlSize = ControlSize.regular
    /// The shape of bordered buttons (`buttonBorderShape(_:)`).
    internal var buttonBorderShape = ButtonBorderShape.automatic
    /// The style of buttons; the automatic style when `nil`.
    internal var buttonStyle: ButtonStyleSelection?
    /// The style of toggles; the switch when `nil`.
    internal var toggleStyle: StyleBox<ToggleStyleConfiguration>?
    /// The style of progress views; by their kind when `nil`.
    internal var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>?
    /// The style of labels; title and icon when `nil`.
    internal var labelStyle: StyleBox<LabelStyleConfiguration>?
    /// Whether controls hide their labels (`labelsHidden()`).
    internal var labelsHidden = false
    /// Whether the views are the content of a `List` or `Form` (a `Section` draws as a
    /// grouped card).
    internal var isListContent = false
    /// Text fields, pickers and their focus and submission (`textFieldStyle`, `focused`,
    /// `onSubmit`, `pickerStyle`).
    internal var input = InputEnvironment()

    /// The accent colour: the tint, or system blue (0, 122, 255) / 255.
    package var accent: Color { tint ?? .blue }
}

/// A style's `makeBody`, type-erased (Kinema's own): carried by the environment.
nonisolated internal struct StyleBox<Configuration>: Sendable {
    private let makeBody: @MainActor @Sendable (Configuration) -> AnyView

    /// Wraps the `makeBody` of a style: `style`, carried to the main actor, where bodies
    /// run (see ``ResolveContext/body(of:)``), given to `makeBody` there.
    internal init<Style>(
        _ style: Style, makeBody: @escaping @MainActor @Sendable (Style, Configuration) -> AnyView
    ) {
        let style = MainActorCarried(style)
        self.makeBody = { makeBody(style.value, $0) }
    }

    /// Wraps a `makeBody` of Kinema's own.
    internal init(_ makeBody: @escaping @MainActor @Sendable (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }

    /// The style's body for `configuration`.
    @MainActor internal func body(_ configuration: Configuration) -> AnyView {
        makeBody(configuration)
    }
}

/// The colours of Kinema's neutral iOS-like controls (light mode).
nonisolated internal enum ControlPalette {
    /// The fill of an off switch and a slider's or progress bar's track:
    /// (120, 120, 128) / 255 at 0.16.
    static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    /// The fill of a stepper and of disabled bordered buttons: (118, 118, 128) / 255 at 0.12.
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// Disabled labels (UIKit's `tertiaryLabel`): (60, 60, 67) / 255 at 0.3.
    static let disabled = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// Secondary text (`secondaryLabel`): (60, 60, 67) / 255 at 0.6.
    static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// Separators: (60, 60, 67) / 255 at 0.29.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// The background of grouped lists and forms: (242, 242, 247) / 255.
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// An on switch: system green (52, 199, 89) / 255.
    static let switchOn = Color.green
    /// The shadow of a knob: black at 0.15.
    static let knobShadow = Color(red: 0, green: 0, blue: 0, opacity: 0.15)
}

nonisolated extension View {
    /// Sets the accent colour of controls inside (buttons, toggles, sliders, progress
    /// views); `nil` keeps the current one. Controls are system blue unless tinted.
    /// - Parameter tint: The accent colour.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                if let tint { environment.controls.tint = tint }
            })
    }

    /// Sets the accent of controls inside to a style (a gradient tints with its first
    /// colour; a contextual style such as `.secondary` is resolved here); `nil` keeps the
    /// current one.
    /// - Parameter tint: The accent style.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        let style = tint.map { paint(of: $0) }
        return modifier(
            _EnvironmentModifier { environment in
                guard let style else { return }
                environment.controls.tint =
                    style.resolved(in: environment.styles)
                    .representativeColor
            })
    }

    /// Disables the controls inside: they draw dimmed and a host must not trigger them.
    /// `disabled(false)` inside a disabled view does not enable it, as in SwiftUI.
    /// - Parameter disabled: Whether to disable the controls.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                if disabled { environment.controls.isEnabled = false }
            })
    }

    /// Sets the size of controls inside.
    /// - Parameter controlSize: The size.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0.controls.controlSize = controlSize })
    }
}
