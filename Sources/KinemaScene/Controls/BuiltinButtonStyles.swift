import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The default button style, as SwiftUI's `DefaultButtonStyle`: borderless on iOS.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The button: its label in the accent colour, dimmed to 0.3 while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButton(configuration: configuration, kind: .borderless)
    }
}

/// A style that draws the label as it is, as SwiftUI's `PlainButtonStyle`: no accent,
/// no background; dimmed to 0.3 while pressed.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The button: its label, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButton(configuration: configuration, kind: .plain)
    }
}

/// A style without a border, as SwiftUI's `BorderlessButtonStyle`: the label in the
/// accent colour, dimmed to 0.3 while pressed.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The button: its label in the accent colour.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButton(configuration: configuration, kind: .borderless)
    }
}

/// A bordered style, as SwiftUI's `BorderedButtonStyle`: the label in the accent colour
/// over the border shape filled with the accent at 0.15 opacity (see
/// ``ButtonBorderShape`` and ``ControlSize`` for sizes); at 0.55 opacity while pressed.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The button: a tinted background behind the padded label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButton(configuration: configuration, kind: .bordered)
    }
}

/// A prominent bordered style, as SwiftUI's `BorderedProminentButtonStyle`: a white
/// label over the border shape filled with the accent; at 0.55 opacity while pressed.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The button: an accent background behind the padded white label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButton(configuration: configuration, kind: .borderedProminent)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, without accent or background.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the accent colour, without background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A light accent background behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// An accent background behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

/// The body of the built-in button styles.
nonisolated internal struct BuiltinButton: View {
    enum Kind { case plain, borderless, bordered, borderedProminent }
    let configuration: PrimitiveButtonStyleConfiguration
    let kind: Kind

    var body: some View {
        let controls = configuration.controls
        let isEnabled = controls.isEnabled
        let accent = configuration.accent
        // A foreground style set on the button or around it colours the label, as in
        // SwiftUI; the accent and the disabled grey are the label's defaults.
        let keepsForeground = configuration.labelKeepsForeground
        switch kind {
        case .plain, .borderless:
            let color: Color? =
                keepsForeground
                ? nil : !isEnabled ? ControlPalette.disabled : kind == .borderless ? accent : nil
            configuration.label
                .foregroundColor(color)
                .opacity(configuration.isPressed ? 0.3 : 1)
        case .bordered, .borderedProminent:
            let metrics = BorderedMetrics(controls.controlSize)
            let prominent = kind == .borderedProminent
            let labelColor: Color? =
                keepsForeground
                ? nil : !isEnabled ? ControlPalette.disabled : prominent ? .white : accent
            let fill =
                !isEnabled
                ? ControlPalette.fill : prominent ? accent : accent.opacity(0.15)
            configuration.label
                .font(metrics.font)
                .foregroundColor(labelColor)
                .padding(.horizontal, metrics.horizontal)
                .padding(.vertical, metrics.vertical)
                .background(controls.buttonBorderShape.shape(for: controls.controlSize).fill(fill))
                .opacity(configuration.isPressed ? 0.55 : 1)
        }
    }
}
