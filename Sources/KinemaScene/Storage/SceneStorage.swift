import Foundation

/// A value a scene keeps under a key, as SwiftUI's `SceneStorage`: read and written like
/// `@State`, and shared by the views of one host that use the key.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// Kinema keeps the value in memory in the host (a scene's state is not restored on
/// Linux): the default value at first, then what was written, while a view using the key
/// is on screen. Outside a host it keeps the default value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    internal let key: String
    internal let location: StateLocation<Value>

    internal init(key: String, defaultValue: Value) {
        self.key = key
        location = StateLocation(defaultValue)
    }

    /// The value, readable and writable from any thread.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value (`$value`), readable and writable from any thread.
    public var projectedValue: Binding<Value> { Binding(location: location) }
}

extension SceneStorage: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        // One location per key for the whole host, whatever view holds it.
        let shared = StateKey(identity: .root, path: "SceneStorage." + self.key)
        location.forward(to: graph.location(for: shared, adopting: location))
    }
}

extension SceneStorage where Value == Bool {
    /// Keeps a `Bool` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == Int {
    /// Keeps an `Int` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == Double {
    /// Keeps a `Double` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == String {
    /// Keeps a `String` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == URL {
    /// Keeps a `URL` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value == Data {
    /// Keeps `Data` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// Keeps a value whose raw value is an `Int` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// Keeps a value whose raw value is a `String` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is written.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}
