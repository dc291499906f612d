import Foundation
import KinemaCore
import KinemaLayout

/// A view that shows progress towards completion, as SwiftUI's `ProgressView`.
///
/// ```swift
/// ProgressView()                                  // a spinner
/// ProgressView("Downloading", value: 0.4)         // a bar with a title above
/// ProgressView(value: 3, total: 8).progressViewStyle(.circular)
/// ```
///
/// Without a value it is indeterminate: a 20 point spinner of eight grey spokes (static
/// in a frame). With a value it is a 4 point bar filling the width, the accent colour
/// up to the fraction done over (120, 120, 128) / 255 at 0.16. The fraction is
/// `value / total` clamped to 0...1; NaN, or a total that is not positive, gives 0 and
/// a diagnostic. `progressViewStyle(.circular)` draws a determinate value as a 20 point
/// ring (Kinema's choice; iOS draws a spinner), `.linear` an indeterminate one as an
/// empty bar.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    internal let value: Double?
    internal let total: Double
    internal let label: Label?
    internal let currentValueLabel: CurrentValueLabel?

    internal init(value: Double?, total: Double, label: Label?, current: CurrentValueLabel?) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = current
    }

    /// Creates a determinate progress view with a label and a label of the current value.
    /// - Parameters:
    ///   - value: The work done; `nil` for indeterminate.
    ///   - total: The work to do; 1 unless given.
    ///   - label: What is progressing.
    ///   - currentValueLabel: The progress in words ("3 of 8").
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value.map { Double($0) }, total: Double(total), label: label(),
            current: currentValueLabel())
    }

    /// No body: the style's body is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        var fraction: Double?
        if let value {
            if value.isNaN || !total.isFinite || !(total > 0) {
                context.diagnose(
                    "ProgressView value \(value) of total \(total): expected a number and a "
                        + "positive total; drawing 0")
                fraction = 0
            } else {
                fraction = min(max(value / total, 0), 1)
            }
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(resolver: ViewResolver($0)) },
            currentValueLabel: currentValueLabel.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(resolver: ViewResolver($0))
            },
            controls: context.environment.controls)
        let body =
            context.environment.controls.progressViewStyle?.body(configuration)
            ?? AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view: a spinner.
    public init() {
        self.init(value: nil, total: 1, label: nil, current: nil)
    }

    /// Creates a determinate progress view.
    /// - Parameters:
    ///   - value: The work done; `nil` for indeterminate.
    ///   - total: The work to do; 1 unless given.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: nil, current: nil)
    }
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a label.
    /// - Parameter label: What is progressing.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), current: nil)
    }

    /// Creates a determinate progress view with a label.
    /// - Parameters:
    ///   - value: The work done; `nil` for indeterminate.
    ///   - total: The work to do; 1 unless given.
    ///   - label: What is progressing.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: value.map { Double($0) }, total: Double(total), label: label(), current: nil)
    }
}

nonisolated extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a text label.
    /// - Parameter titleKey: What is progressing.
    public init(_ titleKey: String) {
        self.init(value: nil, total: 1, label: Text(titleKey), current: nil)
    }

    /// Creates a determinate progress view with a text label.
    /// - Parameters:
    ///   - titleKey: What is progressing.
    ///   - value: The work done; `nil` for indeterminate.
    ///   - total: The work to do; 1 unless given.
    public init<V: BinaryFloatingPoint>(_ titleKey: String, value: V?, total: V = 1.0) {
        self.init(
            value: value.map { Double($0) }, total: Double(total), label: Text(titleKey),
            current: nil)
    }
}
