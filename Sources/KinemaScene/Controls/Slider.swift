import Foundation
import KinemaCore
import KinemaLayout

/// A control that picks a value from a range, as SwiftUI's `Slider`.
///
/// ```swift
/// @State private var volume = 0.5
/// var body: some View {
///     Slider(value: $volume, in: 0...1) {
///         Text("Volume")
///     } minimumValueLabel: {
///         Text("0")
///     } maximumValueLabel: {
///         Text("10")
///     }
/// }
/// ```
///
/// Drawn as on iOS: a 4 point track filling the width offered, the accent colour up to
/// the knob and (120, 120, 128) / 255 at 0.16 after it, a white 28 point knob with a
/// soft shadow; 28 points high. The value labels sit on either side, 8 points away; the
/// label is not drawn (as on iOS) but names the slider. A value outside the bounds
/// draws at the nearer end, NaN at the lower bound. A `ViewHost` moves it with `ScriptedInput.setValue(_:of:at:)`.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    internal let access: SliderAccess
    internal let read: @MainActor @Sendable () -> Double
    internal let label: Label
    internal let minimumValueLabel: ValueLabel?
    internal let maximumValueLabel: ValueLabel?

    /// Creates a slider with a label and value labels.
    /// - Parameters:
    ///   - value: The selected value.
    ///   - bounds: The values the slider spans.
    ///   - step: The distance between allowed values; `nil` for any value.
    ///   - label: What the slider controls (not drawn; it names the slider).
    ///   - minimumValueLabel: The view at the leading end.
    ///   - maximumValueLabel: The view at the trailing end.
    ///   - onEditingChanged: Runs with `true` when a drag begins, `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(),
            minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }

    internal init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimum: ValueLabel?, maximum: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        // Main-actor closures, where a slider is driven (a nonisolated one would send the
        // value type's metatype to other threads).
        let (get, set) = (value.getter, value.setter)
        let read: @MainActor @Sendable () -> Double = { Double(get()) }
        let double = Binding<Double>(get: read, set: { set(V($0)) })
        access = SliderAccess(
            value: double, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound),
            step: step.map { Double($0) }, onEditingChanged: onEditingChanged)
        self.read = read
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// No body: resolved as a track and a knob.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.registerControl(id: id, label: ViewResolver(label), action: .slider(access))
        let value = read()
        if !value.isFinite { context.diagnose("Slider value is \(value); drawing it clamped") }
        let fraction = SliderGeometry.fraction(of: value, in: access.bounds, step: access.step)
        let controls = context.environment.controls
        let track = SliderTrack(
            fraction: fraction,
            accent: controls.isEnabled ? controls.accent : ControlPalette.disabled,
            isEnabled: controls.isEnabled)
        let body = HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    /// - Parameters:
    ///   - value: The selected value.
    ///   - bounds: The values the slider spans.
    ///   - step: The distance between allowed values; `nil` for any value.
    ///   - onEditingChanged: Runs with `true` when a drag begins, `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (not drawn; it names the slider).
    /// - Parameters:
    ///   - value: The selected value.
    ///   - bounds: The values the slider spans.
    ///   - step: The distance between allowed values; `nil` for any value.
    ///   - label: What the slider controls.
    ///   - onEditingChanged: Runs with `true` when a drag begins, `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }
}
