import Foundation

/// A view's tag: the value a picker's selection takes when the view's option is chosen.
nonisolated internal struct TagValue {
    internal let value: AnyHashable
    /// Whether an optional selection matches the tag's value wrapped (`includeOptional`).
    internal let includeOptional: Bool

    /// The tag as a selection of type `S`: its value, or (with `includeOptional`, for an
    /// optional `S`) its value wrapped; `nil` when the types differ.
    internal func value<S: Hashable>(as _: S.Type) -> S? {
        let base = value.base
        if type(of: base) == S.self { return base as? S }
        guard includeOptional || !(S.self is any ExpressibleByNilLiteral.Type) else { return nil }
        return base as? S
    }

    /// The name of the tag's type, for diagnostics.
    internal var typeName: String { String(describing: type(of: value.base)) }
}

/// The tags recorded while a tree resolves (Kinema's own): explicit `tag(_:)`s, and the
/// ids of `ForEach` elements inside a picker, by identity.
nonisolated internal struct TagResolutionState {
    /// `tag(_:)` values, by the identity of the tagged view.
    internal var explicit: [Int: TagValue] = [:]
    /// `ForEach` element ids, by the element's identity; recorded while ``collecting``.
    internal var implicit: [Int: TagValue] = [:]
    /// How many pickers (or other tag readers) are collecting their content now.
    internal var collecting = 0
}

/// The modifier of `tag(_:includeOptional:)`: records the tag; draws its content.
nonisolated public struct _TagModifier: ViewModifier, PrimitiveModifier {
    internal let tag: TagValue

    /// No body.
    public typealias Body = Never

    internal func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        context.controlState.tags.explicit[id] = tag
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Tags the view with a value: the selection a `Picker` takes when this view's option
    /// is chosen.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) {
    ///     Text("Small").tag(Size.small)
    ///     Text("Large").tag(Size.large)
    /// }
    /// ```
    ///
    /// Inside a `ForEach`, views are tagged with their element's id unless tagged
    /// explicitly; an id or tag of another type than the selection's never matches.
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether an optional selection (`Size?`) matches this tag
    ///     (`Size`) too.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<
        Self, _TagModifier
    > {
        modifier(
            _TagModifier(tag: TagValue(value: AnyHashable(tag), includeOptional: includeOptional)))
    }
}

extension ResolveContext {
    /// The tag of the view whose node is `node`, found at its identity or the nearest
    /// identity above it, up to `root`: an explicit tag first, else a `ForEach` id.
    /// - Complexity: O(*d*) for a node *d* identities below `root`.
    internal func tag(of node: NodeRef, below root: Int) -> TagValue? {
        var identity = self[node].identity
        let parents = identities.parents
        while identity >= 0 {
            if let tag = controlState.tags.explicit[identity]
                ?? controlState.tags.implicit[identity]
            {
                return tag
            }
            if identity == root { break }
            identity = identity < parents.count ? parents[identity] : -1
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
            if let label = controlState.accessibilityLabels[resolved.identity] {
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
