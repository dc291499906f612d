import Foundation
import KinemaCore
import KinemaLayout

/// A control that shows a colour, as SwiftUI's `ColorPicker`.
///
/// ```swift
/// @State private var tint = Color.orange
/// var body: some View {
///     ColorPicker("Tint", selection: $tint)
/// }
/// ```
///
/// Drawn as iOS's colour well at rest: the label on the leading side and, at the
/// trailing side, a 28 point swatch: a 3 point hue ring (red, yellow, green, cyan, blue,
/// magenta, around) and inside it, 2 points away, a circle of the selected colour. The
/// colour sheet is never open.
nonisolated public struct ColorPicker<Label: View>: View, PrimitiveView {
    internal let selection: Binding<Color>
    internal let supportsOpacity: Bool
    internal let label: Label

    /// Creates a colour picker with a label made of views.
    /// - Parameters:
    ///   - selection: The colour.
    ///   - supportsOpacity: Whether the sheet offers opacity (nothing drawn changes).
    ///   - label: What the colour is for.
    public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// No body: resolved as the label and the swatch.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let selection = self.selection
        let color = selection.wrappedValue
        let controls = context.environment.controls
        let swatch = ColorSwatch(color: color).opacity(controls.isEnabled ? 1 : 0.5)
        let body = HStack {
            if !controls.labelsHidden {
                label.foregroundColor(controls.isEnabled ? nil : ControlPalette.disabled)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            swatch
        }
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension ColorPicker where Label == Text {
    /// Creates a colour picker with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The colour.
    ///   - supportsOpacity: Whether the sheet offers opacity (nothing drawn changes).
    public init(_ titleKey: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

/// The colour well: a hue ring around the colour.
nonisolated internal struct ColorSwatch: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(
                    colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red],
                    center: .center),
                lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
