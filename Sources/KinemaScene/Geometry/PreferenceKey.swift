/// A named value that views produce and their ancestors read, combined up the tree in
/// view order, as SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
///
/// Kinema's rule for combining: the value of a subtree starts at ``defaultValue`` and
/// is reduced with every value set inside it, in view order (the order of the views in
/// the source); a subtree where no view sets the key has ``defaultValue``.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view tree where no view sets the key.
    static var defaultValue: Value { get }
    /// Combines the accumulated value with the next value in view order.
    /// - Parameters:
    ///   - value: The value so far, to update.
    ///   - nextValue: The value of the next view that sets the key.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values set during a resolution, in view order: each scope (a
/// modifier that reads or rewrites a key) remembers where its content's values start.
nonisolated package struct PreferenceLog {
    /// The values set, in view order, with their key.
    internal private(set) var entries: [(key: ObjectIdentifier, value: Any)] = []

    /// Where the values set from now on start.
    package var mark: Int { entries.count }

    /// Sets `value` for `K` after the values set so far.
    internal mutating func append<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries.append((ObjectIdentifier(key), value))
    }

    /// The reduced value of `K` over the values set since `start`.
    /// - Complexity: O(*m*) for the *m* values set since `start`.
    package func value<K: PreferenceKey>(of key: K.Type, since start: Int) -> K.Value {
        var value = K.defaultValue
        let id = ObjectIdentifier(key)
        for entry in entries[start...] where entry.key == id {
            guard let next = entry.value as? K.Value else { continue }
            K.reduce(value: &value) { next }
        }
        return value
    }

    /// Replaces the values of `K` set since `start` by `value`, as one value.
    /// - Complexity: O(*m*) for the *m* values set since `start`.
    package mutating func replace<K: PreferenceKey>(
        _ key: K.Type, since start: Int, with value: K.Value
    ) {
        let id = ObjectIdentifier(key)
        var kept = Array(entries[start...])
        kept.removeAll { $0.key == id }
        entries.removeSubrange(start...)
        entries += kept
        entries.append((id, value))
    }
}
