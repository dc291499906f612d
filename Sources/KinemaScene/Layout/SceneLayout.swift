import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The layout stage: where the layout engine puts each node of a resolved tree.
///
/// The layout tree is the resolved tree's leaves and containers; the other nodes
/// (effects, markers) take the bounds of the layout node below them (their target).
/// Stand-ins are built bottom-up in one forward pass over the post-ordered nodes, so
/// nothing here recurses; the engine handles its own recursion on deep trees.
internal struct SceneLayout: Sendable {
    /// Per node: the layout node that gives its bounds (itself for a layout node).
    internal let targets: [NodeRef?]
    /// Per node: its position in the engine's preorder, for layout nodes.
    internal var layoutIndices: [Int?]
    /// Per node: its frame in the scene's layout space, for layout nodes (zero for the
    /// others: they read their target's).
    internal var frames: [CGRect]
    /// The height of the tree (0 for a single node).
    internal let height: Int
    /// The number of layout nodes.
    internal let layoutCount: Int

    /// The structure of `tree`, with every frame zero.
    /// - Complexity: O(*n*), without recursion.
    internal init(structureOf tree: ResolvedTree) {
        var targets = [NodeRef?](repeating: nil, count: tree.nodes.count)
        var heights = [Int](repeating: 0, count: tree.nodes.count)
        // Children come before their parent: one forward pass is bottom-up.
        for index in tree.nodes.indices {
            let ref = NodeRef(index: index)  // the node is read in place, not copied
            var height = 0
            for child in tree.children(of: tree[ref]) {
                height = max(height, heights[child.index] + 1)
            }
            heights[index] = height
            if tree[ref].isLayoutNode {
                targets[index] = NodeRef(index: index)
            } else if let child = tree.firstChild(of: tree[ref]) {
                targets[index] = targets[child.index]
            }
        }
        var layoutIndices = [Int?](repeating: nil, count: tree.nodes.count)
        var count = 0
        for ref in tree.preorder where tree[ref].isLayoutNode {
            layoutIndices[ref.index] = count
            count += 1
        }
        self.targets = targets
        self.layoutIndices = layoutIndices
        self.frames = [CGRect](repeating: .zero, count: tree.nodes.count)
        self.height = heights.isEmpty ? 0 : heights[tree.root.index]
        self.layoutCount = count
    }

    /// The layout of `tree` at its targets, its content centred in `size`.
    internal init(tree: ResolvedTree, size: CGSize, measurer: any TextMeasurer) {
        self.init(structureOf: tree)
        let placed = placements(of: tree, size: size, measurer: measurer, time: nil)
        for (index, layoutIndex) in layoutIndices.enumerated() {
            if let layoutIndex { frames[index] = placed[layoutIndex] }
        }
    }

    /// The bounds of a node: its target's frame (zero without a target).
    @inline(__always)
    internal func bounds(of ref: NodeRef) -> CGRect {
        targets[ref.index].map { frames[$0.index] } ?? .zero
    }

    /// The frames of the layout nodes of `tree` by layout index, in the scene's space
    /// (the root centred in `size`), with the layouts' animatable data at `time`.
    ///
    /// Builds the stand-ins, runs the engine and drops both on the calling thread. Deep
    /// trees need nothing more here: the engine runs a pass deeper than the caller's stack
    /// holds on its own large-stack threads, and stand-ins and engine state are released
    /// level by level.
    internal func placements(
        of tree: ResolvedTree, size: CGSize, measurer: any TextMeasurer, time: Double?
    ) -> [CGRect] {
        let root = Self.standIn(of: tree, measurer: measurer, time: time)
        let frames = LayoutEngine(root: root).layout(in: ProposedViewSize(size)).frames
        let rootSize = frames.first?.size ?? .zero
        let dx = (size.width - rootSize.width) / 2
        let dy = (size.height - rootSize.height) / 2
        return frames.map { $0.offsetBy(dx: dx, dy: dy) }
    }

    /// The size `tree` takes when proposed nothing (`ProposedViewSize.unspecified`): its
    /// ideal size, as SwiftUI's `sizeThatFits` preview layout shows it.
    internal static func fittingSize(of tree: ResolvedTree, measurer: any TextMeasurer)
        -> CGSize
    {
        let root = standIn(of: tree, measurer: measurer, time: nil)
        return LayoutEngine(root: root).layout(in: .unspecified).size
    }

    /// The stand-in of the whole tree, built bottom-up in one pass.
    private static func standIn(of tree: ResolvedTree, measurer: any TextMeasurer, time: Double?)
        -> LayoutSubview
    {
        var subviews = [LayoutSubview?](repeating: nil, count: tree.nodes.count)
        for index in tree.nodes.indices {
            let ref = NodeRef(index: index)  // the node is read in place, not copied
            let first = tree.firstChild(of: tree[ref]).flatMap { subviews[$0.index] }
            switch tree[ref].kind {
            case .leaf(let leaf):
                subviews[index] = leaf.layoutSubview(measurer: measurer)
            case .container(let container):
                let children = tree.children(of: tree[ref]).map {
                    subviews[$0.index] ?? .fixed(.zero)
                }
                subviews[index] = container.layoutSubview(children: children, time: time)
            case .layoutAttribute(let attribute):
                subviews[index] = first.map(attribute.apply) ?? .fixed(.zero)
            default:
                subviews[index] = first ?? .fixed(.zero)
            }
            // A child's stand-in is needed only by its parent, built right after.
            for child in tree.children(of: tree[ref]) { subviews[child.index] = nil }
        }
        return subviews[tree.root.index] ?? .fixed(.zero)
    }
}
