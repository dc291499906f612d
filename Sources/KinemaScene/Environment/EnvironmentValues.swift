/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
}

/// The values that flow down a view tree, as SwiftUI's `EnvironmentValues`: read them
/// with ``Environment``, set them with `environment(_:_:)`.
///
/// Kinema's defaults are those of an iPhone in light mode, left to right, at the large
/// Dynamic Type size, with a fixed locale (`en_US`), calendar and time zone (UTC), so
/// that a render is the same on every machine.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The default environment.
    public init() {}

    /// The value of a key: the one set, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? T?` would succeed as `nil`.
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value
            else { return Key.defaultValue }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of a type put in the environment with `environment(_:)` (an
    /// `@Observable` model), if any.
    package func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// The object put in the environment whose type has `identifier`, if any.
    package func object(withIdentifier identifier: ObjectIdentifier) -> AnyObject? {
        objects[identifier]
    }

    /// Puts an object in the environment, found by its type.
    package mutating func setObject<Object: AnyObject>(_ object: Object?) {
        objects[ObjectIdentifier(Object.self)] = object
    }

    /// The number of values and objects set.
    public var description: String {
        "EnvironmentValues(\(values.count) values, \(objects.count) objects)"
    }
}
