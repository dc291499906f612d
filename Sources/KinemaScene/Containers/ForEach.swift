import Foundation

/// Views made from the elements of a collection, each identified by an id.
///
/// The content is built when the `ForEach` is made (Kinema's views are values), one
/// view per element. Ids give the views their identity: when the collection changes,
/// views keep their identity, state and animations by id, move with their element and
/// transition in and out.
///
/// Duplicate ids (a documented rule): the first element with an id keeps it; the n-th
/// repeat (n ≥ 1) is identified by the id and n, and a diagnostic is recorded.
nonisolated public struct ForEach<
    Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View
>: View,
    PrimitiveView
{
    internal let items: [(id: SendableHashable, content: Content)]
    /// How a `ForEach` whose elements are known only while it resolves (one made with
    /// `init(subviews:content:)`) resolves them; `nil` for one made from data.
    internal let deferred: DeferredElements?

    /// Creates views from data with an id key path.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path of each element's id.
    ///   - content: The view of an element.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: (Data.Element) -> Content
    ) {
        items = data.map { (SendableHashable($0[keyPath: id]), content($0)) }
        deferred = nil
    }

    /// A `ForEach` whose elements `deferred` resolves.
    package init(deferred: DeferredElements) {
        items = []
        self.deferred = deferred
    }

    /// No body: one subview per element.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if let deferred {
            deferred.resolve(id, &context)
            return
        }
        var seen: [SendableHashable: Int] = [:]
        // By index: an element read in place is not copied (its view's captures retained).
        for index in items.indices {
            let count = seen[items[index].id, default: 0]
            seen[items[index].id] = count + 1
            // Identities and diagnostics come when each element's turn comes, as a
            // depth-first walk: at once while nothing waits ahead of the element.
            if context.canRunInline {
                context.runInline {
                    resolve(at: index, occurrence: count, parent: id, context: &$0)
                }
            } else {
                context.then { resolve(at: index, occurrence: count, parent: id, context: &$0) }
            }
        }
    }

    /// Resolves the element at `index`, the `occurrence`-th with its id (from 0), under
    /// `parent`.
    @MainActor private func resolve(
        at index: Int, occurrence: Int, parent: ViewIdentity, context: inout ResolveContext
    ) {
        let component: IdentityComponent
        let elementID = items[index].id
        if occurrence == 0 {
            component = .element(elementID)
        } else {
            component = .duplicate(elementID, occurrence)
            context.diagnose(
                "ForEach: id \(elementID.value) is repeated (occurrence \(occurrence + 1)); "
                    + "identified by id and occurrence")
        }
        let identity = context.identity(parent: parent, component)
        if context.controlState.tags.collecting > 0 {
            // A picker's option is tagged with its element's id.
            context.controlState.tags.implicit[identity] = TagValue(
                value: AnyHashable(elementID.value), includeOptional: true)
        }
        resolveView(items[index].content, id: identity, context: &context)
    }
}

nonisolated extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a range of integers, identified by the integers.
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The resolution of elements known only while a `ForEach` resolves: given the `ForEach`'s
/// identity, it resolves one view per element below it.
nonisolated package struct DeferredElements {
    internal let resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void

    /// The memberwise initializer, for the modules over the engine.
    package init(resolve: @escaping @MainActor (ViewIdentity, inout ResolveContext) -> Void) {
        self.resolve = resolve
    }
}
