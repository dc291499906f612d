/// The modifier of `onAppear`, `onDisappear`, `onChange` and `task`: records its event
/// for the host and resolves its content unchanged.
nonisolated public struct _EventModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let kind: ViewEvent.Kind?

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        if let kind { context.events.append(ViewEvent(identity: id, kind: kind)) }
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Runs `action` when this view appears: when a host first shows it, or when it is
    /// inserted by a later change. Views appear parents first, in the order they are
    /// declared.
    public func onAppear(perform action: (() -> Void)? = nil)
        -> ModifiedContent<Self, _EventModifier>
    {
        modifier(_EventModifier(kind: action.map { .appear($0) }))
    }

    /// Runs `action` when this view is removed by a change.
    public func onDisappear(perform action: (() -> Void)? = nil)
        -> ModifiedContent<Self, _EventModifier>
    {
        modifier(_EventModifier(kind: action.map { .disappear($0) }))
    }

    /// Runs `action` with the old and the new value whenever `value` differs from the
    /// last update's; with `initial`, also when the view appears (with the value twice).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _EventModifier> {
        modifier(
            _EventModifier(
                kind: .change(
                    ChangeObserver(value: value, initial: initial) { old, new in
                        guard let old = old as? V, let new = new as? V else { return }
                        action(old, new)
                    })))
    }

    /// Runs `action` whenever `value` differs from the last update's; with `initial`,
    /// also when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _EventModifier> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Runs `action` with the new value whenever `value` changes (SwiftUI's deprecated
    /// form: prefer `onChange(of:initial:_:)`).
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    )
        -> ModifiedContent<Self, _EventModifier>
    {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }

    /// Starts `action` as a task when this view appears and cancels it when the view
    /// disappears. In a host the task runs on the scene clock: `Task.sleep` waits scene
    /// time (see `SceneClock`).
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> ModifiedContent<Self, _EventModifier> {
        modifier(
            _EventModifier(kind: .task(TaskRequest(id: nil, priority: priority, action: action))))
    }

    /// Starts `action` as a task when this view appears and again, after cancelling the
    /// running one, whenever `value` changes; cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> ModifiedContent<Self, _EventModifier> {
        modifier(
            _EventModifier(
                kind: .task(TaskRequest(id: value, priority: priority, action: action))))
    }
}
