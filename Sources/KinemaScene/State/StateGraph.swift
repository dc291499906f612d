/// Where a dynamic property lives: the identity of its view and its path among the view's
/// stored properties (`_isOn`, or `_model._count` inside a dynamic property of your own).
package struct StateKey: Hashable, Sendable {
    /// The identity of the view.
    package var identity: ViewIdentity

    /// The key of the property at `path` of the view at `identity`.
    package init(identity: ViewIdentity, path: String) {
        self.identity = identity
        self.path = path
    }
    /// The labels of the stored properties from the view down to the property.
    package var path: String
}

/// The storage a host keeps for the dynamic properties of its views, by identity, and the
/// log of the writes made to them.
///
/// The graph itself is the host's, on the main actor, where views are linked to their
/// storage; the values it keeps may be read and written from any thread (their writes
/// go to a thread-safe ``ChangeLog``), as SwiftUI's state may.
@MainActor
package final class StateGraph {
    private var locations: [StateKey: AnyObject] = [:]
    private var keysByIdentity: [ViewIdentity: [StateKey]] = [:]
    /// The transactions of the writes to kept values not yet compiled, from any thread.
    internal let writes = ChangeLog()
    /// Changes of models the views read outside their state (`@Observable` classes,
    /// `ObservableObject`s): the host compiles them as it compiles state writes.
    internal let externalChanges = ChangeLog()
    /// The identities whose state was linked since the last ``beginPass()``.
    private var linkedThisPass: Set<ViewIdentity> = []
    /// The view types found to hold no dynamic property (reflection is skipped for them).
    private var typesWithoutState: Set<ObjectIdentifier> = []

    package init() {}

    /// The location of the state at `key`: the one already kept there, or `candidate`,
    /// which is kept from now on (also when a state of another type was kept there: the
    /// view at that identity changed type).
    internal func location<Value>(
        for key: StateKey, adopting candidate: StateLocation<Value>
    ) -> StateLocation<Value> {
        linkedThisPass.insert(key.identity)
        if let kept = locations[key] as? StateLocation<Value> { return kept }
        if locations[key] == nil { keysByIdentity[key.identity, default: []].append(key) }
        locations[key] = candidate
        candidate.record(in: writes)
        return candidate
    }

    /// Connects every dynamic property of `view` (found by reflection over its stored
    /// properties, and inside stored properties that are themselves dynamic properties)
    /// to its storage for `identity` and to the view's environment.
    /// - Complexity: O(*p*) in the view's stored properties and those of its dynamic
    ///   properties.
    package func link(
        _ view: Any, identity: ViewIdentity, path: String = "",
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        let type = ObjectIdentifier(Swift.type(of: view))
        if typesWithoutState.contains(type) { return }
        var found = false
        var pending: [(value: Any, path: String)] = [(view, path)]
        while let (value, path) = pending.popLast() {
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                let childPath = path + "." + (child.label ?? "#\(index)")
                if let property = child.value as? any HostLinkedProperty {
                    found = true
                    property.link(
                        to: self, key: StateKey(identity: identity, path: childPath),
                        environment: environment)
                } else if child.value is any DynamicProperty {
                    found = true
                    pending.append((child.value, childPath))
                }
            }
        }
        // A struct's stored properties are the same for every value of its type; an enum's
        // or a class's reflection may differ between values, so only structs are cached.
        if !found, Mirror(reflecting: view).displayStyle == .struct {
            typesWithoutState.insert(type)
        }
    }

    /// Forgets the storage of views that are gone: their state starts anew if a view
    /// appears again at the same identity.
    package func remove<Identities: Sequence<ViewIdentity>>(identities: Identities) {
        for identity in identities {
            guard let keys = keysByIdentity.removeValue(forKey: identity) else { continue }
            for key in keys { locations[key] = nil }
        }
    }

    /// Starts a resolution of the whole tree: ``endPass()`` then forgets the state of the
    /// views it did not link.
    package func beginPass() { linkedThisPass.removeAll(keepingCapacity: true) }

    /// Forgets the state of every view not linked since ``beginPass()``: views that are
    /// gone, whose state starts anew if they appear again.
    package func endPass() {
        let gone = keysByIdentity.keys.filter { !linkedThisPass.contains($0) }
        remove(identities: gone)
    }

    /// The number of values kept.
    package var count: Int { locations.count }

    /// Sets what runs on the main actor before a write made there to a kept value: a
    /// host compiles the writes of another transaction first, so that each animates with
    /// its own.
    package func onWillWrite(_ action: (@MainActor @Sendable (Transaction) -> Void)?) {
        writes.onWillChange(action)
    }

    /// The transaction of the last write since the last ``takeWrites()``.
    package var lastWrite: Transaction? { writes.last }

    /// Whether writes were made since the last ``takeWrites()``.
    package var hasWrites: Bool { writes.hasChanges }

    /// The transactions of the writes since the last call, in order; clears them.
    package func takeWrites() -> [Transaction] { writes.take() }
}
