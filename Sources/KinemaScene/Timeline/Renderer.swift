import Foundation
import KinemaCore
import KinemaLayout

/// Draws one state of a timeline at one time into a display list.
internal struct Renderer {
    internal let storage: TimelineStorage
    internal let state: CompiledState
    internal let time: Double
    /// Relative frames from a layout rerun at `time` (when a layout's data animates),
    /// by layout index; `nil` to use the state's targets.
    internal let live: [CGRect]?
    /// Removed views still drawn, by the identity of their parent.
    internal let ghosts: [Int: [Ghost]]
    internal var list = DisplayListBuilder()

    internal init(storage: TimelineStorage, stateIndex: Int, time: Double) {
        self.storage = storage
        self.state = storage.states[stateIndex]
        self.time = time
        var live: [CGRect]?
        if state.layoutDataTracks.contains(where: { storage.tracks[$0].isAnimating(at: time) }) {
            live = Self.relayout(storage: storage, state: state, time: time)
        }
        self.live = live
        var latest: [Int: Ghost] = [:]
        for ghost in storage.ghosts where ghost.time <= time {
            latest[ghost.element.identity] = ghost
        }
        var ghosts: [Int: [Ghost]] = [:]
        for (identity, ghost) in latest.sorted(by: { $0.key < $1.key })
        where state.elements[identity] == nil && storage.tracks[ghost.track].isAnimating(at: time) {
            ghosts[ghost.parent, default: []].append(ghost)
        }
        self.ghosts = ghosts
    }

    /// The frames of a layout rerun with the layouts' data at `time`, by layout index.
    private static func relayout(storage: TimelineStorage, state: CompiledState, time: Double)
        -> [CGRect]
    {
        var counter = 0
        let reader = AttributeReader(tracks: storage.tracks, element: state.root, time: time)
        let tree = buildLayout(
            state.root, counter: &counter, reader: reader,
            context: LayoutBuildContext(measurer: storage.measurer), numbering: false)
        let frames = LayoutEngine(root: tree).layout(in: ProposedViewSize(storage.size)).frames
        let size = frames.first?.size ?? .zero
        let dx = (storage.size.width - size.width) / 2
        let dy = (storage.size.height - size.height) / 2
        return frames.map { $0.offsetBy(dx: dx, dy: dy) }
    }

    /// The reader of an element's attributes at the time.
    private func reader(_ element: Element) -> AttributeReader {
        AttributeReader(tracks: storage.tracks, element: element, time: time)
    }

    /// The frame of a layout element in the scene's layout space at the time: its
    /// target (or the live layout's frame) plus what its frame animation has not covered.
    private func frame(of element: Element, isGhost: Bool) -> CGRect {
        var frame = element.frame
        if !isGhost, let live, element.layoutIndex >= 0, element.layoutIndex < live.count {
            frame = live[element.layoutIndex]
        }
        if element.frameTrack >= 0 {
            let track = unsafeDowncast(
                storage.tracks[element.frameTrack], to: Track<CGRect.AnimatableData>.self)
            frame.animatableData += track.value(at: time) - element.frame.animatableData
        }
        return frame
    }

    /// The content of a dynamic element resolved for the time, with the frames and
    /// frame tracks of its compiled content; `nil` if its structure changed.
    private func resolveDynamic(_ element: Element, _ content: any DynamicContent) -> Element? {
        guard let compiled = element.children.first, let box = content as? DynamicBox else {
            return nil
        }
        var context = ResolveContext(identities: storage.identities, measurer: storage.measurer)
        context.environment = box.environment
        var fresh: [Element] = []
        let motion = box.resolve(
            elapsed: time - element.clockStart, id: box.id, context: &context, into: &fresh)
        guard let root = fresh.first(where: { $0.identity == compiled.identity }) else {
            return nil
        }
        var byIdentity: [Int: Element] = [:]
        var pending = [compiled]
        while let next = pending.popLast() {
            byIdentity[next.identity] = next
            pending += next.children
        }
        var from: [Int: Element] = [:]
        if let motion {
            pending = motion.from
            while let next = pending.popLast() {
                from[next.identity] = next
                pending += next.children
            }
        }
        pending = [root]
        while let next = pending.popLast() {
            if let old = byIdentity[next.identity] {
                next.frame = old.frame
                next.layoutIndex = old.layoutIndex
                next.frameTrack = old.frameTrack
                if case .effect(let effect) = next.kind, let target = old.layoutTarget,
                    let (prepared, attributes) = effect.prepared(
                        geometry: GeometryProxy(frame: target.frame), previous: nil)
                {
                    next.kind = .effect(prepared)
                    next.attributes = attributes
                }
            }
            if let motion, let start = from[next.identity],
                start.attributes.count == next.attributes.count
            {
                for k in next.attributes.indices {
                    next.attributes[k] = next.attributes[k].animated(
                        from: start.attributes[k], by: motion.animation, elapsed: motion.since)
                }
            }
            pending += next.children
        }
        prepareTree(root)
        return root
    }

    /// Draws the whole state.
    internal mutating func draw() -> [DisplayItem] {
        draw(state.root, state: RenderState(), ghost: nil)
        return list.items
    }

    /// Draws an element and its subtree; `ghost` is the removal being drawn, if any.
    private mutating func draw(_ element: Element, state: RenderState, ghost: Ghost?) {
        var state = state
        var groups = 0
        let isGhost = ghost != nil
        let target = element.isLayoutNode ? element : element.layoutTarget
        let bounds = target.map { frame(of: $0, isGhost: isGhost) } ?? .zero
        let transitionTrack =
            ghost.map { $0.element === element ? $0.track : -1 } ?? element.transitionTrack
        if transitionTrack >= 0 {
            let track = unsafeDowncast(storage.tracks[transitionTrack], to: Track<Double>.self)
            groups += element.transition.storage.apply(
                progress: track.value(at: time), insertion: !isGhost, bounds: bounds,
                state: &state, list: &list)
        }
        switch element.kind {
        case .leaf(let leaf):
            let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
                .concatenating(state.transform)
            leaf.draw(
                size: bounds.size, transform: transform, reader: reader(element), into: &list)
        case .effect(let effect):
            groups += effect.apply(
                bounds: bounds, reader: reader(element), state: &state, list: &list)
        case .dynamic(let content):
            if let fresh = resolveDynamic(element, content) {
                draw(fresh, state: state, ghost: ghost)
                list.close(groups)
                return
            }
        default:
            break
        }
        drawChildren(of: element, state: state, ghost: ghost)
        list.close(groups)
    }

    private mutating func drawChildren(of element: Element, state: RenderState, ghost: Ghost?) {
        var isPlain = ghost != nil || ghosts[element.identity] == nil
        if case .container(let container) = element.kind, container.drawsDecorationsFirst {
            isPlain = false
        }
        if isPlain {
            // The common case, without allocating an order.
            for child in element.children { draw(child, state: state, ghost: ghost) }
            return
        }
        var order: [(Element, Ghost?)] = element.children.map { ($0, ghost) }
        if ghost == nil, let removed = ghosts[element.identity] {
            for removal in removed {
                let after = removal.previousSibling.flatMap { sibling in
                    order.firstIndex { $0.0.identity == sibling }
                }
                order.insert((removal.element, removal), at: after.map { $0 + 1 } ?? 0)
            }
        }
        if case .container(let container) = element.kind, container.drawsDecorationsFirst,
            !order.isEmpty
        {
            order.append(order.removeFirst())
        }
        for (child, removal) in order {
            draw(child, state: state, ghost: removal)
        }
    }
}
