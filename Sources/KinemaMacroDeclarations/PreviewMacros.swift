import KinemaCore
import KinemaScene

/// Declares a preview of a view, as SwiftUI's `#Preview` does.
///
/// ```swift
/// #Preview("Loading") {
///     ArcLoader()
///         .frame(width: 80, height: 80)
/// }
/// ```
///
/// The macro expands into a view type holding the closure's content and a record in the
/// binary's `swift5_tests` section (as swift-testing's `@Test` places its own) that
/// `Preview.all(inModule:)` reads: a program lists and hosts every `#Preview` compiled
/// into it, with its file and line. The implementation is a compiler plugin,
/// KinemaSwiftUIMacros, built against the toolchain's own SwiftSyntax libraries by
/// `scripts/install-macros.sh` (run by `scripts/setup.sh`); without it, code that uses
/// `#Preview` does not compile. A `#Preview` belongs at the top level of a file.
/// - Parameters:
///   - name: The preview's display name.
///   - body: The content of the preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KinemaSwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) {
///     PulsingDots()
/// }
/// ```
/// - Parameters:
///   - name: The preview's display name.
///   - traits: A trait of the preview: its layout, orientation or a `PreviewModifier`
///     (`.modifier(SampleData())`).
///   - additionalTraits: More traits.
///   - body: The content of the preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KinemaSwiftUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` closure as the preview's own state, as SwiftUI's
/// `@Previewable`:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` moves such variables into the view it declares.
@attached(peer)
public macro Previewable() = #externalMacro(module: "KinemaSwiftUIMacros", type: "PreviewableMacro")
