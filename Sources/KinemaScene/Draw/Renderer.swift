import Foundation
import KinemaCore
import KinemaGraphics

/// The draw stage: one state of a timeline at one time -> display items.
///
/// A pure function of the record, the time and the frame's prepared content: the walk
/// keeps its own stack of nodes to visit (no recursion, so any depth draws on any thread)
/// and allocates nothing per view beyond what the items themselves hold.
///
/// Dynamic content that changes with time (an animatable modifier's body, an animator's
/// content, a `TimelineView`'s) is main-actor code. The frame's preparation pass runs
/// this same walk on the main actor without drawing (``prepare(resolving:)``), resolving
/// each dynamic node it meets for the time; the drawing walk, on any thread, finds those
/// trees in ``content`` by the node's ``DynamicSite`` and resolves nothing.
internal struct Renderer {
    internal let record: TimelineRecord
    internal let stateIndex: Int
    internal let time: Double
    /// Frames from a layout rerun at `time` (when a layout's data animates), by layout
    /// index; `nil` to use the state's targets.
    internal let live: [CGRect]?
    /// Removed views still drawn, by the identity of their parent.
    internal let ghosts: [ViewIdentity: [Ghost]]
    /// Trees of dynamic content resolved again for the time, in the order the walk met
    /// them, and the site of each.
    internal var fresh: [CompiledTree] = []
    private var freshSites: [DynamicSite] = []
    /// The frame's dynamic content resolved for the time, by site: the preparation pass's
    /// result, the drawing walk's input.
    internal private(set) var content: [DynamicSite: CompiledTree]
    /// Resolves dynamic content for the time: set only for the preparation pass, which
    /// runs on the main actor and draws nothing.
    private var resolveContent: ((DynamicRequest) -> CompiledTree?)?
    internal var list = DisplayListBuilder()

    /// Which tree a node to draw belongs to.
    internal enum TreeID {
        /// A compiled state of the timeline (the current one, or a ghost's).
        case state(Int)
        /// A tree of ``fresh``.
        case fresh(Int)
        /// The tree a removal of ``ghostList`` draws, its slots moving to its transition's
        /// end (see `Ghost.compiled`).
        case removal(Int)
    }

    /// One step of the walk.
    private enum Step {
        /// Draws a node (and schedules its children) with the transform so far; `ghost`
        /// is the removal being drawn, if any.
        case node(TreeID, NodeRef, RenderState, ghost: Int?)
        /// Closes groups opened by a node once its subtree is drawn.
        case close(Int)
    }

    /// The removals drawn, in ``ghosts`` order of discovery.
    private var ghostList: [Ghost] = []

    internal init(
        record: TimelineRecord, stateIndex: Int, time: Double,
        content: [DynamicSite: CompiledTree] = [:]
    ) {
        self.record = record
        self.stateIndex = stateIndex
        self.time = time
        self.content = content
        let state = record.states[stateIndex]
        if state.layoutDataTracks.contains(where: { $0.isAnimating(at: time) }) {
            let compiled = state.compiled
            live = compiled.layout.placements(
                of: compiled.tree, size: record.size, measurer: record.measurer, time: time)
        } else {
            live = nil
        }
        ghosts = Self.ghosts(of: record, stateIndex: stateIndex, at: time)
    }

    /// The removed views still drawn over state `stateIndex` of `record` at `time`, by the
    /// identity of their parent.
    private static func ghosts(
        of record: TimelineRecord, stateIndex: Int, at time: Double
    ) -> [ViewIdentity: [Ghost]] {
        guard !record.ghosts.isEmpty else { return [:] }
        let state = record.states[stateIndex]
        var latest: [ViewIdentity: Ghost] = [:]
        for ghost in record.ghosts where ghost.time <= time {
            latest[ghost.identity] = ghost
        }
        var ghosts: [ViewIdentity: [Ghost]] = [:]
        for (identity, ghost) in latest.sorted(by: { $0.key < $1.key })
        where state.byIdentity[identity] == nil && ghost.progress.isAnimating(at: time) {
            ghosts[ghost.parent, default: []].append(ghost)
        }
        return ghosts
    }

    /// The compiled tree of `id`.
    @inline(__always)
    internal func compiled(_ id: TreeID) -> CompiledTree {
        switch id {
        case .state(let index): return record.states[index].compiled
        case .fresh(let index): return fresh[index]
        case .removal(let index):
            return ghostList[index].compiled ?? record.states[ghostList[index].state].compiled
        }
    }

    /// Whether the frame at `time` over state `stateIndex` of `record` shows dynamic
    /// content that may need resolving for its time: without any, preparing the frame has
    /// nothing to do. Lays nothing out.
    internal static func showsDynamicContent(
        record: TimelineRecord, stateIndex: Int, time: Double
    ) -> Bool {
        if record.states[stateIndex].compiled.plan.hasDynamicContent { return true }
        return ghosts(of: record, stateIndex: stateIndex, at: time).values.contains { removals in
            removals.contains { ghost in
                (ghost.compiled ?? record.states[ghost.state].compiled).plan.hasDynamicContent
            }
        }
    }

    /// Walks the frame as ``draw()`` does, drawing nothing, and resolves each dynamic node
    /// it meets with `resolve` into ``content``: the frame's preparation pass.
    internal mutating func prepare(resolving resolve: @escaping (DynamicRequest) -> CompiledTree?) {
        resolveContent = resolve
        walk()
        resolveContent = nil
    }

    /// Draws the whole state.
    internal mutating func draw() -> [DisplayItem] {
        // About one item per node: reserved once rather than grown.
        list.items.reserveCapacity(record.states[stateIndex].compiled.tree.nodes.count)
        walk()
        return list.items
    }

    /// Visits the frame's nodes in drawing order, drawing them unless preparing.
    private mutating func walk() {
        var steps: [Step] = []
        steps.reserveCapacity(256)
        steps += [
            .node(
                .state(stateIndex), record.states[stateIndex].compiled.tree.root, RenderState(),
                ghost: nil)
        ]
        while let step = steps.popLast() {
            switch step {
            case .close(let count):
                list.close(count)
            case .node(let treeID, let ref, let state, let ghost):
                draw(treeID, ref, state: state, ghost: ghost, steps: &steps)
            }
        }
    }

    /// The request to resolve dynamic node `ref` of `compiled` for the time.
    internal func request(
        _ box: DynamicBox, at ref: NodeRef, in compiled: CompiledTree, isGhost: Bool
    ) -> DynamicRequest {
        let target = compiled.tree.firstChild(of: compiled.tree[ref]).flatMap {
            compiled.layout.targets[$0.index]
        }
        return DynamicRequest(
            box: box, ref: ref, compiled: compiled,
            space: target.map { frame(of: $0, in: compiled, isGhost: isGhost) })
    }

    /// The site of node `ref` of tree `treeID`, drawn for removal `ghost` if any.
    private func site(of ref: NodeRef, in treeID: TreeID, ghost: Int?) -> DynamicSite {
        if case .fresh(let index) = treeID {
            var site = freshSites[index]
            site.path.append(ref.index)
            return site
        }
        return DynamicSite(removal: ghost.map { ghostList[$0].identity }, path: [ref.index])
    }

    /// The tree dynamic node `ref` draws in its compiled content's place for the time, if
    /// any: resolved now when preparing, else the one prepared for its site.
    private mutating func dynamicTree(
        at ref: NodeRef, of treeID: TreeID, _ compiled: CompiledTree, ghost: Int?
    ) -> (CompiledTree, DynamicSite)? {
        let site = self.site(of: ref, in: treeID, ghost: ghost)
        if let resolveContent {
            guard case .dynamic(let box) = compiled.tree.nodes[ref.index].kind,
                let tree = resolveContent(
                    request(box, at: ref, in: compiled, isGhost: ghost != nil))
            else { return nil }
            content[site] = tree
            return (tree, site)
        }
        return content[site].map { ($0, site) }
    }

    /// The frame of layout node `ref` in the scene's layout space at the time: its
    /// target (or the live layout's frame) plus what its frame animation has not covered.
    internal func frame(of ref: NodeRef, in compiled: CompiledTree, isGhost: Bool) -> CGRect {
        var frame = compiled.layout.frames[ref.index]
        if !isGhost, let live, let index = compiled.layout.layoutIndices[ref.index],
            index.rawValue < live.count
        {
            frame = live[index]
        }
        if let slot = compiled.nodes[ref.index].frame {
            frame.animatableData += slot.value(at: time) - slot.target
        }
        return frame
    }

    /// Draws one node and schedules its subtree.
    private mutating func draw(
        _ treeID: TreeID, _ ref: NodeRef, state: RenderState, ghost: Int?, steps: inout [Step]
    ) {
        var state = state
        var groups = 0
        let compiled = self.compiled(treeID)
        let bounds =
            compiled.layout.targets[ref.index].map {
                frame(of: $0, in: compiled, isGhost: ghost != nil)
            } ?? .zero
        let progress: Track<Double>?
        if let ghost {
            let removal = ghostList[ghost]
            progress = removal.node == ref && isTree(treeID, of: ghost) ? removal.progress : nil
        } else {
            progress = compiled.nodes[ref.index].progress
        }
        let draws = resolveContent == nil
        if draws, let progress {
            if let ghost, let move = ghostList[ghost].matched {
                // A leaving matched geometry view moves to the frame that replaced it.
                state.transform = move.mapping(progress: progress.value(at: time)).transform
                    .concatenating(state.transform)
            }
            groups += compiled.nodes[ref.index].transition.storage.apply(
                progress: progress.value(at: time), insertion: ghost == nil, bounds: bounds,
                state: &state, list: &list)
        }
        // Read through the plan: a switch over the node's kind copies the whole node.
        switch compiled.plan.entries[ref.index] {
        case .leaf where !draws, .effect where !draws:
            break
        case .leaf(let index):
            let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
                .concatenating(state.transform)
            compiled.plan.leaves[index].draw(
                size: bounds.size, transform: transform, time: time, into: &list)
        case .effect(let index):
            groups += compiled.plan.effects[index].apply(
                bounds: bounds, time: time, state: &state, list: &list)
        case .dynamic:
            if let (tree, site) = dynamicTree(at: ref, of: treeID, compiled, ghost: ghost) {
                fresh.append(tree)
                freshSites.append(site)
                if groups > 0 { steps.append(.close(groups)) }
                steps.append(.node(.fresh(fresh.count - 1), tree.tree.root, state, ghost: ghost))
                return
            }
        case .container, .passThrough:
            break
        }
        if groups > 0 { steps.append(.close(groups)) }
        scheduleChildren(of: ref, treeID, compiled, state: state, ghost: ghost, steps: &steps)
    }

    /// Whether `id` is the tree that removal `ghost` draws.
    private func isTree(_ id: TreeID, of ghost: Int) -> Bool {
        switch id {
        case .state(let own): own == ghostList[ghost].state
        case .removal(let own): own == ghost
        case .fresh: false
        }
    }

    /// Schedules the children of `node` in drawing order: removed children next to the
    /// sibling they followed, a background's decorations before its content.
    private mutating func scheduleChildren(
        of ref: NodeRef, _ treeID: TreeID, _ compiled: CompiledTree, state: RenderState,
        ghost: Int?, steps: inout [Step]
    ) {
        let range = compiled.tree.nodes[ref.index].children
        var decorationsFirst = false
        if !range.isEmpty, case .container(let first) = compiled.plan.entries[ref.index] {
            decorationsFirst = first
        }
        let removed =
            ghost == nil && !ghosts.isEmpty
            ? ghosts[compiled.tree.nodes[ref.index].identity] : nil
        let zIndices = compiled.zIndices
        let reorders =
            zIndices.map { z in compiled.tree.childList[range].contains { z[$0.index] != 0 } }
            ?? false
        if removed == nil && !decorationsFirst && !reorders {
            // The common case, without allocating an order or a slice.
            var i = range.upperBound
            while i > range.lowerBound {
                i -= 1
                steps.append(.node(treeID, compiled.tree.childList[i], state, ghost: ghost))
            }
            return
        }
        let children = compiled.tree.childList[range]
        var order: [(step: Step, identity: ViewIdentity)] = children.map {
            (.node(treeID, $0, state, ghost: ghost), compiled.tree[$0].identity)
        }
        for removal in removed ?? [] {
            ghostList.append(removal)
            let after = removal.previousSibling.flatMap { sibling in
                order.firstIndex { $0.identity == sibling }
            }
            let tree: TreeID =
                removal.compiled == nil ? .state(removal.state) : .removal(ghostList.count - 1)
            let step = Step.node(tree, removal.node, state, ghost: ghostList.count - 1)
            order.insert((step, removal.identity), at: after.map { $0 + 1 } ?? 0)
        }
        if decorationsFirst, !order.isEmpty {
            order.append(order.removeFirst())
        }
        if reorders || removed?.isEmpty == false {
            order = zOrdered(order)
        }
        steps.append(contentsOf: order.reversed().map(\.step))
    }

    /// `order` sorted by the children's `zIndex`, stably: equal indices keep their order.
    /// A ghost's index is the one it had in its own state.
    private func zOrdered(_ order: [(step: Step, identity: ViewIdentity)]) -> [(
        step: Step, identity: ViewIdentity
    )] {
        func zIndex(_ step: Step) -> Double {
            guard case .node(let id, let node, _, _) = step else { return 0 }
            return compiled(id).zIndices?[node.index] ?? 0
        }
        let keyed = order.enumerated().map { (z: zIndex($0.element.step), at: $0.offset) }
        guard keyed.contains(where: { $0.z != 0 }) else { return order }
        return keyed.sorted { ($0.z, $0.at) < ($1.z, $1.at) }.map { order[$0.at] }
    }
}
