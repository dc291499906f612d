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
package struct SceneLayout: Sendable {
    /// Per node: the layout node that gives its bounds (itself for a layout node).
    internal let targets: [NodeRef?]
    /// Per node: its position in the engine's preorder, for layout nodes.
    internal var layoutIndices: [LayoutIndex?]
    /// Per node: its frame in the scene's layout space, for layout nodes (zero for the
    /// others: they read their target's).
    package var frames: [CGRect]
    /// The height of the tree (0 for a single node).
    internal let height: Int
    /// The number of layout nodes.
    internal let layoutCount: Int
    /// Whether the tree has an `ignoresSafeArea` node and a safe area for it to reach
    /// into (a host's root, `safeAreaPadding` or `safeAreaInset`): then a layout takes a
    /// second pass (see ``SafeAreaResolution``).
    internal let reachesIntoSafeArea: Bool
    /// The length of a pixel of the display, in points: frames are snapped to multiples of
    /// it (see ``PixelGrid``); 0 (the default) for no snapping.
    internal var pixelLength: CGFloat = 0

    /// The structure of `tree`, with every frame zero.
    /// - Complexity: O(*n*), without recursion.
    internal init(structureOf tree: ResolvedTree) {
        var targets = [NodeRef?](repeating: nil, count: tree.nodes.count)
        var heights = [Int](repeating: 0, count: tree.nodes.count)
        var (ignores, hasSafeArea) = (false, false)
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
                if case .container(let container) = tree[ref].kind,
                    let safeArea = container as? SafeAreaContainer
                {
                    if case .ignoring = safeArea.role { ignores = true } else { hasSafeArea = true }
                }
            } else if let child = tree.firstChild(of: tree[ref]) {
                targets[index] = targets[child.index]
            }
        }
        var layoutIndices = [LayoutIndex?](repeating: nil, count: tree.nodes.count)
        var count = 0
        for ref in tree.preorder where tree[ref].isLayoutNode {
            layoutIndices[ref.index] = LayoutIndex(rawValue: count)
            count += 1
        }
        self.targets = targets
        self.layoutIndices = layoutIndices
        self.frames = [CGRect](repeating: .zero, count: tree.nodes.count)
        self.height = heights.isEmpty ? 0 : heights[tree.root.index]
        self.layoutCount = count
        self.reachesIntoSafeArea = ignores && hasSafeArea
    }

    /// The layout of `tree` at its targets, its content centred in `size`.
    package init(
        tree: ResolvedTree, size: CGSize, measurer: any TextMeasurer, pixelLength: CGFloat = 0
    ) {
        self.init(structureOf: tree)
        self.pixelLength = pixelLength
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
    ///
    /// A tree that reaches into a safe area is laid out again with each ignoring node's
    /// reach (see ``SafeAreaResolution``), until the reaches settle (nested ignoring
    /// nodes take a pass each) or ``maximumSafeAreaPasses`` passes.
    internal func placements(
        of tree: ResolvedTree, size: CGSize, measurer: any TextMeasurer, time: Double?
    ) -> [CGRect] {
        var reaches: [Int: EdgeInsets] = [:]
        var placed = Self.pass(tree, size: size, measurer: measurer, time: time, reaches: reaches)
        if reachesIntoSafeArea {
            for _ in 1..<Self.maximumSafeAreaPasses {
                let next = SafeAreaResolution(
                    tree: tree, targets: targets, layoutIndices: layoutIndices, placed: placed
                ).reaches()
                if next == reaches { break }
                reaches = next
                placed = Self.pass(
                    tree, size: size, measurer: measurer, time: time, reaches: reaches)
            }
        }
        snapToPixels(&placed, of: tree)
        return placed
    }

    /// Snaps the frames of a pass to the pixel grid (``PixelGrid``); text keeps its
    /// measured size and moves as a whole, so that its lines break where they were
    /// measured.
    private func snapToPixels(_ placed: inout [CGRect], of tree: ResolvedTree) {
        guard let grid = PixelGrid(pixelLength: pixelLength) else { return }
        for (index, layoutIndex) in layoutIndices.enumerated() {
            guard let layoutIndex, layoutIndex.rawValue < placed.count else { continue }
            placed[layoutIndex] = grid.snap(
                placed[layoutIndex], keepingSize: tree.nodes[index].isText)
        }
    }

    /// The most layout passes a tree that reaches into a safe area takes.
    internal static let maximumSafeAreaPasses = 4

    /// One layout pass: the frames of the layout nodes by layout index, the root centred
    /// in `size`, each ignoring node reaching as far as `reaches` says.
    private static func pass(
        _ tree: ResolvedTree, size: CGSize, measurer: any TextMeasurer, time: Double?,
        reaches: [Int: EdgeInsets]
    ) -> [CGRect] {
        let root = standIn(of: tree, measurer: measurer, time: time, reaches: reaches)
        let frames = LayoutEngine(root: root).layout(in: ProposedViewSize(size)).frames
        let rootSize = frames.first?.size ?? .zero
        let dx = (size.width - rootSize.width) / 2
        let dy = (size.height - rootSize.height) / 2
        return frames.map { $0.offsetBy(dx: dx, dy: dy) }
    }

    /// The size `tree` takes when proposed `proposal`; for `.unspecified` (the default), its
    /// ideal size, as SwiftUI's `sizeThatFits` preview layout shows it.
    internal static func fittingSize(
        of tree: ResolvedTree, proposal: ProposedViewSize = .unspecified,
        measurer: any TextMeasurer
    ) -> CGSize {
        let root = standIn(of: tree, measurer: measurer, time: nil, reaches: [:])
        return LayoutEngine(root: root).layout(in: proposal).size
    }

    /// The stand-in of the whole tree, built bottom-up in one pass.
    private static func standIn(
        of tree: ResolvedTree, measurer: any TextMeasurer, time: Double?,
        reaches: [Int: EdgeInsets]
    ) -> LayoutSubview {
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
                if !reaches.isEmpty, let reach = reaches[index],
                    let safeArea = container as? SafeAreaContainer
                {
                    subviews[index] = safeArea.layoutSubview(children: children, reach: reach)
                } else {
                    subviews[index] = container.layoutSubview(children: children, time: time)
                }
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
