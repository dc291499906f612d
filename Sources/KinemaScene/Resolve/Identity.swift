/// One step of a view's identity path below its parent's.
package enum IdentityComponent: Hashable, Sendable {
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
package struct SendableHashable: Hashable, Sendable {
    internal let value: any Hashable & Sendable
    /// The value's hash, computed once.
    internal let storedHash: Int

    package init(_ value: some Hashable & Sendable) {
        self.value = value
        self.storedHash = value.hashValue
    }

    package static func == (lhs: SendableHashable, rhs: SendableHashable) -> Bool {
        guard lhs.storedHash == rhs.storedHash else { return false }
        func equals<T: Hashable & Sendable>(_ left: T) -> Bool {
            (rhs.value as? T) == left
        }
        return equals(lhs.value)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }
}

/// An interned identity: a parent identity and a step below it.
internal struct IdentityKey: Hashable, Sendable {
    internal var parent: ViewIdentity
    internal var component: IdentityComponent

    /// A well-mixed hash, cheaper than `Hasher`'s (identities are the scene's own
    /// structure, not input an attacker picks).
    internal var quickHash: Int {
        var x = UInt(bitPattern: parent.rawValue) &* 0x9E37_79B9_7F4A_7C15
        x ^= UInt(bitPattern: component.quickHash)
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: x ^ (x >> 31))
    }
}

extension IdentityComponent {
    /// A hash of the component for ``IdentityKey/quickHash``: its case and payload.
    fileprivate var quickHash: Int {
        func mix(_ tag: Int, _ value: Int) -> Int { tag &+ value &* 0x100_0000_01B3 }
        switch self {
        case .index(let i): return mix(1, i)
        case .branch(let i): return mix(2, i)
        case .content: return 3
        case .element(let id): return mix(4, id.storedHash)
        case .duplicate(let id, let n): return mix(5, id.storedHash &+ n)
        case .explicit(let id): return mix(6, id.storedHash)
        case .type(let type): return mix(7, Int(bitPattern: UInt(bitPattern: type)))
        case .decoration(let i): return mix(8, i)
        case .modifier: return 9
        }
    }
}

/// Interns identity paths as small integers, so that the same structural position in
/// two states of a scene gets the same number.
///
/// Identity 0 is the scene's root. An open-addressed table of identities by key hash:
/// a `Dictionary` keyed by `IdentityKey` hashed every lookup with `Hasher` and grew by
/// rehashing every key, a twentieth of a 10,000-view build.
package struct IdentityTable: Sendable {
    /// Per identity, its key and the key's hash (identity 0, the root, has no key).
    private var keys: [IdentityKey?] = [nil]
    private var hashes: [Int] = [0]
    private(set) var parents: [ViewIdentity] = [.none]
    /// The table: identity + 1 at a key's slot, 0 for an empty slot; its count is a
    /// power of two, at most three quarters full.
    private var slots = [Int](repeating: 0, count: 64)

    /// The identity of `component` under `parent`, made on first use.
    internal mutating func identity(parent: ViewIdentity, _ component: IdentityComponent)
        -> ViewIdentity
    {
        let key = IdentityKey(parent: parent, component: component)
        let hash = key.quickHash
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            if hashes[id] == hash && keys[id] == key { return ViewIdentity(rawValue: id) }
            slot = (slot + 1) & mask
        }
        let id = parents.count
        parents.append(parent)
        keys.append(key)
        hashes.append(hash)
        slots[slot] = id + 1
        if parents.count * 4 > slots.count * 3 { grow() }
        return ViewIdentity(rawValue: id)
    }

    /// Doubles the table, placing each identity again by its stored hash.
    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 1..<parents.count {
            var slot = hashes[id] & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = id + 1
        }
    }

    /// The number of identities made.
    internal var count: Int { parents.count }

    /// The last step of `identity`'s path (`nil` for the root or an unknown identity).
    internal func component(of identity: ViewIdentity) -> IdentityComponent? {
        keys.indices.contains(identity.rawValue) ? keys[identity.rawValue]?.component : nil
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(parents: [ViewIdentity] = [.none]) {
        self.parents = parents
    }
}
