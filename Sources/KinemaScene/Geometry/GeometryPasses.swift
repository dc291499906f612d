import Foundation
import KinemaCore
import KinemaGraphics

extension GeometryResolution {
    /// The geometry the layout gives the readers and `ViewThatFits` containers this pass
    /// resolved, or `nil` when each was resolved with exactly that geometry (nothing to
    /// resolve again).
    /// - Complexity: O(*n*) for *n* nodes when the tree has readers (one walk for the
    ///   drawing transforms), else O(*f*) for its *f* `ViewThatFits` containers.
    internal func laidOut(tree: ResolvedTree, layout: SceneLayout) -> GeometryInputs? {
        var inputs = GeometryInputs()
        var settled = true
        for fit in fits {
            let offset = layout.bounds(of: fit.probe).minX - layout.bounds(of: fit.container).minX
            let chosen = offset.isFinite ? max(Int(offset.rounded()), 0) : 0
            inputs.chosen[fit.identity] = chosen
            if chosen != fit.chosen { settled = false }
        }
        for frame in relativeFrames {
            let size: CGSize
            if let token = frame.container, let node = containers[token].node {
                size = containers[token].size(laidOut: layout.bounds(of: node).size)
            } else {
                size = layout.bounds(of: tree.root).size
            }
            inputs.containerSizes[frame.identity] = size
            if size != frame.size { settled = false }
        }
        if !readers.isEmpty {
            let transforms = Self.transforms(of: tree, layout: layout)
            func space(_ node: NodeRef) -> GeometrySpace {
                GeometrySpace(frame: layout.bounds(of: node), transform: transforms[node.index])
            }
            var anchorSpaces: [AnchorID: GeometrySpace] = [:]
            for anchor in anchors { anchorSpaces[anchor.id] = space(anchor.node) }
            for reader in readers {
                guard let node = reader.node else { continue }
                let named = reader.spaces.compactMap { token in
                    spaces[token].node.map {
                        NamedGeometrySpace(name: spaces[token].name, space: space($0))
                    }
                }
                let proxy = GeometryProxy(
                    space: space(node), namedSpaces: named, anchors: anchorSpaces)
                inputs.readers[reader.identity] = proxy
                if proxy != reader.proxy || !reader.hasContent { settled = false }
            }
        }
        return settled ? nil : inputs
    }

    /// Per node: the transform from the layout space to the canvas that its drawing
    /// gets, its own effect included (effects at their targets).
    /// - Complexity: O(*n*), without recursion.
    private static func transforms(of tree: ResolvedTree, layout: SceneLayout)
        -> [CGAffineTransform]
    {
        var parents = [Int](repeating: -1, count: tree.nodes.count)
        for index in tree.nodes.indices {
            let ref = NodeRef(index: index)  // the node is read in place, not copied
            for child in tree.children(of: tree[ref]) { parents[child.index] = index }
        }
        var transforms = [CGAffineTransform](repeating: .identity, count: tree.nodes.count)
        var scratch = DisplayListBuilder()
        for ref in tree.preorder {
            var state = RenderState()
            let parent = parents[ref.index]
            if parent >= 0 { state.transform = transforms[parent] }
            if case .effect(let effect) = tree[ref].kind {
                _ = effect.apply(
                    bounds: layout.bounds(of: ref), time: nil, state: &state, list: &scratch)
                scratch.items.removeAll(keepingCapacity: true)
            }
            transforms[ref.index] = state.transform
        }
        return transforms
    }
}
