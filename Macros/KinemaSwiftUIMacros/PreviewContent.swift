import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The statements of a `#Preview` closure, split into the `@Previewable` variables (which
/// become stored properties of the preview's view) and everything else (its body).
struct PreviewContent {
    /// The `@Previewable` variables, without that attribute, one per line.
    let storedProperties: String
    /// The remaining statements, in their order.
    let bodyStatements: String

    /// Splits `statements`, reporting a `@Previewable` on anything but a `var` in `context`
    /// (such a declaration stays in the body, without the attribute).
    init(statements: CodeBlockItemListSyntax, in context: some MacroExpansionContext) {
        var stored: [String] = []
        var body: [String] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
                let attribute = variable.attributes.first(where: Self.isPreviewable)
            {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                let declaration = variable.with(\.attributes, attributes).trimmedDescription
                if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                    stored.append(declaration)
                } else {
                    // Reported once here, and left in the body without the attribute.
                    context.diagnose(
                        .init(node: attribute, message: MacroDiagnostic.previewableNotVariable))
                    body.append(declaration)
                }
            } else {
                body.append(item.trimmedDescription)
            }
        }
        storedProperties = stored.map { "    " + $0 }.joined(separator: "\n")
        bodyStatements = body.map { "        " + $0 }.joined(separator: "\n")
    }

    /// Whether an attribute is `@Previewable`.
    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}
