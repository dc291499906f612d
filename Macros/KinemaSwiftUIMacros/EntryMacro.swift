import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues` (or `Transaction`) with its key, as
/// SwiftUI's `Entry` macro.
///
/// `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` gets a getter and
/// a setter through a private key type `__Key_accent`, whose `defaultValue` is the
/// initializer (`nil` for an optional property without one). Misuse (a `let`, a computed or
/// static property, no default for a type that is not optional, another extended type) is
/// an error on the part at fault, and nothing is added.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter through the key.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // The peer expansion reports the errors; this one only declines.
        guard let entry = Entry(declaration, node: node, in: context, reporting: false) else {
            return []
        }
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
        guard let entry = Entry(declaration, node: node, in: context, reporting: true) else {
            return []
        }
        let defaultValue: String
        if let type = entry.type {
            defaultValue = "static var defaultValue: \(type) { \(entry.initializer ?? "nil") }"
        } else {
            defaultValue = "static let defaultValue = \(entry.initializer ?? "nil")"
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                \(raw: defaultValue)
            }
            """
        ]
    }
}

/// The parts of an `@Entry` property.
private struct Entry {
    let keyName: String
    let keyProtocol: String
    let type: String?
    let initializer: String?

    /// The parts of `declaration`, or `nil` (with the error reported when `reporting`) for
    /// a declaration `@Entry` does not apply to.
    init?(
        _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
        in context: some MacroExpansionContext, reporting: Bool
    ) {
        switch Self.parts(of: declaration, node: node, in: context) {
        case .success(let entry):
            self = entry
        case .failure(let failure):
            if reporting { context.diagnose(.init(node: failure.node, message: failure.message)) }
            return nil
        }
    }

    private init(keyName: String, keyProtocol: String, type: String?, initializer: String?) {
        (self.keyName, self.keyProtocol) = (keyName, keyProtocol)
        (self.type, self.initializer) = (type, initializer)
    }

    /// Why a declaration is not an `@Entry` property, and where.
    private struct Failure: Error {
        let node: Syntax
        let message: MacroDiagnostic

        init(_ node: some SyntaxProtocol, _ message: MacroDiagnostic) {
            self.node = Syntax(node)
            self.message = message
        }
    }

    private static func parts(
        of declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
        in context: some MacroExpansionContext
    ) -> Result<Entry, Failure> {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            return .failure(Failure(node, .entryNotVariable))
        }
        guard let keyProtocol = keyProtocol(in: context) else {
            return .failure(Failure(node, .entryOutsideValues))
        }
        if variable.bindingSpecifier.tokenKind != .keyword(.var) {
            return .failure(Failure(variable.bindingSpecifier, .entryLet))
        }
        if let modifier = variable.modifiers.first(where: {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }) {
            return .failure(Failure(modifier, .entryStatic))
        }
        // (The macro system itself refuses a declaration of several properties.)
        guard let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            return .failure(Failure(variable.bindings, .entryNotVariable))
        }
        if let accessors = binding.accessorBlock {
            return .failure(Failure(accessors, .entryComputed))
        }
        let annotation = binding.typeAnnotation?.type
        let initializer = binding.initializer?.value.trimmedDescription
        let isOptional =
            annotation?.is(OptionalTypeSyntax.self) == true
            || annotation?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        if initializer == nil && !isOptional {
            return .failure(Failure(binding, .entryWithoutTypeOrValue))
        }
        return .success(
            Entry(
                keyName: "__Key_\(name)", keyProtocol: keyProtocol,
                type: annotation?.trimmedDescription, initializer: initializer))
    }

    /// The key protocol for the extended type (`EnvironmentKey` in an extension of
    /// `EnvironmentValues`, `TransactionKey` in one of `Transaction`, `ContainerValueKey`
    /// in one of `ContainerValues`), or `nil` outside such an extension.
    private static func keyProtocol(in context: some MacroExpansionContext) -> String? {
        guard let enclosing = context.lexicalContext.first,
            let extensionDecl = enclosing.as(ExtensionDeclSyntax.self)
        else { return nil }
        switch extensionDecl.extendedType.trimmedDescription {
        case "EnvironmentValues", "SwiftUI.EnvironmentValues", "Kinema.EnvironmentValues",
            "KinemaScene.EnvironmentValues":
            return "EnvironmentKey"
        case "Transaction", "SwiftUI.Transaction", "Kinema.Transaction",
            "KinemaScene.Transaction":
            return "TransactionKey"
        case "ContainerValues", "SwiftUI.ContainerValues", "Kinema.ContainerValues",
            "KinemaScene.ContainerValues":
            return "ContainerValueKey"
        default:
            return nil
        }
    }
}
