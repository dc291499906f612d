/// A stored property of a view whose value the host keeps up to date, as SwiftUI's
/// `DynamicProperty`: ``State``, ``Binding``, ``Environment``, or a type of your own made
/// of them.
///
/// Before each evaluation of a view's `body`, the host links the view's dynamic
/// properties to their storage (found by reflection over the view's stored properties,
/// as SwiftUI does) and then calls ``update()``.
public protocol DynamicProperty {
    /// Updates the property's own derived values before `body` runs.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update.
    public mutating func update() {}
}

/// A dynamic property that keeps its storage in the host (Kinema's own).
@MainActor
internal protocol HostLinkedProperty {
    /// Connects the property to the storage the host keeps for it and to the view's
    /// environment.
    /// - Parameters:
    ///   - graph: The host's storage.
    ///   - key: Where the property lives: the view's identity and the property's path.
    ///   - environment: The environment of the view.
    func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues)
}
