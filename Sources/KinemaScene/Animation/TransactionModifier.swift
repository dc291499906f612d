import KinemaAnimation

/// The modifier of `transaction(_:)`: its content animates with the transaction as
/// `transform` changes it.
nonisolated public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let transform: (inout Transaction) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let outer = context.transaction
        var changed = outer
        transform(&changed)
        let scope = AnimationScope(animation: changed.animation, value: nil)
        context.then { $0.transaction = changed }
        context.collect(content, id: id) { context, inner in
            context.transaction = outer
            for node in inner {
                let wrapper = context.identity(parent: context[node].identity, .modifier)
                context.emit(context.node(wrapper, .animation(scope), children: [node]))
            }
        }
    }
}

nonisolated extension View {
    /// Changes the transaction of the changes inside this view: for example
    /// `.transaction { $0.animation = nil }` makes them jump, whatever animation the change
    /// has.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _TransactionModifier>
    {
        modifier(_TransactionModifier(transform: transform))
    }
}
