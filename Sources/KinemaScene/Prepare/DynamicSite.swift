import Foundation

/// Where a dynamic node stands in one frame: the chain of dynamic nodes from a compiled
/// tree of the timeline down to it, each resolved again for the frame.
///
/// The preparation pass (on the main actor) and the drawing walk (on any thread) walk a
/// frame's trees the same way and name each dynamic node by its site, so the trees the
/// first resolves are found by the second without resolving anything.
internal struct DynamicSite: Hashable, Sendable {
    /// The identity of the removed view whose tree the chain starts in, or `nil` for the
    /// tree of the state shown.
    internal var removal: ViewIdentity?
    /// The node's index in that tree, then its index in each tree resolved again for the
    /// frame on the way down.
    internal var path: [Int]
}

/// A dynamic node met by the walk over a frame, with what resolving its content for the
/// frame needs.
internal struct DynamicRequest {
    /// The node's content.
    internal let box: DynamicBox
    /// The node.
    internal let ref: NodeRef
    /// The tree it belongs to.
    internal let compiled: CompiledTree
    /// The space its compiled child takes at the frame's time, when the child has a layout
    /// target (what content laid out again is proposed).
    internal let space: CGRect?
}
