import Foundation

/// What the controls' views record while a tree resolves: accessibility labels by node,
/// the nodes of list sections, tags and container values.
nonisolated package struct ControlResolutionState {
    /// What the accessibility modifiers said of each view, by identity: the one record.
    /// `accessibilityLabel` and `accessibilityIdentifier` write on the nodes their content
    /// made (a label's text reads the label instead of the node's content; a test finds
    /// a view's frame by its identifier, the innermost winning); the rest of the family
    /// writes on the view it modifies.
    internal var accessibility: [ViewIdentity: AccessibilityAttributes] = [:]
    /// What views record for the containers, bars and presentations around them.
    package var containers = ContainerResolutionState()
    /// The section nodes a `Section` made inside a list, by identity.
    internal var sectionIdentities: Set<ViewIdentity> = []
    /// Whether a `List` or `Form` was resolved (a navigation stack over one uses the
    /// grouped background).
    internal var listCount = 0
    /// The tags of views (`tag(_:)`, and `ForEach` ids inside a picker).
    internal var tags = TagResolutionState()
    /// The changes `containerValue(_:_:)` modifiers made to the container values of each
    /// view, by identity, outermost first.
    internal var containerValues: [ViewIdentity: [(inout ContainerValues) -> Void]] = [:]
}

extension ResolveContext {
    /// The text of a control's label: the strings of the `Text` leaves `label` resolves
    /// to, in order, joined by spaces; a node with an accessibility label gives that
    /// label instead of its content.
    ///
    /// The label resolves in a context of its own, discarded afterwards, so a label that
    /// is not drawn (a slider's) still names its control.
    /// - Complexity: O(*n*) in the label's views, plus a copy of the identity table.
    package func labelText(_ label: ViewResolver, id: ViewIdentity) -> String {
        var scratch = ResolveContext(identities: identities, measurer: measurer)
        scratch.environment = environment
        // A label's title names its control whatever the label style shows (an icon-only
        // label in a toolbar is read by its title, as accessibility reads it).
        scratch.environment.controls.labelStyle = nil
        scratch.modifierContent = modifierContent
        scratch.suspendedContent = suspendedContent
        scratch.nextGridRow = nextGridRow
        let roots = scratch.resolveNow { label(id: id, context: &$0) }
        var strings: [String] = []
        var pending = Array(roots.reversed())
        while let ref = pending.popLast() {
            let node = scratch[ref]
            if let label = scratch.controlState.accessibility[node.identity]?.label {
                strings.append(label)
                continue
            }
            if case .leaf(let leaf) = node.kind, let text = leaf as? TextLeaf {
                strings.append(text.string)
            }
            pending.append(contentsOf: scratch.builder.children(of: node).reversed())
        }
        return strings.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Nodes already resolved, emitted again where this view stands: how containers
/// (lists, sections) decorate the nodes their content made.
nonisolated package struct ResolvedNodes: View, PrimitiveView {
    internal let nodes: [NodeRef]

    /// No body: the nodes are emitted.
    package typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        for node in nodes { context.emit(node) }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(nodes: [NodeRef]) {
        self.nodes = nodes
    }
}
