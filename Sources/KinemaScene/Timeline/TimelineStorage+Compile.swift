import Foundation
import KinemaAnimation
import KinemaLayout

extension TimelineStorage {
    /// Resolves, lays out and records a new state beginning at `time`, reached with
    /// `animation`.
    internal func compile(
        time: Double, animation: Animation?,
        resolve: (Int, inout ResolveContext, inout [Element]) -> Void
    ) {
        var context = ResolveContext(identities: identities, measurer: measurer)
        var content: [Element] = []
        resolve(context.identity(parent: 0, .content), &context, &content)
        identities = context.identities
        for diagnostic in context.diagnostics where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
        let root = LayoutContainer(ZStackLayout()).element(id: 0, children: content)
        prepareTree(root)
        let layoutCount = layOut(root)
        var recorder = Recorder(
            storage: self, time: time, previous: states.last, isFirst: states.isEmpty)
        recorder.record(root, parent: nil, animation: animation, outer: animation)
        let current = recorder.elements
        if let previous = states.last {
            recordRemovals(previous: previous, current: current, recorder: recorder)
        }
        states.append(
            CompiledState(
                time: time, root: root, elements: current, parents: recorder.parents,
                previousSiblings: recorder.previousSiblings,
                layoutDataTracks: recorder.layoutDataTracks, layoutCount: layoutCount))
    }

    /// Lays out the tree at its targets: fills `relativeFrame` and `layoutIndex` and
    /// makes visual effects concrete; returns the number of layout nodes.
    private func layOut(_ root: Element) -> Int {
        var counter = 0
        let reader = AttributeReader(tracks: tracks, element: root, time: nil)
        let tree = buildLayout(
            root, counter: &counter, reader: reader,
            context: LayoutBuildContext(measurer: measurer), numbering: true)
        let engine = LayoutEngine(root: tree)
        let frames = engine.layout(in: ProposedViewSize(size)).frames
        let rootSize = frames.first?.size ?? .zero
        let origin = CGPoint(
            x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        assignFrames(root, frames: frames, offset: origin)
        return counter
    }

    /// Writes the frames of layout nodes from the engine's preorder frames, and makes
    /// visual effects concrete for their geometry.
    private func assignFrames(_ element: Element, frames: [CGRect], offset: CGPoint) {
        if element.isLayoutNode {
            element.frame = frames[element.layoutIndex].offsetBy(dx: offset.x, dy: offset.y)
        } else if case .effect(let effect) = element.kind, let target = element.layoutTarget {
            let global = frames[target.layoutIndex].offsetBy(dx: offset.x, dy: offset.y)
            if let (prepared, attributes) = effect.prepared(
                geometry: GeometryProxy(frame: global),
                previous: states.last?.elements[element.identity])
            {
                element.kind = .effect(prepared)
                element.attributes = attributes
            }
        }
        for child in element.children {
            assignFrames(child, frames: frames, offset: offset)
        }
    }

    /// Records removed views: their removal transitions and ghosts.
    private func recordRemovals(
        previous: CompiledState, current: [Int: Element], recorder: Recorder
    ) {
        var removed: [(Int, Element)] = []
        for (identity, element) in previous.elements where current[identity] == nil {
            guard let parent = previous.parents[identity], current[parent] != nil else { continue }
            removed.append((identity, element))
        }
        removed.sort { $0.0 < $1.0 }
        for (identity, element) in removed {
            let parent = previous.parents[identity]!
            let animation = recorder.animations[parent] ?? nil
            let progress = Attribute(0.0)
            let index: Int
            if let existing = progressTracks[identity] {
                index = existing
            } else {
                index = tracks.count
                tracks.append(Attribute(1.0).makeTrack())
                progressTracks[identity] = index
            }
            progress.record(into: tracks[index], at: recorder.time, animation: animation)
            ghosts.append(
                Ghost(
                    element: element, parent: parent,
                    previousSibling: previous.previousSiblings[identity], track: index,
                    time: recorder.time))
        }
    }
}

/// Builds the layout stand-in tree of an element tree; `reader` gives animated layout
/// data when sampling a time. With `numbering` (only while compiling: elements are
/// shared once compiled), writes each layout node's preorder index.
internal func buildLayout(
    _ element: Element, counter: inout Int, reader: AttributeReader, context: LayoutBuildContext,
    numbering: Bool
) -> LayoutSubview {
    switch element.kind {
    case .leaf(let leaf):
        if numbering { element.layoutIndex = counter }
        counter += 1
        return leaf.layoutSubview(context: context)
    case .container(let container):
        if numbering { element.layoutIndex = counter }
        counter += 1
        var children: [LayoutSubview] = []
        children.reserveCapacity(element.children.count)
        for child in element.children {
            children.append(
                buildLayout(
                    child, counter: &counter, reader: reader, context: context,
                    numbering: numbering))
        }
        return container.layoutSubview(children: children, reader: reader.reading(element))
    case .layoutAttribute(let attribute):
        guard let child = element.children.first else { return .fixed(.zero) }
        return attribute.apply(
            buildLayout(
                child, counter: &counter, reader: reader, context: context, numbering: numbering))
    default:
        guard let child = element.children.first else { return .fixed(.zero) }
        return buildLayout(
            child, counter: &counter, reader: reader, context: context, numbering: numbering)
    }
}

/// Sets each element's layout target, transition and height.
internal func prepareTree(_ element: Element) {
    var height = 0
    for child in element.children {
        prepareTree(child)
        height = max(height, child.height + 1)
    }
    element.height = height
    if !element.isLayoutNode, let child = element.children.first {
        element.layoutTarget = child.isLayoutNode ? child : child.layoutTarget
        if case .transition(let t) = child.kind {
            element.transition = t
        } else {
            element.transition = child.transition
        }
    }
    if case .transition(let t) = element.kind { element.transition = t }
}
