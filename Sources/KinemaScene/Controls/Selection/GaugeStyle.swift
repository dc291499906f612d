import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A style that draws a gauge, as SwiftUI's `GaugeStyle`.
///
/// ```swift
/// struct RingStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.value)
///             .stroke(Color.green, lineWidth: 6)
///             .overlay { configuration.currentValueLabel }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The type of the styled gauge.
    associatedtype Body: View
    /// The properties of the gauge being styled.
    typealias Configuration = GaugeStyleConfiguration
    /// The styled gauge.
    /// - Parameter configuration: The gauge's value and labels.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The linear capacity gauge, iOS's default: the label above; a 6 point capsule track
/// of (120, 120, 128) / 255 at 0.16 filled with the accent colour up to the value,
/// flanked 8 points away by the minimum and maximum labels; the current value label
/// below, in footnote-sized secondary text (as the bounds labels).
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The label, the bar and the value.
    public func makeBody(configuration: Configuration) -> some View {
        let controls = configuration.controls
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                configuration.minimumValueLabel
                GaugeBar(
                    fraction: configuration.value, thickness: 6, marker: false,
                    accent: controls.isEnabled ? controls.accent : ControlPalette.disabled)
                configuration.maximumValueLabel
            }
            .font(.footnote)
            .foregroundColor(ControlPalette.secondary)
            configuration.currentValueLabel
                .font(.footnote)
                .foregroundColor(ControlPalette.secondary)
        }
    }
}

/// The accessory linear gauge (as on the Lock Screen): a 4 point track of the accent at
/// 0.3 with a 6 point accent marker at the value, the bounds labels beside it; the label
/// or current value label above, footnote-sized.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The marker on its track.
    public func makeBody(configuration: Configuration) -> some View {
        let accent = configuration.controls.accent
        VStack(alignment: .leading, spacing: 4) {
            if let current = configuration.currentValueLabel {
                current
            } else {
                configuration.label
            }
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                GaugeBar(
                    fraction: configuration.value, thickness: 4, marker: true, accent: accent)
                configuration.maximumValueLabel
            }
        }
        .font(.footnote)
    }
}

/// The accessory linear capacity gauge: a 4 point track filled with the accent to the
/// value, the label above.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The filled track.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GaugeBar(
                fraction: configuration.value, thickness: 4, marker: false,
                accent: configuration.controls.accent)
        }
        .font(.footnote)
    }
}

/// The accessory circular gauge: a 58 point open ring (a 270° arc, open at the bottom)
/// 6 points wide, in the accent at 0.3, with a white-centred accent marker at the
/// value; the current value label (else the label) in its centre and the bounds labels
/// in the opening, caption-sized.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The ring and its marker.
    public func makeBody(configuration: Configuration) -> some View {
        let accent = configuration.controls.accent
        ZStack {
            GaugeArc(fraction: 1).stroke(
                accent.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            GaugeArcMarker(fraction: configuration.value).fill(Color.white)
            GaugeArcMarker(fraction: configuration.value).stroke(accent, lineWidth: 2)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .semibold))
            } else {
                configuration.label.font(.caption)
            }
            HStack {
                configuration.minimumValueLabel.fixedSize()
                Spacer(minLength: 0)
                configuration.maximumValueLabel.fixedSize()
            }
            .font(.caption2)
            .padding(.horizontal, 4)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: 58, height: 58)
    }
}

/// The accessory circular capacity gauge: a 58 point ring 6 points wide in the accent
/// at 0.3, filled with the accent clockwise from the top to the value; the current
/// value label (else the label) in its centre.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The filled ring.
    public func makeBody(configuration: Configuration) -> some View {
        let accent = configuration.controls.accent
        ZStack {
            Circle().stroke(accent.opacity(0.3), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value)
                .stroke(accent, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .semibold))
            } else {
                configuration.label.font(.caption)
            }
        }
        .padding(3)
        .frame(width: 58, height: 58)
    }
}

/// The default gauge style: the linear capacity bar on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The linear capacity bar.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A marker on a thin track.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin track filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle {
        AccessoryCircularGaugeStyle()
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

nonisolated extension View {
    /// Sets the style of gauges inside.
    /// - Parameter style: The style (`.accessoryCircular`, ... or your own).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<GaugeStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.input.gaugeStyle = box })
    }
}
