import Foundation

/// The tags recorded while a tree resolves (Kinema's own): explicit `tag(_:)`s, and the
/// ids of `ForEach` elements inside a picker, by identity.
nonisolated internal struct TagResolutionState {
    /// `tag(_:)` values, by the identity of the tagged view.
    internal var explicit: [ViewIdentity: TagValue] = [:]
    /// `ForEach` element ids, by the element's identity; recorded while ``collecting``.
    internal var implicit: [ViewIdentity: TagValue] = [:]
    /// How many pickers (or other tag readers) are collecting their content now.
    internal var collecting = 0
}

extension ResolveContext {
    /// The tag of the view whose node is `node`, found at its identity or the nearest
    /// identity above it, up to `root`: an explicit tag first, else a `ForEach` id.
    /// - Complexity: O(*d*) for a node *d* identities below `root`.
    internal func tag(of node: NodeRef, below root: ViewIdentity) -> TagValue? {
        var identity = self[node].identity
        let parents = identities.parents
        while identity.rawValue >= 0 {
            if let tag = controlState.tags.explicit[identity]
                ?? controlState.tags.implicit[identity]
            {
                return tag
            }
            if identity == root { break }
            identity = identity.rawValue < parents.count ? parents[identity: identity] : .none
        }
        return nil
    }

    /// The strings of the `Text` leaves under `node`, in order, joined by spaces; a node
    /// with an accessibility label gives that label.
    /// - Complexity: O(*n*) in the nodes under `node`.
    internal func text(of node: NodeRef) -> String {
        var strings: [String] = []
        var pending = [node]
        while let ref = pending.popLast() {
            let resolved = self[ref]
            if let label = controlState.accessibility[resolved.identity]?.label {
                strings.append(label)
                continue
            }
            if case .leaf(let leaf) = resolved.kind, let text = leaf as? TextLeaf {
                strings.append(text.string)
            }
            pending.append(contentsOf: builder.children(of: resolved).reversed())
        }
        return strings.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
