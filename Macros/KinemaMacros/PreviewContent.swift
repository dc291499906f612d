import SwiftSyntax

/// The statements of a `#Preview` closure, split into the `@Previewable` variables (which
/// become stored properties of the preview's view) and everything else (its body).
struct PreviewContent {
    /// The `@Previewable` variables, without that attribute, one per line.
    let storedProperties: String
    /// The remaining statements, in their order.
    let bodyStatements: String

    init(statements: CodeBlockItemListSyntax) {
        var stored: [String] = []
        var body: [String] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: Self.isPreviewable)
            {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                stored.append(variable.with(\.attributes, attributes).trimmedDescription)
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
