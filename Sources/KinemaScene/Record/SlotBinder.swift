import KinemaAnimation

/// Binds the slots of one node to their tracks, recording each slot's target as a
/// change at the state's time.
package struct SlotBinder: SlotVisitor {
    /// The tracks of every slot so far, by key.
    internal var tracks: TrackTable
    internal var identity = ViewIdentity.root
    internal let time: Double
    /// The animation of the node's changes (`nil` to jump).
    internal var animation: Animation?
    /// Whether a slot of the node changed its target.
    internal private(set) var changed = false
    private var position = 0
    /// The slots the node's slots start from, in declaration order (an insertion's
    /// transition fragment), moving to their targets with ``startAnimation``.
    internal var starts: [any Sendable]?
    /// The animation from ``starts``.
    internal var startAnimation: Animation?

    internal init(tracks: TrackTable, time: Double) {
        self.tracks = tracks
        self.time = time
    }

    /// Starts on a node.
    internal mutating func begin(identity: ViewIdentity, animation: Animation?) {
        self.identity = identity
        self.animation = animation
        changed = false
        position = 0
        starts = nil
    }

    package mutating func visit<Value>(_ slot: inout Slot<Value>) {
        if let starts, position < starts.count, let start = starts[position] as? Slot<Value>,
            start.variant == slot.variant, start.target != slot.target
        {
            slot.track = startTrack(
                for: slot, role: .declared(position), from: start.target,
                animation: startAnimation)
        } else {
            slot.track = track(for: slot, role: .declared(position))
        }
        position += 1
    }

    /// The track of `slot` in `role`: the existing one changed to the slot's target,
    /// or a new one at the target.
    internal mutating func track<Value>(
        for slot: Slot<Value>, role: SlotKey.Role, animation: Animation?? = nil
    ) -> Track<Value> {
        let key = SlotKey(
            identity: identity, role: role, type: ObjectIdentifier(Value.self),
            variant: slot.variant)
        let track: Track<Value>
        if let existing = tracks[key] as? Track<Value> {
            track = existing.changed(
                to: slot.target, at: time, animation: animation ?? self.animation)
            if case .declared = role, existing.animator.target != slot.target { changed = true }
        } else {
            track = Track(initialValue: slot.target)
        }
        tracks.set(track, for: key)
        return track
    }

    /// A new track for `slot` in `role` that starts at `start` and moves to the slot's
    /// target with `animation` (a matched geometry view's frame coming from the frame of
    /// the view it replaces).
    internal mutating func startTrack<Value>(
        for slot: Slot<Value>, role: SlotKey.Role, from start: Value, animation: Animation?
    ) -> Track<Value> {
        let key = SlotKey(
            identity: identity, role: role, type: ObjectIdentifier(Value.self),
            variant: slot.variant)
        let track = Track(initialValue: start).changed(
            to: slot.target, at: time, animation: animation)
        tracks.set(track, for: key)
        return track
    }
}
