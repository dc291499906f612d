import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@SlotOwner`: the `visitSlots(_:)` of a resolved node's content (KinemaScene's
/// `SlotOwner`), made from the type's stored properties, so that a slot cannot be left out.
///
/// A stored property is a slot when its declared type is `Slot<…>`, a slot group (a type
/// whose name ends in `Slot`, such as `PaintSlot`, visited by its own `visit(_:)`), or an
/// optional or an array of one. The generated `visitSlots(_:)` passes each slot to the
/// visitor in the order of declaration (an optional one when it is not `nil`). A type that
/// writes `visitSlots(_:)` itself (to keep work out of a generic path) is checked instead:
/// each slot must be named in it, or in a method of the type it names; and in `bindSlots(_:)`
/// the same way when the type writes that too. Misuse is an error on the part at fault: a
/// slot declared with `let` (the record stage binds it), a stored property without a declared
/// type (its type decides whether it is a slot), a slot the hand-written visit leaves out,
/// or the macro on anything but a struct.
public struct SlotOwnerMacro: MemberMacro {
    /// The generated `visitSlots(_:)`, or nothing (the checks' errors reported) when the type
    /// writes its own.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            context.diagnose(.init(node: node, message: SlotOwnerDiagnostic.notStruct))
            return []
        }
        let members = declaration.memberBlock.members.map(\.decl)
        var slots: [DeclaredSlot] = []
        var valid = true
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), !variable.isStatic else {
                continue
            }
            for binding in variable.bindings where binding.isStored {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { continue }
                guard let type = binding.typeAnnotation?.type ?? variable.sharedType(after: binding)
                else {
                    context.diagnose(
                        .init(node: binding, message: SlotOwnerDiagnostic.untypedProperty))
                    valid = false
                    continue
                }
                guard let shape = SlotShape(type) else { continue }
                if variable.bindingSpecifier.tokenKind == .keyword(.let) {
                    context.diagnose(.init(node: binding, message: SlotOwnerDiagnostic.slotLet))
                    valid = false
                    continue
                }
                slots.append(
                    DeclaredSlot(name: name.trimmedDescription, shape: shape, node: binding))
            }
        }
        let handWritten = ["visitSlots", "bindSlots"].compactMap { name in
            members.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }
                .first { $0.name.text == name }
        }
        if !handWritten.isEmpty {
            for function in handWritten {
                let reached = reachedNames(from: function, members: members)
                for slot in slots where !reached.contains(slot.name) {
                    context.diagnose(
                        .init(
                            node: slot.node,
                            message: SlotOwnerDiagnostic.notVisited(slot.name, function.name.text)))
                }
            }
            return []
        }
        guard valid else { return [] }
        guard !slots.isEmpty else {
            return ["package mutating func visitSlots(_ visitor: inout some SlotVisitor) {}"]
        }
        let body = slots.map(\.visit).joined(separator: "\n")
        return [
            """
            package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
            \(raw: body)
            }
            """
        ]
    }

    /// The names `function`'s body refers to, and those the bodies of the type's methods it
    /// calls refer to.
    private static func reachedNames(from function: FunctionDeclSyntax, members: [DeclSyntax])
        -> Set<String>
    {
        let named = referencedNames(in: Syntax(function.body ?? CodeBlockSyntax(statements: [])))
        var reached = named
        for member in members {
            guard let method = member.as(FunctionDeclSyntax.self),
                method.name.text != function.name.text,
                named.contains(method.name.text), let body = method.body
            else { continue }
            reached.formUnion(referencedNames(in: Syntax(body)))
        }
        return reached
    }

    /// Every identifier that `syntax` refers to.
    private static func referencedNames(in syntax: Syntax) -> Set<String> {
        Set(
            syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { name } else { nil }
            })
    }
}

/// How a slot property is declared.
private enum SlotShape {
    /// `Slot<…>`, visited by the visitor.
    case slot
    /// A slot group (`PaintSlot`), which visits itself.
    case group
    indirect case optional(SlotShape)
    indirect case array(SlotShape)

    /// The shape of `type`, or `nil` when it is not a slot.
    init?(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            guard let wrapped = SlotShape(optional.wrappedType), wrapped.isSingle else {
                return nil
            }
            self = .optional(wrapped)
        } else if let array = type.as(ArrayTypeSyntax.self) {
            guard let element = SlotShape(array.element), element.isSingle else { return nil }
            self = .array(element)
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if name == "Slot", identifier.genericArgumentClause != nil {
                self = .slot
            } else if name.hasSuffix("Slot"), name != "Slot" {
                self = .group
            } else {
                return nil
            }
        } else {
            return nil
        }
    }

    /// Whether this is one slot or group, not a container of them.
    private var isSingle: Bool {
        switch self {
        case .slot, .group: true
        case .optional, .array: false
        }
    }

    /// The statement that visits `path`, a slot of this shape.
    func visit(_ path: String) -> String {
        switch self {
        case .slot: "visitor.visit(&\(path))"
        case .group: "\(path).visit(&visitor)"
        case .optional(let wrapped): "if \(path) != nil { \(wrapped.visit("\(path)!")) }"
        case .array(let element):
            "for index in \(path).indices { \(element.visit("\(path)[index]")) }"
        }
    }
}

/// A slot property of the type.
private struct DeclaredSlot {
    let name: String
    let shape: SlotShape
    let node: PatternBindingSyntax

    /// The statement that visits it.
    var visit: String { shape.visit(name) }
}

extension VariableDeclSyntax {
    fileprivate var isStatic: Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// The type `binding` shares with the bindings after it (`var a, b: Int`).
    fileprivate func sharedType(after binding: PatternBindingSyntax) -> TypeSyntax? {
        guard binding.initializer == nil,
            let index = bindings.firstIndex(where: { $0.id == binding.id })
        else { return nil }
        return bindings[index...].lazy.compactMap(\.typeAnnotation?.type).first
    }
}

extension PatternBindingSyntax {
    /// Whether the binding is stored: no accessors, or only observers.
    fileprivate var isStored: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy {
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
    }
}

/// The errors `@SlotOwner` reports, each attached to the syntax at fault.
private enum SlotOwnerDiagnostic: DiagnosticMessage {
    case notStruct
    case untypedProperty
    case slotLet
    case notVisited(String, String)

    var message: String {
        switch self {
        case .notStruct:
            "@SlotOwner applies to a struct"
        case .untypedProperty:
            "a stored property of a @SlotOwner type needs a declared type: its type says "
                + "whether it is a slot"
        case .slotLet:
            "a slot needs 'var', not 'let': the record stage binds it to its track"
        case .notVisited(let slot, let function):
            "slot '\(slot)' is not visited by \(function)(_:): name it there, or in a method "
                + "it calls"
        }
    }

    var diagnosticID: MessageID {
        let id =
            switch self {
            case .notStruct: "slotOwnerNotStruct"
            case .untypedProperty: "slotOwnerUntypedProperty"
            case .slotLet: "slotLet"
            case .notVisited: "slotNotVisited"
            }
        return MessageID(domain: "KinemaSwiftUIMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
