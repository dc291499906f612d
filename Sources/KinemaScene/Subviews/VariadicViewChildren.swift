/// The children of a `_VariadicView/Tree`'s content, as SwiftUI's
/// `_VariadicView_Children`: each view the content resolves to (each `ForEach` element,
/// each view of a builder block), in order. Placed as a whole, it draws every child not
/// placed already.
nonisolated public struct _VariadicView_Children: RandomAccessCollection, View, PrimitiveView {
    internal let subviews: [Subview]

    /// The position of the first child.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last child.
    public var endIndex: Int { subviews.endIndex }

    /// The child at `index`.
    public subscript(index: Int) -> Element { Element(subview: subviews[index]) }

    /// No body: the children are placed where the collection stands.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        for subview in subviews where !subview.placement.isPlaced {
            subview.resolve(id: id, context: &context)
        }
    }

    /// One child: a view, placed where it stands, with its identity and its traits.
    nonisolated public struct Element: View, Identifiable, PrimitiveView {
        internal let subview: Subview

        /// The child's identity: its `ForEach` element id or `id(_:)` value, else an
        /// identifier of its own, stable across updates.
        public var id: AnyHashable { subview.explicitID ?? AnyHashable(subview.id) }

        /// The child's `ForEach` element id or `id(_:)` value as `ID`, if it has one of
        /// that type.
        /// - Parameter type: The type of the id.
        public func id<ID: Hashable>(as type: ID.Type = ID.self) -> ID? {
            subview.explicitID?.base as? ID
        }

        /// The value of a trait set on the child with `_trait(_:_:)`, else the key's
        /// default.
        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            subview.containerValues[trait: key]
        }

        /// No body: the child's node is placed.
        public typealias Body = Never

        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            subview.resolve(id: id, context: &context)
        }
    }
}

nonisolated extension ForEach where Data == _VariadicView_Children, ID == Subview.ID {
    /// One view per child of a `_VariadicView` root, as SwiftUI's `ForEach(children)`:
    /// each identified by the child (Kinema's `ForEach` needs `Sendable` ids, which the
    /// children's `AnyHashable` ids are not, so it uses the child's stable identifier).
    /// - Parameters:
    ///   - data: The children.
    ///   - content: The view of a child.
    public init(
        _ data: _VariadicView_Children,
        @ViewBuilder content: (_VariadicView_Children.Element) -> Content
    ) {
        self.init(data, id: \.subview.id, content: content)
    }
}
