import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues` (or `Transaction`) with its key, as
/// SwiftUI's `Entry` macro.
///
/// `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` gets a getter and
/// a setter through a private key type `__Key_accent`, whose `defaultValue` is the
/// initializer (`nil` for an optional property without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter through the key.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    /// The key type.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let keyProtocol = keyProtocol(in: context)
        let defaultValue: String
        if let type = entry.type {
            let value = entry.initializer ?? "nil"
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        } else if let initializer = entry.initializer {
            defaultValue = "static let defaultValue = \(initializer)"
        } else {
            throw MacroExpansionErrorMessage("@Entry needs a type or an initial value")
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                \(raw: defaultValue)
            }
            """
        ]
    }

    /// The key protocol for the extended type: `TransactionKey` in an extension of
    /// `Transaction`, `ContainerValueKey` in one of `ContainerValues`, `EnvironmentKey`
    /// otherwise.
    private static func keyProtocol(in context: some MacroExpansionContext) -> String {
        for node in context.lexicalContext {
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedDescription
                if extended.hasSuffix("Transaction") { return "TransactionKey" }
                if extended.hasSuffix("ContainerValues") { return "ContainerValueKey" }
                return "EnvironmentKey"
            }
        }
        return "EnvironmentKey"
    }
}

/// The parts of an `@Entry` property.
private struct Entry {
    let keyName: String
    let type: String?
    let initializer: String?

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            throw MacroExpansionErrorMessage("@Entry applies to a `var` with a name")
        }
        keyName = "__Key_\(name)"
        type = binding.typeAnnotation?.type.trimmedDescription
        initializer = binding.initializer?.value.trimmedDescription
    }
}
