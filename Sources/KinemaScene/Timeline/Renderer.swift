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

    /// The relative frames of a layout rerun with the layouts' data at `time`.
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
        let offset = CGPoint(
            x: (storage.size.width - size.width) / 2, y: (storage.size.height - size.height) / 2)
        var relative = [CGRect](repeating: .zero, count: frames.count)
        func walk(_ element: Element, parentOrigin: CGPoint) {
            var origin = parentOrigin
            if element.isLayoutNode, element.layoutIndex < frames.count {
                let global = frames[element.layoutIndex].offsetBy(dx: offset.x, dy: offset.y)
                relative[element.layoutIndex] = global.offsetBy(
                    dx: -parentOrigin.x, dy: -parentOrigin.y)
                origin = global.origin
            }
            for child in element.children { walk(child, parentOrigin: origin) }
        }
        walk(state.root, parentOrigin: .zero)
        return relative
    }

    /// The reader of an element's attributes at the time.
    private func reader(_ element: Element) -> AttributeReader {
        AttributeReader(tracks: storage.tracks, element: element, time: time)
    }

    /// The frame of a layout element in the scene's layout space.
    private func frame(of element: Element, origin: CGPoint, isGhost: Bool) -> CGRect {
        var relative = element.relativeFrame
        if !isGhost, let live, element.layoutIndex >= 0, element.layoutIndex < live.count {
            relative = live[element.layoutIndex]
        }
        if element.frameTrack >= 0 {
            let track = unsafeDowncast(
                storage.tracks[element.frameTrack], to: Track<CGRect.AnimatableData>.self)
            let value = track.animator.value(at: time)
            let target = element.relativeFrame.animatableData
            relative.animatableData += value - target
        }
        return relative.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Draws the whole state.
    internal mutating func draw() -> [DisplayItem] {
        draw(state.root, origin: .zero, state: RenderState(), isGhost: false)
        return list.items
    }

    private mutating func draw(
        _ element: Element, origin: CGPoint, state: RenderState, isGhost: Bool
    ) {
        var state = state
        var groups = 0
        let target = element.isLayoutNode ? element : element.layoutTarget
        let bounds = target.map { frame(of: $0, origin: origin, isGhost: isGhost) } ?? .zero
        if element.transitionTrack >= 0 {
            let track = unsafeDowncast(
                storage.tracks[element.transitionTrack], to: Track<Double>.self)
            groups += element.transition.storage.apply(
                progress: track.animator.value(at: time), insertion: !isGhost, bounds: bounds,
                state: &state, list: &list)
        }
        var childOrigin = origin
        switch element.kind {
        case .leaf(let leaf):
            let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
                .concatenating(state.transform)
            leaf.draw(
                size: bounds.size, transform: transform, reader: reader(element), into: &list)
        case .container:
            childOrigin = bounds.origin
        case .effect(let effect):
            groups += effect.apply(
                bounds: bounds, reader: reader(element), state: &state, list: &list)
        default:
            break
        }
        drawChildren(of: element, origin: childOrigin, state: state, isGhost: isGhost)
        list.close(groups)
    }

    private mutating func drawChildren(
        of element: Element, origin: CGPoint, state: RenderState, isGhost: Bool
    ) {
        var order: [(Element, Bool)] = element.children.map { ($0, isGhost) }
        if let removed = ghosts[element.identity], !isGhost {
            for ghost in removed {
                let after = ghost.previousSibling.flatMap { sibling in
                    order.firstIndex { $0.0.identity == sibling }
                }
                order.insert((ghost.element, true), at: after.map { $0 + 1 } ?? 0)
            }
        }
        if case .container(let container) = element.kind, container.drawsDecorationsFirst,
            !order.isEmpty
        {
            order.append(order.removeFirst())
        }
        for (child, ghost) in order {
            draw(child, origin: origin, state: state, isGhost: ghost)
        }
    }
}
