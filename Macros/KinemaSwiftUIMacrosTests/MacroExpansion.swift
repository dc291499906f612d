// A small expansion harness over the toolchain's SwiftSyntaxMacroExpansion (the toolchain has
// no SwiftSyntaxMacrosTestSupport): parses source, expands the given macros as the compiler
// would, and gives back the expanded source and the diagnostics, to compare with what a test
// expects.
import KinemaEngineMacros
import KinemaSwiftUIMacros
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The macros under test, by the names source code uses.
let kinemaMacros: [String: any Macro.Type] = [
    "Preview": PreviewMacro.self,
    "Previewable": PreviewableMacro.self,
    "Entry": EntryMacro.self,
    "SlotOwner": SlotOwnerMacro.self,
]

/// One diagnostic: where it points (1-based line and column in the original source) and its
/// message.
struct ExpectedDiagnostic: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(line):\(column): \(message)" }
}

/// The expansion of `source` in a file `Test.swift` of module `TestModule`: the source with
/// every macro of `macros` expanded, and the diagnostics the macros reported.
func expand(
    _ source: String, macros: [String: any Macro.Type] = kinemaMacros
) -> (source: String, diagnostics: [ExpectedDiagnostic]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "/work/Test.swift")])
    let expanded = file.expand(
        macros: macros,
        contextGenerator: { syntax in
            BasicMacroExpansionContext(
                sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(4))
    // A macro sees a detached copy of its node: the context maps positions back.
    let diagnostics = context.diagnostics.map { diagnostic in
        let location = context.location(
            for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "/work/Test.swift")
        return ExpectedDiagnostic(
            line: location.line, column: location.column, message: diagnostic.message)
    }
    return (expanded.description, diagnostics)
}

/// Records an issue unless `source` expands into `expected` with `diagnostics` (compared
/// after trimming each line's trailing spaces and blank lines at both ends).
func expectExpansion(
    _ source: String, expandsTo expected: String, diagnostics: [ExpectedDiagnostic] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let (actual, reported) = expand(source)
    func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
        return lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).reversed()
            .joined(separator: "\n")
    }
    #expect(normalized(actual) == normalized(expected), sourceLocation: sourceLocation)
    #expect(reported == diagnostics, sourceLocation: sourceLocation)
}
