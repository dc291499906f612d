import Foundation

/// A value kept in the app's storage under a key, as SwiftUI's `AppStorage`: read and
/// written like `@State`, and shared by every view that uses the key.
///
/// ```swift
/// @AppStorage("hasSeenIntro") private var hasSeenIntro = false
/// @AppStorage("theme") private var theme: Theme = .system   // a String raw value
/// ```
///
/// Kinema keeps the values in memory for the life of the process (see
/// ``AppStorageStore``): the default value until something writes the key, then what was
/// written, in every view and host of the process. A write updates the views that read the
/// key, animated with its transaction, as a `@State` write does.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    internal let key: String
    internal let defaultValue: Value
    internal let store: AppStorageStore
    internal let encode: (Value) -> (any Sendable)?
    internal let decode: (Any) -> Value?

    internal init(
        key: String, defaultValue: Value, store: UserDefaults?,
        encode: @escaping (Value) -> (any Sendable)?, decode: @escaping (Any) -> Value?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = AppStorageStore.store(for: store)
        self.encode = encode
        self.decode = decode
    }

    /// The stored value, or the default value when none is stored (or the stored value
    /// is of another type). The store is thread-safe.
    public var wrappedValue: Value {
        get { store.value(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), forKey: key) }
    }

    /// A binding to the stored value (`$value`), read and written on the main actor.
    public var projectedValue: Binding<Value> {
        let storage = MainActorCarried(self)
        return Binding(
            get: { storage.value.wrappedValue },
            set: { newValue, _ in storage.value.wrappedValue = newValue })
    }
}

extension AppStorage {
    /// Storage of a value stored as itself.
    fileprivate init(plain key: String, default value: Value, store: UserDefaults?)
    where Value: Sendable {
        self.init(
            key: key, defaultValue: value, store: store, encode: { $0 }, decode: { $0 as? Value })
    }

    /// Storage of an optional value stored as itself (`nil` removes the key).
    fileprivate init<Stored: Sendable>(
        optional: Stored.Type, _ key: String, store: UserDefaults?
    ) where Value == Stored? {
        self.init(
            key: key, defaultValue: nil, store: store, encode: { $0 },
            decode: { $0 as? Stored })
    }
}

extension AppStorage where Value == Bool {
    /// Stores a `Bool` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == Int {
    /// Stores an `Int` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == Double {
    /// Stores a `Double` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == String {
    /// Stores a `String` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == URL {
    /// Stores a `URL` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == Data {
    /// Stores `Data` under `key`.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage where Value == Date {
    /// Stores a `Date` under `key` (iOS 18's form).
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plain: key, default: wrappedValue, store: store)
    }
}

extension AppStorage {
    /// Stores a value whose raw value is an `Int` (an enum's case) under `key`, as that
    /// raw value; a stored number that is no case's reads as the default value.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue },
            decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }

    /// Stores a value whose raw value is a `String` (an enum's case) under `key`, as that
    /// raw value; a stored string that is no case's reads as the default value.
    /// - Parameters:
    ///   - wrappedValue: The value until one is stored.
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue },
            decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional `Bool` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: Bool.self, key, store: store)
    }

    /// Stores an optional `Int` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: Int.self, key, store: store)
    }

    /// Stores an optional `Double` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: Double.self, key, store: store)
    }

    /// Stores an optional `String` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: String.self, key, store: store)
    }

    /// Stores an optional `URL` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: URL.self, key, store: store)
    }

    /// Stores optional `Data` under `key`; `nil` until one is stored.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults that hold it (`UserDefaults.standard` when `nil`).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: Data.self, key, store: store)
    }
}
