// `@Previewable` on its own: nothing to add inside a `#Preview` closure (as the compiler
// expands it while checking the closure), an error anywhere else.
import KinemaSwiftUIMacros
import Testing

@Suite struct PreviewableMacroTests {
    @Test func addsNothingInsideAPreviewClosure() {
        // Only `@Previewable` is expanded: the `#Preview` stays, as when the compiler checks
        // the closure it was given.
        let (source, diagnostics) = expand(
            """
            #Preview {
                @Previewable @State var isOn = false
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """, macros: ["Previewable": PreviewableMacro.self])
        #expect(diagnostics == [])
        #expect(source.contains("@State var isOn = false"))
        #expect(!source.contains("@Previewable"))
    }

    @Test func reportsUseOutsideAPreview() {
        expectExpansion(
            """
            struct Settings {
                @Previewable @State var isOn = false
            }
            """,
            expandsTo: """
                struct Settings {
                    @State var isOn = false
                }
                """,
            diagnostics: [
                .init(
                    line: 2, column: 5,
                    message: "@Previewable can only be used in the closure of a #Preview")
            ])
    }
}
