import KinemaScene

/// The data of `ForEach(subviews:content:)`, as SwiftUI's `ForEachSubviewCollection`: the
/// subviews are known only when the `ForEach` resolves, so as a collection it is empty.
/// SwiftUI makes it for you.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// The position of the first element: 0.
    public var startIndex: Int { 0 }
    /// The position after the last element: 0.
    public var endIndex: Int { 0 }

    /// No element is reachable before resolution.
    public subscript(position: Int) -> Subview {
        preconditionFailure("ForEachSubviewCollection has no element before it resolves")
    }
}

nonisolated extension ForEach {
    /// One view per subview of `view`, as SwiftUI's `ForEach(subviews:content:)`: the
    /// subviews of `view` (each `ForEach` element, each view of a builder block) in order,
    /// each made into `content`'s view, identified by the subview's id.
    ///
    /// ```swift
    /// HStack {
    ///     ForEach(subviews: content) { subview in
    ///         subview.padding(8).background(Capsule().fill(.yellow))
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - view: The view whose subviews to read.
    ///   - content: The view of a subview (on the main actor, while resolving).
    public init<V: View>(
        subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
    ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        // The view and the closure are the caller's, used while this `ForEach` resolves,
        // on the main actor only.
        let (view, content) = (MainActorCarried(view), MainActorCarried(content))
        self.init(
            deferred: DeferredElements { id, context in
                let base = context.identity(parent: id, .content)
                context.collect(view.value, id: base) { context, nodes in
                    for subview in context.subviews(of: nodes) {
                        let element = context.identity(
                            parent: id, .element(SendableHashable(subview.id)))
                        context.resolve(content.value(subview), id: element)
                    }
                }
            })
    }
}
