/// The modifier of `anchorPreference(key:value:transform:)`: sets a preference value
/// made from an anchor of the modified view.
nonisolated public struct _AnchorPreferenceModifier<Value, Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier
{
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let source: Anchor<Value>.Source
    internal let transform: (Anchor<Value>) -> Key.Value

    internal func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        let start = context.geometry.preferences.mark
        let (source, transform) = (self.source, self.transform)
        context.collect(content, id: id) { context, inner in
            if let first = inner.first { context.geometry.anchors.append((id, first)) }
            let value = transform(Anchor(id: id, source: source))
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
        modifier(_AnchorPreferenceModifier(source: value, transform: transform))
    }
}
