import Foundation
import KinemaCore

/// A key for a value stored in an ``AnimationState``.
///
/// Define one per piece of state a custom animation keeps, usually the state struct itself:
///
/// ```swift
/// struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
///     var paused = false
///     static var defaultValue: Self { .init() }
/// }
/// ```
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value

    /// The value read for the key when none has been stored.
    static var defaultValue: Value { get }
}

/// A container that stores the state of a custom animation, keyed by ``AnimationStateKey`` types.
///
/// Kinema treats stored values as values: store value types, as SwiftUI's examples do. The
/// state is `Sendable` on that understanding, so that animators holding it can cross threads.
public struct AnimationState<Value: VectorArithmetic> {
    @usableFromInline
    internal var storage: [ObjectIdentifier: Any]

    /// Creates an empty state, in which every key reads its default value.
    ///
    /// SwiftUI keeps this initializer private; Kinema exposes it so that tests can build an
    /// ``AnimationContext`` with ``AnimationContext/withState(_:)``.
    public init() {
        storage = [:]
    }

    /// The value stored for `key`, or the key's default value if none is stored.
    ///
    /// - Complexity: O(1); reading from an empty state (the state of every built-in animation
    ///   that has not merged) costs no lookup.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        @inlinable
        get {
            guard !storage.isEmpty, let stored = storage[ObjectIdentifier(key)] else {
                return K.defaultValue
            }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

// Stored values are values by contract (see the type's documentation).
extension AnimationState: @unchecked Sendable {}
