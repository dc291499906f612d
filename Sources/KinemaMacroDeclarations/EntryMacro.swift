/// Declares a value of `EnvironmentValues` (or of `Transaction` or `ContainerValues`)
/// with its key in one line, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// A compiler plugin, as `#Preview` (built by `scripts/install-macros.sh`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KinemaSwiftUIMacros", type: "EntryMacro")
