// The `#Preview` macro: a preview of a view, as SwiftUI declares it.
//
// Built by scripts/install-macros.sh against the SwiftSyntax libraries that ship with the
// toolchain (lib/swift/host), and installed where the compiler looks for plugins by default
// (<toolchain>/usr/local/lib/swift/host/plugins). SwiftPM cannot fetch swift-syntax here,
// so this is not a package target.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: ...) { content }` into two declarations:
///
/// - a view type whose `body` is the preview's content, with every `@Previewable`
///   variable of the content hoisted into a stored property of the view (so that
///   `@Previewable @State var isOn = false` is the view's state, as in SwiftUI);
/// - a type conforming to `PreviewRegistration` whose `preview` is the `Preview` value
///   built from the macro's name and traits, showing that view.
public struct PreviewMacro: DeclarationMacro {
    /// The view and registration declarations for one `#Preview`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = previewBody(of: node) else {
            throw MacroExpansionErrorMessage("#Preview needs a closure that returns a view")
        }
        if let parameters = body.signature?.parameterClause {
            throw MacroExpansionErrorMessage(
                "#Preview with arguments (\(parameters.trimmedDescription)) is not supported by Kinema"
            )
        }
        let content = PreviewContent(statements: body.statements)
        let viewName = context.makeUniqueName("PreviewContent")
        let registrationName = context.makeUniqueName("Preview")
        let arguments = previewArguments(of: node)

        // The view takes its isolation from `View` itself, as any view does.
        let view: DeclSyntax = """
            struct \(viewName): View {
            \(raw: content.storedProperties)
                var body: some View {
            \(raw: content.bodyStatements)
                }
            }
            """
        let registration: DeclSyntax = """
            @MainActor
            enum \(registrationName): PreviewRegistration {
                static var preview: Preview {
                    Preview(\(raw: arguments)) { \(viewName)() }
                }
            }
            """
        return [view, registration]
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
    /// initializer (name first, then traits).
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
}
