// The `#Preview` macro: a preview of a view, as SwiftUI declares it, that a program can find
// at run time.
//
// Built by scripts/install-macros.sh against the SwiftSyntax libraries that ship with the
// toolchain (lib/swift/host), and installed where the compiler looks for plugins by default
// (<toolchain>/usr/local/lib/swift/host/plugins). SwiftPM cannot fetch swift-syntax here,
// so this is not a package target; scripts/test-macros.sh tests it.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: ...) { content }` into two declarations:
///
/// - a view type whose `body` is the preview's content, with every `@Previewable`
///   variable of the content hoisted into a stored property of the view (so that
///   `@Previewable @State var isOn = false` is the view's state, as in SwiftUI);
/// - a test content record (the `swift5_tests` section, as swift-testing's `@Test`) of kind
///   `'kprv'`, whose accessor yields where the preview is declared and a closure making the
///   `Preview` value from the macro's name and traits. Kinema's preview discovery reads
///   these records, so a program lists every `#Preview` compiled into it.
public struct PreviewMacro: DeclarationMacro {
    /// The record kind, `'kprv'` as a FourCC (Kinema's; swift-testing ignores other kinds).
    static let recordKind = "0x6b707276"

    /// The view and record declarations for one `#Preview`, or none after an error.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = previewBody(of: node) else {
            context.diagnose(.init(node: node, message: MacroDiagnostic.previewWithoutBody))
            return []
        }
        if let parameters = body.signature?.parameterClause {
            context.diagnose(
                .init(node: parameters, message: MacroDiagnostic.previewBodyWithParameters))
            return []
        }
        if !context.lexicalContext.isEmpty {
            context.diagnose(.init(node: node, message: MacroDiagnostic.previewNotAtFileScope))
            return []
        }
        let content = PreviewContent(statements: body.statements, in: context)
        let viewName = context.makeUniqueName("PreviewContent")
        let recordName = context.makeUniqueName("previewRecord")
        let arguments = previewArguments(of: node)
        let location = sourceLocation(of: node, in: context)

        // The view takes its isolation from `View` itself, as any view does.
        let view: DeclSyntax = """
            struct \(viewName): View {
            \(raw: content.storedProperties)
                var body: some View {
            \(raw: content.bodyStatements)
                }
            }
            """
        // The accessor is a C function (the record's ABI); it captures nothing, so the
        // record is a constant the linker places in the section.
        let record: DeclSyntax = """
            @section("swift5_tests") @used
            private nonisolated let \(recordName): KinemaScene.__PreviewContentRecord = (
                \(raw: recordKind), 0,
                { outValue, type, _, _ in
                    KinemaScene.Preview.__store(
                        into: outValue, asTypeAt: type, \(raw: location)
                    ) {
                        KinemaScene.Preview(\(raw: arguments)) { \(viewName)() }
                    }
                },
                0, 0
            )
            """
        return [view, record]
    }

    /// The content closure: the trailing closure, or the argument labelled `body`.
    private static func previewBody(
        of node: some FreestandingMacroExpansionSyntax
    ) -> ClosureExprSyntax? {
        if let trailing = node.trailingClosure { return trailing }
        for argument in node.arguments where argument.label?.text == "body" {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        return nil
    }

    /// The macro's arguments other than the content, written again for `Preview`'s
    /// initializer (name first, then traits; the additional traits follow the first).
    private static func previewArguments(
        of node: some FreestandingMacroExpansionSyntax
    ) -> String {
        node.arguments
            .filter { $0.label?.text != "body" }
            .map { argument in
                let value = argument.expression.trimmedDescription
                guard let label = argument.label?.text else { return value }
                return "\(label): \(value)"
            }
            .joined(separator: ", ")
    }

    /// `fileID: "...", filePath: "...", line: N, column: N` of the macro's `#`, as the
    /// compiler reports the location of the expansion.
    private static func sourceLocation(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) -> String {
        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath = context.location(
            of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        guard let fileID, let filePath else {
            return "fileID: #fileID, filePath: #filePath, line: #line, column: #column"
        }
        return "fileID: \(fileID.file.trimmedDescription), "
            + "filePath: \(filePath.file.trimmedDescription), "
            + "line: \(fileID.line.trimmedDescription), column: \(fileID.column.trimmedDescription)"
    }
}
