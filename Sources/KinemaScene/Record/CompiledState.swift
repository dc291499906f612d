import Foundation
import KinemaCore

/// What recording adds to a resolved node: its frame's slot, its transition and the
/// progress track that drives it, and the clock of dynamic content.
internal struct CompiledNode: Sendable {
    /// The slot of a layout node's frame in the scene's layout space.
    internal var frame: Slot<CGRect.AnimatableData>?
    /// The transition of the node when it is inserted or removed.
    internal var transition: NodeTransition = .opacity
    /// The track of the node's insertion (or earlier removal) progress, if it has one.
    internal var progress: Track<Double>?
    /// For dynamic content: the time its clock started (insertion or trigger change).
    internal var clockStart = 0.0
}

/// A tree ready to draw: resolved nodes with bound slots, their layout, and what
/// recording added to each.
///
/// A class (immutable, so `Sendable`) so that the drawing walk holds one reference to
/// it, not a copy of each of its arrays.
internal final class CompiledTree: Sendable {
    /// The nodes, their slots bound to tracks.
    internal let tree: ResolvedTree
    /// Layout targets and frames at the state's targets.
    internal let layout: SceneLayout
    /// Per node: frame slot, transition, progress, clock.
    internal let nodes: [CompiledNode]
    /// Per node, its `zIndex` among its siblings; `nil` when no node has one.
    internal let zIndices: [Double]?
    /// What each node draws, read without copying the nodes.
    internal let plan: DrawPlan

    internal init(tree: ResolvedTree, layout: SceneLayout, nodes: [CompiledNode]) {
        self.tree = tree
        self.layout = layout
        self.nodes = nodes
        zIndices = Self.zIndices(of: tree)
        plan = DrawPlan(of: tree)
    }

    /// The transitions of `tree`'s nodes: a node's own `.transition`, else what its
    /// single child carries (through markers and effects), else `.opacity`.
    /// - Complexity: O(*n*), one forward pass.
    internal static func transitions(of tree: ResolvedTree) -> [NodeTransition] {
        var result = [NodeTransition](repeating: .opacity, count: tree.nodes.count)
        for index in tree.nodes.indices {
            let ref = NodeRef(index: index)  // the node is read in place, not copied
            if tree[ref].tag == .transition, case .transition(let t) = tree[ref].kind {
                result[index] = t
            } else if !tree[ref].isLayoutNode, let child = tree.firstChild(of: tree[ref]) {
                if tree[child].tag == .transition, case .transition(let t) = tree[child].kind {
                    result[index] = t
                } else {
                    result[index] = result[child.index]
                }
            }
        }
        return result
    }
}

/// One state of a timeline, resolved, laid out and recorded: read-only, shared by
/// every frame drawn while it shows.
package struct CompiledState: Sendable {
    /// When the state begins.
    internal let time: Double
    /// The root is an implicit centred `ZStack` over the content.
    internal let compiled: CompiledTree
    /// Every node by identity.
    internal let byIdentity: IdentityMap<NodeRef>
    /// The identity of each node's parent.
    internal let parents: IdentityMap<ViewIdentity>
    /// The identity of each node's previous sibling, if any.
    internal let previousSiblings: IdentityMap<ViewIdentity>
    /// The tracks of layouts' animatable data: when one animates, the layout reruns.
    internal let layoutDataTracks: [any AnyTrack]
    /// The sources of matched geometry groups, by key.
    internal var matched: [MatchedGeometryKey: MatchedSource] = [:]
}

/// A removed view still drawn while its removal transition runs.
internal struct Ghost: Sendable {
    /// The state the view was last part of.
    internal let state: Int
    /// The view's node in that state.
    internal let node: NodeRef
    /// The view's identity.
    internal let identity: ViewIdentity
    /// The identity of its parent, under which it is drawn.
    internal let parent: ViewIdentity
    /// The identity of the sibling it followed, if any.
    internal let previousSibling: ViewIdentity?
    /// The removal progress, from 1 to 0.
    internal let progress: Track<Double>
    /// When it was removed.
    internal let time: Double
    /// Its move to the frame of the view that replaced it in its matched geometry group.
    internal var matched: MatchedMove?
    /// The state's tree with the view's slots moving to its transition's `didDisappear`
    /// content, when its transition has phased parts; `nil` to draw the state's own.
    internal var compiled: CompiledTree?
}

/// The key of a slot's track: the node's identity, the slot's role, its value type and
/// its variant.
internal struct SlotKey: Hashable, Sendable {
    /// What a slot is to its node.
    internal enum Role: Hashable, Sendable {
        /// A layout node's frame.
        case frame
        /// The slot declared at this position by the node's content.
        case declared(Int)
    }
    internal var identity: ViewIdentity
    internal var role: Role
    internal var type: ObjectIdentifier
    internal var variant: Int
}
