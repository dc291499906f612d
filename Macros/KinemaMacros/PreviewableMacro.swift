import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable of a `#Preview` closure as state of the preview.
///
/// `#Preview` does the work (it moves such variables into its view); on its own the
/// attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    /// No declarations: `#Preview` handles `@Previewable` variables.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
