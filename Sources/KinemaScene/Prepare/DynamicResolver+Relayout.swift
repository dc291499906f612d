import Foundation
import KinemaCore
import KinemaGraphics

/// Adds to each slot what its compiled counterpart's animation has not yet covered.
nonisolated private struct SlotCarrier: SlotVisitor {
    /// The compiled node's slots (bound to their tracks), in declaration order.
    let compiled: [any Sendable]
    let time: Double
    var position = 0

    mutating func visit<Value>(_ slot: inout Slot<Value>) {
        defer { position += 1 }
        guard position < compiled.count, let old = compiled[position] as? Slot<Value>,
            old.variant == slot.variant
        else { return }
        let remaining = old.value(at: time) - old.target
        if remaining != .zero { slot = Slot(slot.target + remaining, variant: slot.variant) }
    }
}

extension DynamicResolver {
    /// The content of a dynamic node laid out again for the frame (a `TimelineView`'s):
    /// resolved for the time, laid out in the space the compiled content takes at the
    /// time (its root centred in it), its leaves prepared (a canvas's renderer runs here,
    /// on the main actor), and the state animations of the compiled nodes it matches
    /// carried over; `nil` when the compiled content is current.
    ///
    /// The node drawn is the resolved node with the compiled child's identity, else the
    /// one at the compiled child's position (the content's structure may change).
    /// - Complexity: O(*n*) in the content's nodes, plus its layout pass.
    internal func resolveLaidOut(_ request: DynamicRequest) -> CompiledTree? {
        let (box, ref, compiled) = (request.box, request.ref, request.compiled)
        guard !box.content.isSettled(at: time),
            let compiledChild = compiled.tree.firstChild(of: compiled.tree[ref]),
            let space = request.space
        else { return nil }
        var context = ResolveContext(identities: record.identities, measurer: record.measurer)
        context.resolvesFrame = true
        context.environment = box.environment
        context.startDate = record.startDate
        context.time = time
        context.geometry.inputs = record.settledGeometry[stateIndex]
        let frame = box.content.frame(
            elapsed: time - compiled.nodes[ref.index].clockStart, time: time,
            base: box.base.grafting)
        let current = context.resolveNow { frame.current(id: box.id, context: &$0) }
        let childIdentity = compiled.tree[compiledChild].identity
        guard
            let root = current.first(where: { context[$0].identity == childIdentity })
                ?? (box.position < current.count ? current[box.position] : nil)
        else { return nil }
        var tree = context.builder.finish(root: root)

        // Layout: the content proposed the space its compiled root has at the time.
        var layout = SceneLayout(
            tree: tree, size: space.size, measurer: record.measurer,
            pixelLength: record.pixelLength)
        for index in layout.frames.indices where layout.layoutIndices[index] != nil {
            layout.frames[index] = layout.frames[index].offsetBy(dx: space.minX, dy: space.minY)
        }
        // Frames are final: no node reads the scene's live layout.
        layout.layoutIndices = [LayoutIndex?](repeating: nil, count: tree.nodes.count)

        let old = Self.byIdentity(compiled.tree, from: [compiledChild])
        var nodes = [CompiledNode](repeating: CompiledNode(), count: tree.nodes.count)
        let transitions = CompiledTree.transitions(of: tree)
        for ref in tree.preorder {
            let index = ref.index
            nodes[index].transition = transitions[index]
            let oldRef = old[tree[ref].identity]
            switch tree.nodes[index].kind {
            case .leaf(let leaf):
                var leaf = leaf
                if leaf.prepare(size: layout.frames[index].size) {
                    tree.nodes[index].kind = .leaf(leaf)
                }
            case .effect(let effect):
                if layout.targets[index] != nil,
                    let prepared = effect.prepared(
                        geometry: GeometryProxy(frame: layout.bounds(of: ref)), previous: nil)
                {
                    tree.nodes[index].kind = .effect(prepared)
                }
            default:
                break
            }
            guard let oldRef else { continue }
            var collector = SlotCollector()
            var oldKind = compiled.tree[oldRef].kind
            oldKind.visitSlots(&collector)
            var carrier = SlotCarrier(compiled: collector.slots, time: time)
            var kind = tree.nodes[index].kind
            kind.visitSlots(&carrier)
            if carrier.position == collector.slots.count { tree.nodes[index].kind = kind }
        }
        return CompiledTree(tree: tree, layout: layout, nodes: nodes)
    }
}

extension TimelineRecord {
    /// Records, as a jump at `time`, the values that the `TimelineView` contents of the
    /// latest state present at that time, so that the next state's changes animate from
    /// what is on screen (the content for the current entry) rather than from the content
    /// compiled for an earlier entry. On the main actor, where timeline content runs.
    ///
    /// Without it, an animated state change would also animate every time-driven value
    /// from its compiled entry's (a rotation by the time would spin back).
    /// - Complexity: O(*n*) in the state's nodes, plus the work of resolving each
    ///   timeline view whose entry changed since the state was compiled.
    @MainActor
    internal func recordPresentedTimelineValues(at time: Double, into tracks: inout TrackTable) {
        let stateIndex = states.count - 1
        let compiled = states[stateIndex].compiled
        guard compiled.plan.hasDynamicContent else { return }
        let renderer = Renderer(record: self, stateIndex: stateIndex, time: time)
        let resolver = DynamicResolver(record: self, stateIndex: stateIndex, time: time)
        var binder = SlotBinder(tracks: tracks, time: time)
        for index in compiled.tree.nodes.indices {
            let ref = NodeRef(index: index)
            guard compiled.tree.nodes[index].tag == .dynamic,
                case .dynamic(let box) = compiled.tree.nodes[index].kind,
                box.content.isLaidOutAgain,
                let fresh = resolver.resolveLaidOut(
                    renderer.request(box, at: ref, in: compiled, isGhost: false))
            else { continue }
            // Identities made only by this resolution are not the scene's: skipped.
            for node in fresh.tree.nodes where node.identity.rawValue < identities.count {
                var kind = node.kind
                binder.begin(identity: node.identity, animation: nil)
                kind.visitSlots(&binder)
            }
        }
        tracks = binder.tracks
    }
}
