import KinemaScene

/// The subviews of a view, as SwiftUI's `SubviewsCollection`: given by
/// `Group(subviews:transform:)`, in order.
///
/// Placed as a whole (`Group(subviews: content) { subviews in VStack { subviews } }`), it
/// draws every subview not placed already, in order.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    internal let subviews: [Subview]

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// No body: the subviews are placed where the collection stands.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        placeSubviews(subviews, context: &context)
    }
}

/// A contiguous part of a ``SubviewsCollection``, as SwiftUI's `SubviewsCollectionSlice`
/// (`subviews.prefix(3)`, `subviews.dropFirst()`).
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    internal let subviews: ArraySlice<Subview>

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// No body: the subviews are placed where the slice stands.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        placeSubviews(subviews, context: &context)
    }
}

/// Places the subviews not placed yet, in order.
@MainActor private func placeSubviews(
    _ subviews: some Collection<Subview>, context: inout ResolveContext
) {
    for subview in subviews where !subview.placement.isPlaced {
        subview.placement.isPlaced = true
        context.emit(subview.node)
    }
}
