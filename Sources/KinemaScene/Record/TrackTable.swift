/// The latest track of every slot, found by its ``SlotKey`` without hashing.
///
/// Identities are dense (the timeline's identity table numbers them from 0), so the
/// table keeps, per identity, the head of a short list of its slots' entries (a node has
/// a few slots), all entries in one flat array. A dictionary keyed by `SlotKey` spent a
/// sixth of a 10,000-view build hashing and probing.
package struct TrackTable: Sendable {
    /// One slot's track, linked to the next entry of the same identity.
    private struct Entry: Sendable {
        var role: SlotKey.Role
        var type: ObjectIdentifier
        var variant: Int
        var track: any AnyTrack
        /// The index of the identity's next entry, or -1.
        var next: Int
    }

    private var entries: [Entry] = []
    /// Per identity, the index of its first entry, or -1.
    private var heads: [Int] = []

    /// The number of tracks.
    internal var count: Int { entries.count }

    /// Makes room for `identities` identities and `tracks` tracks in all.
    internal mutating func reserve(identities: Int, tracks: Int) {
        heads.reserveCapacity(identities)
        entries.reserveCapacity(tracks)
    }

    /// The track of `key`, if one was recorded.
    internal subscript(key: SlotKey) -> (any AnyTrack)? {
        guard let index = index(of: key) else { return nil }
        return entries[index].track
    }

    /// Records `track` as the latest of `key`.
    internal mutating func set(_ track: any AnyTrack, for key: SlotKey) {
        if let index = index(of: key) {
            entries[index].track = track
            return
        }
        let head = key.identity.rawValue
        precondition(head >= 0, "slot identities are never negative, but one is \(head)")
        if head >= heads.count {
            heads.append(contentsOf: repeatElement(-1, count: head + 1 - heads.count))
        }
        entries.append(
            Entry(
                role: key.role, type: key.type, variant: key.variant, track: track,
                next: heads[head]))
        heads[head] = entries.count - 1
    }

    /// The tracks of this table that are not those of `old` for the same key (the slots a
    /// state's recording changed or added), with their keys.
    /// - Complexity: O(tracks of both tables).
    internal func changedTracks(since old: TrackTable) -> [(SlotKey, any AnyTrack)] {
        var changed: [(SlotKey, any AnyTrack)] = []
        for identity in heads.indices {
            var index = heads[identity]
            while index >= 0 {
                let entry = entries[index]
                let key = SlotKey(
                    identity: ViewIdentity(rawValue: identity), role: entry.role, type: entry.type,
                    variant: entry.variant)
                if let previous = old[key], previous === entry.track {
                    // Unchanged: the same immutable track.
                } else {
                    changed.append((key, entry.track))
                }
                index = entry.next
            }
        }
        return changed
    }

    private func index(of key: SlotKey) -> Int? {
        let head = key.identity.rawValue
        guard head >= 0, head < heads.count else { return nil }
        var index = heads[head]
        // The entries are read in place: a copy would retain its track.
        while index >= 0 {
            if entries[index].role == key.role && entries[index].type == key.type
                && entries[index].variant == key.variant
            {
                return index
            }
            index = entries[index].next
        }
        return nil
    }

    /// The memberwise initializer, for the modules over the engine.
    package init() {
    }
}
