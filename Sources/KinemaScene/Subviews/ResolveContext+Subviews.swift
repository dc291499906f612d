extension ResolveContext {
    /// The subviews of `nodes`, the top-level nodes a view resolved to.
    ///
    /// A subview's container values are those set on its node and on the modifier
    /// wrappers around it (a wrapper's identity is its child's with `.modifier` below it,
    /// and an `id(_:)` puts its content one `.explicit` step below), outer values winning,
    /// as a later modifier's do.
    /// - Complexity: O(*n* · *d*) in the nodes and the modifiers around each.
    package func subviews(of nodes: [NodeRef]) -> [Subview] {
        nodes.map { node in
            var chain: [ViewIdentity] = []
            var current = self[node]
            while true {
                var identity = current.identity
                chain.append(identity)
                // The identities `id(_:)` modifiers put this one below, outermost first.
                var above: [ViewIdentity] = []
                while case .explicit = identities.component(of: identity) {
                    identity = identities.parents[identity: identity]
                    above.append(identity)
                }
                chain.insert(contentsOf: above.reversed(), at: chain.count - 1)
                let children = builder.children(of: current)
                guard children.count == 1, let child = children.first,
                    identities.component(of: current.identity) == .modifier,
                    identities.parents[identity: current.identity] == self[child].identity
                else { break }
                current = self[child]
            }
            var values = ContainerValues()
            // Innermost first, so that outer modifiers' values win.
            for identity in chain.reversed() {
                for change in (controlState.containerValues[identity] ?? []).reversed() {
                    change(&values)
                }
            }
            return Subview(
                node: node, id: Subview.ID(identity: self[node].identity),
                containerValues: values, explicitID: explicitID(along: chain),
                placement: SubviewPlacement())
        }
    }

    /// The `ForEach` element id or `id(_:)` value nearest the top of `chain`.
    private func explicitID(along chain: [ViewIdentity]) -> AnyHashable? {
        for identity in chain {
            switch identities.component(of: identity) {
            case .element(let id), .explicit(let id), .duplicate(let id, _):
                return AnyHashable(id.value)
            default: continue
            }
        }
        return nil
    }
}
