/// One step of a view's identity path below its parent's.
internal enum IdentityComponent: Hashable, Sendable {
    /// The position in a view builder block.
    case index(Int)
    /// The branch of a conditional (0 for `if`, 1 for `else`; 0 for a present optional).
    case branch(Int)
    /// The content of a modifier.
    case content
    /// The element of a `ForEach` with this id.
    case element(SendableHashable)
    /// A later element of a `ForEach` whose id repeats an earlier one: its id and the
    /// number of earlier elements with the same id.
    case duplicate(SendableHashable, Int)
    /// An explicit `.id(_:)`.
    case explicit(SendableHashable)
    /// The wrapped type of an `AnyView`.
    case type(ObjectIdentifier)
    /// The decoration of a background or overlay.
    case decoration(Int)
    /// A modifier wrapping the element with the identity that is the parent.
    case modifier
}

/// A hashable and sendable value of any type: an id of `ForEach` or `.id(_:)`.
///
/// The value's hash is computed once: a dictionary compares the keys of every bucket it
/// probes, and comparing two existentials casts one to the other's type; different
/// hashes settle most comparisons without that cast.
internal struct SendableHashable: Hashable, Sendable {
    internal let value: any Hashable & Sendable
    /// The value's hash.
    private let hash: Int

    internal init(_ value: some Hashable & Sendable) {
        self.value = value
        self.hash = value.hashValue
    }

    internal static func == (lhs: SendableHashable, rhs: SendableHashable) -> Bool {
        guard lhs.hash == rhs.hash else { return false }
        func equals<T: Hashable & Sendable>(_ left: T) -> Bool {
            (rhs.value as? T) == left
        }
        return equals(lhs.value)
    }

    internal func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// An interned identity: a parent identity and a step below it.
internal struct IdentityKey: Hashable, Sendable {
    internal var parent: Int
    internal var component: IdentityComponent
}

/// Interns identity paths as small integers, so that the same structural position in
/// two states of a scene gets the same number.
///
/// Identity 0 is the scene's root.
internal struct IdentityTable: Sendable {
    private var table: [IdentityKey: Int] = [:]
    private(set) var parents: [Int] = [-1]

    /// The identity of `component` under `parent`, made on first use.
    internal mutating func identity(parent: Int, _ component: IdentityComponent) -> Int {
        let key = IdentityKey(parent: parent, component: component)
        if let existing = table[key] { return existing }
        let id = parents.count
        parents.append(parent)
        table[key] = id
        return id
    }

    /// The number of identities made.
    internal var count: Int { parents.count }
}
