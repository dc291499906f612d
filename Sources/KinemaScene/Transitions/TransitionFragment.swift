import KinemaAnimation

/// A view's content resolved in one phase of its transition, apart from the scene's tree:
/// its nodes by identity, so that the node of the same identity in the scene finds the
/// slots it animates from (insertion) or to (removal).
///
/// Immutable, so `Sendable`; a class so that the compiled states holding it share it.
nonisolated internal final class TransitionFragment: Sendable {
    private let nodes: ResolvedTreeBuilder
    private let byIdentity: [ViewIdentity: NodeRef]

    /// The fragment of the nodes `nodes` holds under `roots`.
    /// - Complexity: O(*n*) in the nodes under the roots.
    internal init(nodes: ResolvedTreeBuilder, roots: [NodeRef]) {
        var byIdentity: [ViewIdentity: NodeRef] = [:]
        var pending = roots
        while let next = pending.popLast() {
            byIdentity[nodes[next].identity] = next
            pending.append(contentsOf: nodes.children(of: nodes[next]))
        }
        self.nodes = nodes
        self.byIdentity = byIdentity
    }

    /// The slots of the node of `identity`, in declaration order, if the fragment has it.
    internal func slots(of identity: ViewIdentity) -> [any Sendable]? {
        guard let ref = byIdentity[identity] else { return nil }
        var collector = SlotCollector()
        var kind = nodes[ref].kind
        kind.visitSlots(&collector)
        return collector.slots
    }

    /// `compiled` with the slots of the subtree under `root` moving, from `time`, to the
    /// fragment's slots with `animation` (a removal towards `didDisappear`), the new
    /// tracks also recorded in `tracks`; `nil` when no slot moves.
    /// - Complexity: O(*n*) in the compiled tree's nodes (the tree is copied).
    internal func retargeting(
        _ root: NodeRef, in compiled: CompiledTree, at time: Double, animation: Animation?,
        tracks: inout TrackTable
    ) -> CompiledTree? {
        var tree = compiled.tree
        var retargeter = SlotRetargeter(tracks: tracks, time: time, animation: animation)
        var pending = [root]
        while let next = pending.popLast() {
            pending.append(contentsOf: tree.children(of: tree[next]))
            guard let ends = slots(of: tree[next].identity) else { continue }
            retargeter.begin(identity: tree[next].identity, ends: ends)
            tree.nodes[next.index].kind.visitSlots(&retargeter)
        }
        guard retargeter.changed else { return nil }
        tracks = retargeter.tracks
        return CompiledTree(tree: tree, layout: compiled.layout, nodes: compiled.nodes)
    }
}

/// Moves each slot of a node to the slot at the same position of the node's removal
/// fragment: its track changed to the fragment's target at the removal's time.
nonisolated private struct SlotRetargeter: SlotVisitor {
    var tracks: TrackTable
    let time: Double
    let animation: Animation?
    private var identity = ViewIdentity.root
    private var ends: [any Sendable] = []
    private var position = 0
    /// Whether a slot moved.
    private(set) var changed = false

    init(tracks: TrackTable, time: Double, animation: Animation?) {
        self.tracks = tracks
        self.time = time
        self.animation = animation
    }

    mutating func begin(identity: ViewIdentity, ends: [any Sendable]) {
        self.identity = identity
        self.ends = ends
        position = 0
    }

    mutating func visit<Value>(_ slot: inout Slot<Value>) {
        defer { position += 1 }
        guard position < ends.count, let end = ends[position] as? Slot<Value>,
            end.variant == slot.variant, end.target != slot.target
        else { return }
        let track = (slot.track ?? Track(initialValue: slot.target))
            .changed(to: end.target, at: time, animation: animation)
        slot.track = track
        tracks.set(
            track,
            for: SlotKey(
                identity: identity, role: .declared(position),
                type: ObjectIdentifier(Value.self), variant: slot.variant))
        changed = true
    }
}
