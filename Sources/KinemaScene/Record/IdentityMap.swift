/// Values by identity, stored in an array indexed by the identity: identities are dense
/// (the timeline's identity table numbers them from 0), so a lookup is an index, not a
/// hash and a probe as in a dictionary (a tenth of a 10,000-view build went to those).
internal struct IdentityMap<Value: Sendable>: Sendable, Sequence {
    private var slots: [Value?] = []

    /// An empty map.
    internal init() {}

    /// Makes room for identities below `count`.
    internal mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
    }

    /// The value of `identity`, or `nil`; setting `nil` removes it.
    /// - Complexity: O(1), amortized when the map grows to hold `identity`.
    internal subscript(identity: ViewIdentity) -> Value? {
        get {
            let index = identity.rawValue
            return index >= 0 && index < slots.count ? slots[index] : nil
        }
        set {
            let index = identity.rawValue
            guard index >= 0 else { return }
            if index >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count))
            }
            slots[index] = newValue
        }
    }

    /// The identities with a value and their values, in increasing identity.
    internal func makeIterator() -> some IteratorProtocol<(ViewIdentity, Value)> {
        slots.lazy.enumerated()
            .compactMap { entry in
                entry.element.map { (ViewIdentity(rawValue: entry.offset), $0) }
            }
            .makeIterator()
    }
}
