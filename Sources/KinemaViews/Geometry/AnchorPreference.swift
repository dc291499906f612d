import KinemaScene

/// The modifier of `anchorPreference(key:value:transform:)` and
/// `transformAnchorPreference(key:value:transform:)`: rewrites a preference value with an
/// anchor of the modified view.
nonisolated public struct _AnchorPreferenceModifier<Value, Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier
{
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let source: Anchor<Value>.Source
    /// The new value from the content's reduced value and the anchor.
    internal let rewrite: (inout Key.Value, Anchor<Value>) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let start = context.geometry.preferences.mark
        let (source, rewrite) = (self.source, self.rewrite)
        let anchor = AnchorID(identity: id, depth: context.geometry.openAnchors[id, default: 0])
        context.geometry.openAnchors[id] = anchor.depth + 1
        context.collect(content, id: id) { context, inner in
            context.geometry.openAnchors[id] = anchor.depth == 0 ? nil : anchor.depth
            if let first = inner.first { context.geometry.anchors.append((anchor, first)) }
            var value = context.geometry.preferences.value(of: Key.self, since: start)
            rewrite(&value, Anchor(id: anchor, source: source))
            context.geometry.preferences.replace(Key.self, since: start, with: value)
            for node in inner { context.emit(node) }
        }
    }
}

nonisolated extension View {
    /// Sets a preference value made from an anchor of this view (its bounds, a point),
    /// which a `GeometryReader` resolves in its own space: `proxy[anchor]`. Replaces the
    /// values the content sets for the key, as `preference(key:value:)`.
    /// - Parameters:
    ///   - key: The key.
    ///   - value: What of the view the anchor refers to.
    ///   - transform: Makes the preference value from the anchor.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> ModifiedContent<Self, _AnchorPreferenceModifier<A, K>> {
        modifier(_AnchorPreferenceModifier(source: value) { $0 = transform($1) })
    }

    /// Changes the value of a preference key that this view's content produces with an
    /// anchor of this view: `transform` gets the content's reduced value (the key's default
    /// when nothing inside sets it) and the anchor, as `transformPreference(_:_:)` with an
    /// anchor.
    /// - Parameters:
    ///   - key: The key.
    ///   - value: What of the view the anchor refers to.
    ///   - transform: Changes the value in place with the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ModifiedContent<Self, _AnchorPreferenceModifier<A, K>> {
        modifier(_AnchorPreferenceModifier(source: value, rewrite: transform))
    }
}
