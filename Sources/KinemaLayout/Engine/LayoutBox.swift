import KinemaCore

/// A layout value with its type erased, able to make and update the state of a
/// container that uses it.
@usableFromInline
internal protocol ErasedLayout: Sendable {
    /// The layout's properties: its stack orientation (spacers grow along it), and
    /// whether its explicit guides come only from its subviews.
    var properties: LayoutProperties { get }

    /// Makes the state of a container using this layout.
    func makeState(
        node: LayoutNode, children: ContiguousArray<NodeState>, parent: Axis?, threshold: Int
    ) -> NodeState

    /// Whether `state` is a container state of this layout's type.
    func canUpdate(_ state: NodeState) -> Bool

    /// Gives `state` (which `canUpdate`) this layout, a new node and children.
    func update(_ state: NodeState, node: LayoutNode, children: ContiguousArray<NodeState>)
}

/// The erasing box for a layout of type `L`.
@usableFromInline
internal struct LayoutBox<L: Layout>: ErasedLayout {
    @usableFromInline let layout: L

    @inlinable
    init(_ layout: L) { self.layout = layout }

    /// The type's properties; an `AnyLayout`'s are its wrapped layout's.
    @usableFromInline
    var properties: LayoutProperties {
        if L.self == AnyLayout.self, let wrapper = layout as? AnyLayout {
            return wrapper.storage.layoutProperties
        }
        return L.layoutProperties
    }

    @usableFromInline
    func makeState(
        node: LayoutNode, children: ContiguousArray<NodeState>, parent: Axis?, threshold: Int
    ) -> NodeState {
        ContainerState(
            node: node, layout: layout, children: children, parent: parent,
            concurrencyThreshold: threshold)
    }

    @usableFromInline
    func canUpdate(_ state: NodeState) -> Bool { state is ContainerState<L> }

    @usableFromInline
    func update(_ state: NodeState, node: LayoutNode, children: ContiguousArray<NodeState>) {
        guard let state = state as? ContainerState<L> else { return }
        state.update(node: node, layout: layout, children: children)
    }
}
