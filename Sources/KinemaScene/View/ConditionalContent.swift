/// The content of an `if`/`else` (or `switch`) in a view builder: one of two views.
///
/// The branch is part of each view's identity: switching branches removes the views of
/// one and inserts those of the other, with transitions.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View,
    PrimitiveView
{
    internal enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    internal let storage: Storage

    /// No body: the chosen branch is resolved.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        switch storage {
        case .trueContent(let view):
            context.resolve(view, id: context.identity(parent: id, .branch(0)))
        case .falseContent(let view):
            context.resolve(view, id: context.identity(parent: id, .branch(1)))
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// No body: the wrapped view, if any, is resolved.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        guard case .some(let view) = self else { return }
        context.resolve(view, id: context.identity(parent: id, .branch(0)))
    }
}
