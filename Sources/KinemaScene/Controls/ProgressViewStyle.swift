import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A style that draws a progress view, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of the styled progress view.
    associatedtype Body: View
    /// The properties of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The styled progress view.
    /// - Parameter configuration: The fraction done and the labels.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view a ``ProgressViewStyle`` draws.
nonisolated public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// No body: the label's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The progress view's current value label, as a view.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// No body: the label's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The fraction done, 0...1; `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public let label: Label?
    /// The current value label, if any.
    public let currentValueLabel: CurrentValueLabel?
    /// The environment of the progress view (its tint).
    internal let controls: ControlEnvironment
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`: the label above (8 points), a 4 point
/// bar filling the width, the current value label below in the footnote font, grey.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The label, the bar, the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
            ProgressBar(
                fraction: configuration.fractionCompleted ?? 0,
                accent: configuration.controls.accent)
            configuration.currentValueLabel
                .font(.footnote)
                .foregroundColor(ControlPalette.secondary)
        }
    }
}

/// A spinner or ring, as SwiftUI's `CircularProgressViewStyle`: 20 points, the label
/// 8 points below in grey.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// The spinner (or ring for a value), then the label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction, accent: configuration.controls.accent)
            } else {
                ProgressSpinner()
            }
            configuration.label
                .foregroundColor(ControlPalette.secondary)
            configuration.currentValueLabel
                .font(.footnote)
                .foregroundColor(ControlPalette.secondary)
        }
    }
}

/// The default style: a bar for a value, a spinner without one.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// A bar or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for a value, a spinner without one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring for a value.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
    /// Sets the style of progress views inside.
    /// - Parameter style: The style (`.linear`, `.circular` or your own).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<ProgressViewStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.progressViewStyle = box })
    }
}
