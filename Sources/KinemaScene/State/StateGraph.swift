/// Where a dynamic property lives: the identity of its view and its path among the view's
/// stored properties (`_isOn`, or `_model._count` inside a dynamic property of your own).
package struct StateKey: Hashable, Sendable {
    /// The identity of the view.
    package var identity: Int

    /// The key of the property at `path` of the view at `identity`.
    package init(identity: Int, path: String) {
        self.identity = identity
        self.path = path
    }
    /// The labels of the stored properties from the view down to the property.
    package var path: String
}

/// The storage a host keeps for the dynamic properties of its views, by identity, and the
/// log of the writes made to them.
///
/// Every access is on the main actor, as SwiftUI's state is.
@MainActor
package final class StateGraph {
    private var locations: [StateKey: AnyObject] = [:]
    private var keysByIdentity: [Int: [StateKey]] = [:]
    /// The transactions of the writes since the last ``takeWrites()``, in order.
    private var writes: [Transaction] = []

    package init() {}

    /// The location of the state at `key`: the one already kept there, or `candidate`,
    /// which is kept from now on (also when a state of another type was kept there: the
    /// view at that identity changed type).
    internal func location<Value>(
        for key: StateKey, adopting candidate: StateLocation<Value>
    ) -> StateLocation<Value> {
        if let kept = locations[key] as? StateLocation<Value> { return kept }
        if locations[key] == nil { keysByIdentity[key.identity, default: []].append(key) }
        locations[key] = candidate
        candidate.graph = self
        return candidate
    }

    /// Connects every dynamic property of `view` (found by reflection over its stored
    /// properties, and inside stored properties that are themselves dynamic properties)
    /// to its storage for `identity` and to the view's environment.
    /// - Complexity: O(*p*) in the view's stored properties and those of its dynamic
    ///   properties.
    package func link(
        _ view: Any, identity: Int, environment: EnvironmentValues = EnvironmentValues()
    ) {
        var pending: [(value: Any, path: String)] = [(view, "")]
        while let (value, path) = pending.popLast() {
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                let childPath = path + "." + (child.label ?? "#\(index)")
                if let property = child.value as? any HostLinkedProperty {
                    property.link(
                        to: self, key: StateKey(identity: identity, path: childPath),
                        environment: environment)
                } else if child.value is any DynamicProperty {
                    pending.append((child.value, childPath))
                }
            }
        }
    }

    /// Forgets the storage of views that are gone: their state starts anew if a view
    /// appears again at the same identity.
    package func remove<Identities: Sequence<Int>>(identities: Identities) {
        for identity in identities {
            guard let keys = keysByIdentity.removeValue(forKey: identity) else { continue }
            for key in keys { locations[key] = nil }
        }
    }

    /// The number of values kept.
    package var count: Int { locations.count }

    /// Records that a kept value changed in `transaction`.
    internal func recordWrite(in transaction: Transaction) {
        writes.append(transaction)
    }

    /// The transactions of the writes since the last call, in order; clears them.
    package func takeWrites() -> [Transaction] {
        defer { writes = [] }
        return writes
    }
}
