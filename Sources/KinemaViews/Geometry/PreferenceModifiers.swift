import KinemaScene

/// The modifier of `preference(key:value:)` and `transformPreference(_:_:)`: rewrites
/// the value of a key that its content produces.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier
{
    /// No body: applied during resolution.
    public typealias Body = Never
    /// The new value from the content's reduced value.
    internal let rewrite: (inout Key.Value) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let start = context.geometry.preferences.mark
        let rewrite = self.rewrite
        context.collect(content, id: id) { context, inner in
            var value = context.geometry.preferences.value(of: Key.self, since: start)
            rewrite(&value)
            context.geometry.preferences.replace(Key.self, since: start, with: value)
            for node in inner { context.emit(node) }
        }
    }
}

/// The modifier of `onPreferenceChange(_:perform:)`: registers the reduced value of its
/// content as a change event.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier
where Key.Value: Equatable {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let action: (Key.Value) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let start = context.geometry.preferences.mark
        let action = self.action
        context.collect(content, id: id) { context, inner in
            let value = context.geometry.preferences.value(of: Key.self, since: start)
            let observer = ChangeObserver(value: value, initial: true) { _, new in
                if let new = new as? Key.Value { action(new) }
            }
            context.events.append(ViewEvent(identity: id, kind: .change(observer)))
            for node in inner { context.emit(node) }
        }
    }
}

nonisolated extension View {
    /// Sets the value of a preference key for this view, replacing the values its
    /// content sets for the key (so an ancestor reads this one).
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>>
    {
        modifier(_PreferenceWritingModifier { $0 = value })
    }

    /// Changes the value of a preference key that this view's content produces (its
    /// reduced value, or the key's default when nothing inside sets it).
    /// - Parameters:
    ///   - key: The key.
    ///   - callback: Changes the value in place.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(rewrite: callback))
    }

    /// Runs `action` with the reduced value of a preference key of this view's content
    /// when the view appears and whenever the value changes, on the main actor, after
    /// the update that changed it: in a `ViewHost`, exactly as
    /// `onChange(of: value, initial: true)` on the reduced value. A `SceneTimeline` runs
    /// no events.
    /// - Parameters:
    ///   - key: The key.
    ///   - action: Runs with the new value.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}
