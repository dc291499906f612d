import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics

/// Collects the slots of a node, in declaration order.
nonisolated internal struct SlotCollector: SlotVisitor {
    var slots: [any Sendable] = []

    mutating func visit<Value>(_ slot: inout Slot<Value>) { slots.append(slot) }
}

/// Gives each slot whose value the dynamic content left as compiled the compiled slot,
/// with its track: the content's own animations (a shape's data animating inside an
/// animatable modifier's body) go on while the dynamic content redraws around them.
nonisolated private struct SlotTrackAdopter: SlotVisitor {
    let compiled: [any Sendable]
    var position = 0

    mutating func visit<Value>(_ slot: inout Slot<Value>) {
        if let old = compiled[position] as? Slot<Value>, old.track != nil,
            old.variant == slot.variant, old.target == slot.target
        {
            slot = old
        }
        position += 1
    }
}

/// Moves each slot from the collected start values by an animation.
nonisolated private struct SlotInterpolator: SlotVisitor {
    let starts: [any Sendable]
    let animation: Animation?
    let elapsed: Double
    var position = 0

    mutating func visit<Value>(_ slot: inout Slot<Value>) {
        if let start = starts[position] as? Slot<Value> {
            slot = slot.animated(from: start, by: animation, elapsed: elapsed)
        }
        position += 1
    }
}

/// The main-actor stage that resolves a frame's dynamic content again for its time:
/// the body of an animatable modifier for its interpolated data, the content of keyframe
/// and phase animators for their values, a `TimelineView`'s content for its entry.
///
/// Those are main-actor code in SwiftUI (bodies and view content), so they run here, in
/// the pass that prepares a frame before it is drawn, and never on a drawing thread; the
/// trees this makes are `Sendable` and drawn anywhere.
@MainActor
internal struct DynamicResolver {
    /// The timeline being drawn.
    internal let record: TimelineRecord
    /// The state shown at the time.
    internal let stateIndex: Int
    /// The frame's time.
    internal let time: Double

    /// The content of the dynamic node of `request` resolved for the time, or `nil` when
    /// its compiled content is drawn as it is.
    internal func tree(for request: DynamicRequest) -> CompiledTree? {
        if request.box.content.isLaidOutAgain {
            return resolveLaidOut(request)
        }
        return resolveDynamic(request)
    }

    /// The content of a dynamic node resolved again for the time, with the frames and
    /// frame slots of its compiled content; `nil` if its structure changed.
    private func resolveDynamic(_ request: DynamicRequest) -> CompiledTree? {
        let (box, ref, compiled) = (request.box, request.ref, request.compiled)
        guard !box.content.isSettled(at: time),
            let compiledChild = compiled.tree.firstChild(of: compiled.tree[ref])
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
        let from = frame.motion.map { motion in
            context.resolveNow { motion.from(id: box.id, context: &$0) }
        }
        let childIdentity = compiled.tree[compiledChild].identity
        guard let root = current.first(where: { context[$0].identity == childIdentity }) else {
            return nil
        }
        var tree = context.builder.finish(root: root)
        let old = Self.byIdentity(compiled.tree, from: [compiledChild])
        let starts = from.map { Self.byIdentity(tree, from: $0) } ?? [:]
        var layout = SceneLayout(structureOf: tree)
        // Live frames are the compiled state's: only matched nodes have a layout index.
        layout.layoutIndices = [LayoutIndex?](repeating: nil, count: tree.nodes.count)
        var nodes = [CompiledNode](repeating: CompiledNode(), count: tree.nodes.count)
        let transitions = CompiledTree.transitions(of: tree)
        for ref in tree.preorder {
            let index = ref.index
            nodes[index].transition = transitions[index]
            if let oldRef = old[tree[ref].identity] {
                layout.frames[index] = compiled.layout.frames[oldRef.index]
                layout.layoutIndices[index] = compiled.layout.layoutIndices[oldRef.index]
                nodes[index].frame = compiled.nodes[oldRef.index].frame
                if case .effect(let effect) = tree[ref].kind,
                    compiled.layout.targets[oldRef.index] != nil,
                    let prepared = effect.prepared(
                        geometry: GeometryProxy(frame: compiled.layout.bounds(of: oldRef)),
                        previous: nil)
                {
                    tree.nodes[index].kind = .effect(prepared)
                } else if frame.motion == nil {
                    var collector = SlotCollector()
                    var compiledKind = compiled.tree[oldRef].kind
                    compiledKind.visitSlots(&collector)
                    var counter = SlotCollector()
                    var kind = tree[ref].kind
                    kind.visitSlots(&counter)
                    if counter.slots.count == collector.slots.count, !collector.slots.isEmpty {
                        var adopter = SlotTrackAdopter(compiled: collector.slots)
                        kind.visitSlots(&adopter)
                        tree.nodes[index].kind = kind
                    }
                }
            }
            if let motion = frame.motion, let start = starts[tree[ref].identity] {
                var collector = SlotCollector()
                var startKind = tree[start].kind
                startKind.visitSlots(&collector)
                var counter = SlotCollector()
                var kind = tree[ref].kind
                kind.visitSlots(&counter)
                if counter.slots.count == collector.slots.count {
                    var interpolator = SlotInterpolator(
                        starts: collector.slots, animation: motion.animation,
                        elapsed: motion.since)
                    kind.visitSlots(&interpolator)
                    tree.nodes[index].kind = kind
                }
            }
        }
        return CompiledTree(tree: tree, layout: layout, nodes: nodes)
    }

    /// The nodes under `roots` by identity.
    internal static func byIdentity(_ tree: ResolvedTree, from roots: [NodeRef]) -> [ViewIdentity:
        NodeRef]
    {
        var result: [ViewIdentity: NodeRef] = [:]
        var pending = roots
        while let next = pending.popLast() {
            result[tree[next].identity] = next
            pending.append(contentsOf: tree.children(of: tree[next]))
        }
        return result
    }
}
