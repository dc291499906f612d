import Foundation
import KinemaCore
import KinemaLayout

/// A view that shows a value within bounds, as SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// The look comes from `gaugeStyle(_:)`: the linear capacity bar unless set (see
/// ``LinearCapacityGaugeStyle``), or a style of your own reading
/// `configuration.value` (the fraction, 0...1). A value outside the bounds draws at the
/// nearer bound, NaN at the lower one, with a diagnostic.
nonisolated public struct Gauge<
    Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>: View, PrimitiveView {
    internal let fraction: Double
    internal let isValid: Bool
    internal let label: Label
    internal let currentValueLabel: CurrentValueLabel?
    internal let minimumValueLabel: BoundsLabel?
    internal let maximumValueLabel: BoundsLabel?

    internal init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
        minimum: BoundsLabel?, maximum: BoundsLabel?
    ) {
        let (value, lower, upper) = (
            Double(value), Double(bounds.lowerBound), Double(bounds.upperBound)
        )
        let span = upper - lower
        let raw = span.isFinite && span > 0 ? (value - lower) / span : 0
        isValid = raw.isFinite && (0...1).contains(raw) && span > 0
        fraction = raw.isNaN ? 0 : min(max(raw, 0), 1)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// Creates a gauge with a label, a current value label and bounds labels.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The values the gauge spans.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value as text.
    ///   - minimumValueLabel: The lower bound as text.
    ///   - maximumValueLabel: The upper bound as text.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(),
            minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// No body: resolved as the gauge style's body.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if !isValid {
            context.diagnose("Gauge value is outside its bounds; drawn at \(fraction)")
        }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(label),
            currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) },
            controls: context.environment.controls)
        let body =
            context.environment.controls.input.gaugeStyle?.body(configuration)
            ?? AnyView(LinearCapacityGaugeStyle().makeBody(configuration: configuration))
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The values the gauge spans.
    ///   - label: What the gauge measures.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: nil, minimum: nil,
            maximum: nil)
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a current value label.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The values the gauge spans.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value as text.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(),
            minimum: nil, maximum: nil)
    }
}

/// The properties of a gauge a ``GaugeStyle`` draws, as SwiftUI's
/// `GaugeStyleConfiguration`.
nonisolated public struct GaugeStyleConfiguration {
    /// One of the gauge's labels, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        internal let resolver: ViewResolver
        internal init<V: View>(_ view: V) { resolver = ViewResolver(view) }
        /// No body: the label's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The value as a fraction of the bounds, 0...1.
    public let value: Double
    /// What the gauge measures.
    public let label: Label
    /// The value as text, if given.
    public let currentValueLabel: Label?
    /// The lower bound as text, if given.
    public let minimumValueLabel: Label?
    /// The upper bound as text, if given.
    public let maximumValueLabel: Label?
    /// The environment of the gauge: tint, enabled state.
    internal let controls: ControlEnvironment
}
