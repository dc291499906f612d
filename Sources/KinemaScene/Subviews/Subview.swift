/// One subview of a view, as SwiftUI's `Subview`: a proxy for a view its content resolved
/// to, given by `Group(subviews:transform:)` and `ForEach(subviews:content:)`.
///
/// A subview is a single view (a leaf or a container) with the modifiers applied to it:
/// `Group { Text("A"); Text("B").padding() }` has two. Placing the subview draws that view
/// with its own modifiers first, then the ones applied to the subview; its environment is
/// the one of the content it came from. Each subview draws once: placing it a second time
/// draws nothing, with a diagnostic.
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
    /// The identifier of a subview, stable across updates and changes of order.
    public struct ID: Hashable, Sendable {
        /// The identity of the subview's node.
        internal let identity: ViewIdentity
    }

    /// The node the subview stands for.
    package let node: NodeRef
    /// The subview's identifier: it persists across updates and changes to the order of
    /// subviews, so it can track a subview's lifetime.
    public let id: ID
    /// The container values set on the subview (see ``ContainerValues``).
    public let containerValues: ContainerValues
    /// The `ForEach` element id or `id(_:)` of the view, if it has one.
    internal let explicitID: AnyHashable?
    /// Whether the subview was placed already (shared by its copies during one resolution).
    package let placement: SubviewPlacement

    /// No body: the node is placed where the subview stands.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        guard !placement.isPlaced else {
            context.diagnose(
                "a Subview was placed more than once; it is drawn at its first place only")
            return
        }
        placement.isPlaced = true
        context.emit(node)
    }
}

/// Whether a subview was placed: the nodes of a resolution are placed once.
package final class SubviewPlacement {
    /// Set when the subview's node is placed.
    @MainActor package var isPlaced = false

    nonisolated internal init() {}
}
