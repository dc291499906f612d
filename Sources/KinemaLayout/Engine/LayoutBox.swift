import KinemaCore

/// A layout value with its type erased, able to make and update the state of a
/// container that uses it.
@usableFromInline
internal protocol ErasedLayout: Sendable {
    /// The axis along which the layout stacks (spacers grow along it).
    var stackOrientation: Axis? { get }

    /// Whether the layout's explicit guides come only from its subviews.
    var forwardsOnlySubviewGuides: Bool { get }

    /// Makes the state of a container using this layout.
    func makeState(
        node: LayoutNode, children: ContiguousArray<NodeState>, parent: Axis?, threshold: Int
    ) -> NodeState

    /// Whether `state` is a container state of this layout's type.
    func canUpdate(_ state: NodeState) -> Bool

    /// Gives `state` (which `canUpdate`) this layout, a new node and children.
    func update(_ state: NodeState, node: LayoutNode, children: ContiguousArray<NodeState>)
}

/// A layout whose stack orientation depends on its value, not only its type
/// (`AnyLayout`).
internal protocol DynamicLayoutProperties {
    /// The properties of this value.
    var dynamicLayoutProperties: LayoutProperties { get }
}

/// The erasing box for a layout of type `L`.
@usableFromInline
internal struct LayoutBox<L: Layout>: ErasedLayout {
    @usableFromInline let layout: L

    @inlinable
    init(_ layout: L) { self.layout = layout }

    @usableFromInline
    var stackOrientation: Axis? {
        if let dynamic = layout as? any DynamicLayoutProperties {
            return dynamic.dynamicLayoutProperties.stackOrientation
        }
        return L.layoutProperties.stackOrientation
    }

    @usableFromInline
    var forwardsOnlySubviewGuides: Bool { layout.explicitGuidesComeFromSubviews }

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
