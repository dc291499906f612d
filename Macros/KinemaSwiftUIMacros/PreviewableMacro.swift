import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable of a `#Preview` closure as state of the preview.
///
/// `#Preview` does the work (it moves such variables into its view, without the attribute).
/// The attribute is expanded on its own only where `#Preview` did not take it: while the
/// compiler checks the `#Preview` closure as written (nothing to add there), or anywhere
/// else, which is a mistake.
public struct PreviewableMacro: PeerMacro {
    /// No declarations; an error where the attribute is not in a `#Preview` closure (inside
    /// one, `#Preview` reports a misplaced attribute itself).
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let insidePreview = context.lexicalContext.contains { syntax in
            syntax.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
                || syntax.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
        }
        if !insidePreview {
            context.diagnose(.init(node: node, message: MacroDiagnostic.previewableOutsidePreview))
        }
        return []
    }
}
