import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics

/// The record stage: binds a new state's slots to their tracks, recording each target
/// with the animation that applies to its node, and records removals.
///
/// The animation of a node is the change's, overridden by the innermost enclosing
/// `animation(_:value:)` whose value differs from the previous state's. A newly
/// inserted node (an identity absent from the previous state) starts from its targets
/// without animation, and the topmost inserted node animates its transition's progress
/// from 0 to 1 with its parent's animation.
nonisolated package struct Recorder {
    internal let time: Double
    internal let previous: CompiledState?
    /// Whether the change's transaction turns off the animations attached to views
    /// (`Transaction.disablesAnimations`).
    internal var disablesImplicitAnimations = false
    internal var binder: SlotBinder
    internal var progressTracks: [ViewIdentity: Track<Double>]
    /// The animation in effect at each node, by identity.
    internal private(set) var animations = IdentityMap<Animation?>()
    /// What preparing leaves found.
    internal private(set) var diagnostics: [SceneDiagnostic] = []

    /// One node waiting to be recorded, with what its ancestors pass down.
    private struct Pending {
        var ref: NodeRef
        var parent: ViewIdentity?
        var animation: Animation?
        /// The animation outside the innermost `animation(_:body:)` scope.
        var outer: Animation?
        /// Whether the frame must jump: an ancestor's layout data changed, and the
        /// layout itself animates the move.
        var jumpsFrame: Bool
        /// For an inserted matched geometry view's subtree: the map from each frame to
        /// the frame it starts from.
        var matchedStart: RectMapping?
        /// For an inserted view's subtree: where its transition's phased parts start.
        var transitionStart: TransitionStart?
    }

    /// How the slots of an inserted view's subtree start.
    private enum TransitionStart {
        /// From the slots of the transition's `willAppear` content, with the animation.
        case fragment(TransitionFragment, Animation?)
        /// From where its removal has brought them, with the animation (a view inserted
        /// again while it transitions out).
        case resumed(Animation?)
    }

    package init(
        time: Double, previous: CompiledState?, tracks: TrackTable,
        progressTracks: [ViewIdentity: Track<Double>]
    ) {
        self.time = time
        self.previous = previous
        self.binder = SlotBinder(tracks: tracks, time: time)
        self.progressTracks = progressTracks
    }

    /// Records `tree`, laid out as `layout`, as the state beginning at the recorder's
    /// time.
    /// - Complexity: O(*n*), with an explicit stack.
    ///
    /// The tree and the layout are consumed: the record writes their nodes in place (a
    /// copy would share every node's content box, and writing slots would copy each box).
    package mutating func record(
        _ tree: consuming ResolvedTree, layout: consuming SceneLayout, animation: Animation?,
        isFirst: Bool
    ) -> CompiledState {
        let matched = MatchedGeometry.resolve(tree, layout: &layout, diagnostics: &diagnostics)
        var nodes = [CompiledNode](repeating: CompiledNode(), count: tree.nodes.count)
        let transitions = CompiledTree.transitions(of: tree)
        var byIdentity = IdentityMap<NodeRef>()
        var parents = IdentityMap<ViewIdentity>()
        var previousSiblings = IdentityMap<ViewIdentity>()
        var layoutDataTracks: [any AnyTrack] = []
        // Every node has an identity, most a parent and a previous sibling, and about two
        // slots: reserved once rather than grown (rehashing was a tenth of a 10,000-view
        // build).
        byIdentity.reserveCapacity(tree.nodes.count)
        parents.reserveCapacity(tree.nodes.count)
        previousSiblings.reserveCapacity(tree.nodes.count)
        animations.reserveCapacity(tree.nodes.count)
        binder.tracks.reserve(
            identities: tree.nodes.count,
            tracks: max(binder.tracks.count, 2 * tree.nodes.count))
        // The previous state's tree and identities, read once: reading them through
        // `previous` at each node copied the tree (two array references retained and
        // released per node).
        let oldTree = previous?.compiled.tree
        let oldIdentities = previous?.byIdentity
        var pending = [
            Pending(
                ref: tree.root, parent: nil, animation: animation, outer: animation,
                jumpsFrame: false)
        ]
        while let next = pending.popLast() {
            let index = next.ref.index
            let id = tree.nodes[index].identity
            byIdentity[id] = next.ref
            if let parent = next.parent { parents[id] = parent }
            // The node of the same identity in the previous state, read in place when a
            // case needs it (a copy of every old node was a tenth of a 10,000-view build).
            let oldRef = oldIdentities?[id]
            let isInserted = oldRef == nil && !isFirst
            var animation = next.animation
            var outer = next.outer
            var matchedStart = next.matchedStart
            var transitionStart = next.transitionStart
            var compiled = CompiledNode(transition: transitions[index])
            // By the node's tag: the kind is read only for the cases that need its
            // content (a read copies the content; a leaf is prepared in place).
            switch tree.nodes[index].tag {
            case .animation:
                guard case .animation(let scope) = tree.nodes[index].kind else { break }
                if let value = scope.value {
                    if !disablesImplicitAnimations,
                        let oldRef, let oldTree,
                        case .animation(let oldScope) = oldTree[oldRef].kind,
                        let oldValue = oldScope.value,
                        !value.isEqual(to: oldValue)
                    {
                        animation = scope.animation
                    }
                } else if !disablesImplicitAnimations {
                    outer = animation
                    animation = scope.animation
                }
            case .animationReset:
                animation = outer
            case .dynamic:
                guard case .dynamic(let box) = tree.nodes[index].kind else { break }
                let start = box.content.startsOnAppearance ? max(time, 0) : -Double.infinity
                if let oldRef, let oldTree, case .dynamic(let oldBox) = oldTree[oldRef].kind {
                    compiled.clockStart =
                        box.restartsClock(replacing: oldBox)
                        ? time : previous!.compiled.nodes[oldRef.index].clockStart
                } else {
                    compiled.clockStart = start
                }
            case .leaf:
                let size = layout.frames[index].size
                if let found = tree.nodes[index].kind.prepareLeaf(size: size) {
                    diagnostics += found
                }
            case .effect:
                guard case .effect(let effect) = tree.nodes[index].kind else { break }
                if isInserted, let match = effect as? MatchedGeometryEffect,
                    let old = previous?.matched[match.key]
                {
                    // A hero move: the subtree starts from the replaced view's frame.
                    let map = RectMapping(
                        from: layout.bounds(of: next.ref), to: old.frame,
                        properties: match.properties, anchor: match.anchor)
                    matchedStart = map.isIdentity ? nil : map
                }
                // Visual effects become concrete for their geometry.
                if layout.targets[index] != nil,
                    let prepared = effect.prepared(
                        geometry: GeometryProxy(frame: layout.bounds(of: next.ref)),
                        previous: oldRef.flatMap {
                            if case .effect(let old) = oldTree?[$0].kind { old } else { nil }
                        })
                {
                    tree.nodes[index].kind = .effect(prepared)
                }
            case .container, .layoutAttribute, .transition:
                break
            }
            animations[id] = animation
            var own = isInserted ? nil : animation
            let insertsTop =
                isInserted && next.parent.map { oldIdentities?[$0] != nil } == true
            let insertion =
                insertsTop
                ? compiled.transition.storage.ownAnimation(insertion: true) ?? animation : animation
            if insertsTop, let fragments = compiled.transition.fragments {
                transitionStart =
                    progressTracks[id]?.isAnimating(at: time) == true
                    ? .resumed(insertion) : .fragment(fragments.insertion, insertion)
            }

            binder.begin(identity: id, animation: own)
            switch transitionStart {
            case .fragment(let fragment, let animation)?:
                binder.starts = fragment.slots(of: id)
                binder.startAnimation = animation
            case .resumed(let animation)?:
                own = animation
                binder.animation = animation
            case nil:
                break
            }
            tree.nodes[index].kind.bindSlots(&binder)
            var changedLayoutData = false
            if tree.nodes[index].tag == .container,
                case .container(let container) = tree.nodes[index].kind,
                let track = container.layoutDataTrack
            {
                layoutDataTracks.append(track)
                changedLayoutData = binder.changed
            }
            if tree.nodes[index].isLayoutNode {
                let frame = Slot(layout.frames[index].animatableData)
                var bound = frame
                if isInserted, let matchedStart {
                    bound.track = binder.startTrack(
                        for: frame, role: .frame,
                        from: matchedStart.apply(
                            layout.frames[index], keepingSize: tree.nodes[index].isText
                        ).animatableData,
                        animation: animation)
                } else {
                    bound.track = binder.track(
                        for: frame, role: .frame, animation: .some(next.jumpsFrame ? nil : own))
                }
                compiled.frame = bound
            }
            if insertsTop {
                recordInsertion(id, animation: insertion)
            }
            compiled.progress = progressTracks[id]
            nodes[index] = compiled

            let children = tree.children(of: tree[next.ref])
            var sibling: ViewIdentity?
            for child in children {
                let childID = tree[child].identity
                if let sibling { previousSiblings[childID] = sibling }
                sibling = childID
            }
            for child in children.reversed() {
                pending.append(
                    Pending(
                        ref: child, parent: id, animation: animation, outer: outer,
                        jumpsFrame: next.jumpsFrame || changedLayoutData,
                        matchedStart: matchedStart, transitionStart: transitionStart))
            }
        }
        var state = CompiledState(
            time: time, compiled: CompiledTree(tree: tree, layout: layout, nodes: nodes),
            byIdentity: byIdentity, parents: parents, previousSiblings: previousSiblings,
            layoutDataTracks: layoutDataTracks)
        state.matched = matched ?? [:]
        return state
    }

    /// Animates the transition progress of an inserted node towards 1.
    private mutating func recordInsertion(_ id: ViewIdentity, animation: Animation?) {
        let track = progressTracks[id] ?? Track(initialValue: 0)
        progressTracks[id] = track.changed(to: 1, at: time, animation: animation)
    }

    /// The removals from `previous` (state number `previousIndex`) to `current`: views
    /// whose parent is still there animate their progress to 0 with the parent's
    /// animation and are drawn as ghosts meanwhile. Sorted by identity.
    internal mutating func removals(
        from previous: CompiledState, index previousIndex: Int, to current: CompiledState
    ) -> [Ghost] {
        var removed: [(ViewIdentity, NodeRef)] = []
        for (identity, ref) in previous.byIdentity where current.byIdentity[identity] == nil {
            guard let parent = previous.parents[identity], current.byIdentity[parent] != nil
            else { continue }
            removed.append((identity, ref))
        }
        removed.sort { $0.0 < $1.0 }
        var ghosts: [Ghost] = []
        for (identity, ref) in removed {
            let parent = previous.parents[identity]!
            let transition = previous.compiled.nodes[ref.index].transition
            let animation =
                transition.storage.ownAnimation(insertion: false) ?? (animations[parent] ?? nil)
            let track = (progressTracks[identity] ?? Track(initialValue: 1))
                .changed(to: 0, at: time, animation: animation)
            progressTracks[identity] = track
            var ghost = Ghost(
                state: previousIndex, node: ref, identity: identity, parent: parent,
                previousSibling: previous.previousSiblings[identity], progress: track,
                time: time)
            ghost.matched = matchedMove(of: identity, from: previous, to: current)
            ghost.compiled = transition.fragments?.removal.retargeting(
                ref, in: previous.compiled, at: time, animation: animation,
                tracks: &binder.tracks)
            ghosts.append(ghost)
        }
        return ghosts
    }

    /// The move of a removed subtree's matched geometry source to the frame of the source
    /// of the same key in `current`, if there is one.
    private func matchedMove(
        of removed: ViewIdentity, from previous: CompiledState, to current: CompiledState
    ) -> MatchedMove? {
        for (key, source) in previous.matched
        where MatchedGeometry.isInside(source.identity, removed, in: previous) {
            guard let replacement = current.matched[key],
                let ref = previous.byIdentity[source.identity],
                case .effect(let any) = previous.compiled.tree[ref].kind,
                let effect = any as? MatchedGeometryEffect
            else { continue }
            return MatchedMove(
                from: source.frame, to: replacement.frame, properties: effect.properties,
                anchor: effect.anchor)
        }
        return nil
    }
}
