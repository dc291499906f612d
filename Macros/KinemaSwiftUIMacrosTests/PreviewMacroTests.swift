// `#Preview`: source in, the view type and the discovery record out; misuse reported where
// it is.
import Testing

@Suite struct PreviewMacroTests {
    /// The record `#Preview` adds, for a preview at `line`, column 1 of Test.swift, whose
    /// `Preview` is made by `preview` (with the view `view`).
    static func record(
        _ name: String = "__macro_local_13previewRecordfMu_", line: Int, preview: String,
        view: String = "__macro_local_14PreviewContentfMu_"
    ) -> String {
        """
        @section("swift5_tests") @used
        private nonisolated let \(name): KinemaScene.__PreviewContentRecord = (
            0x6b707276, 0,
            { outValue, type, _, _ in
                KinemaScene.Preview.__store(
                    into: outValue, asTypeAt: type, fileID: "TestModule/Test.swift", filePath: "/work/Test.swift", line: \(line), column: 1
                ) {
                    KinemaScene.Preview(\(preview)) {
                        \(view)()
                    }
                }
            },
            0, 0
        )
        """
    }

    @Test func expandsIntoAViewAndARecordWithNameAndTraits() {
        expectExpansion(
            """
            #Preview("Badge", traits: .sizeThatFitsLayout) {
                Badge(count: 3)
            }
            """,
            expandsTo: """
                struct __macro_local_14PreviewContentfMu_: View {

                    var body: some View {
                        Badge(count: 3)
                    }
                }
                \(Self.record(line: 1, preview: "\"Badge\", traits: .sizeThatFitsLayout"))
                """)
    }

    @Test func hoistsPreviewableVariablesIntoTheView() {
        expectExpansion(
            """
            #Preview("Traits", traits: .modifier(SampleData()), .landscapeLeft) {
                Text("a")
                @Previewable @State var on = false
                Toggle("On", isOn: $on)
            }
            """,
            expandsTo: """
                struct __macro_local_14PreviewContentfMu_: View {
                    @State var on = false
                    var body: some View {
                        Text("a")
                        Toggle("On", isOn: $on)
                    }
                }
                \(Self.record(line: 1, preview: "\"Traits\", traits: .modifier(SampleData()), .landscapeLeft"))
                """)
    }

    @Test func recordsTheLineOfEachPreviewWithUniqueNames() {
        expectExpansion(
            """
            // A file with two previews.

            #Preview {
                Text("Hi")
            }
            #Preview("Body", body: { Text("B") })
            """,
            expandsTo: """
                // A file with two previews.

                struct __macro_local_14PreviewContentfMu_: View {

                    var body: some View {
                        Text("Hi")
                    }
                }
                \(Self.record(line: 3, preview: ""))
                struct __macro_local_14PreviewContentfMu0_: View {

                    var body: some View {
                        Text("B")
                    }
                }
                \(Self.record(
                    "__macro_local_13previewRecordfMu0_", line: 6, preview: "\"Body\"",
                    view: "__macro_local_14PreviewContentfMu0_"))
                """)
    }

    @Test func reportsAPreviewWithoutAClosure() {
        expectExpansion(
            """
            #Preview("Nameless")
            """,
            expandsTo: "",
            diagnostics: [
                .init(
                    line: 1, column: 1,
                    message: "#Preview needs a closure that returns the view to preview")
            ])
    }

    @Test func reportsAClosureWithParameters() {
        expectExpansion(
            """
            #Preview { (x: Int) in Text("x") }
            """,
            expandsTo: "",
            diagnostics: [
                .init(line: 1, column: 12, message: "a #Preview closure takes no parameters")
            ])
    }

    @Test func reportsAPreviewInsideATypeOrFunction() {
        expectExpansion(
            """
            struct Holder {
                #Preview { Text("in a type") }
            }
            func make() {
                #Preview { Text("in a function") }
            }
            """,
            expandsTo: """
                struct Holder {
                }
                func make() {
                }
                """,
            diagnostics: [
                .init(
                    line: 2, column: 5,
                    message: "#Preview must be declared at the top level of a file"),
                .init(
                    line: 5, column: 5,
                    message: "#Preview must be declared at the top level of a file"),
            ])
    }

    @Test func reportsPreviewableOnALetAndKeepsItInTheBody() {
        expectExpansion(
            """
            #Preview {
                @Previewable let fixed = 3
                Text("\\(fixed)")
            }
            """,
            expandsTo: """
                struct __macro_local_14PreviewContentfMu_: View {

                    var body: some View {
                        let fixed = 3
                        Text("\\(fixed)")
                    }
                }
                \(Self.record(line: 1, preview: ""))
                """,
            diagnostics: [
                .init(
                    line: 2, column: 5,
                    message: "@Previewable applies to a variable declared with 'var'")
            ])
    }
}
