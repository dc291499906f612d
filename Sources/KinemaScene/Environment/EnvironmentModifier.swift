import Observation

/// The modifier of `environment(_:_:)` and `environment(_:)`: resolves its content with
/// the environment values changed.
nonisolated public struct _EnvironmentValuesModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let change: (inout EnvironmentValues) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.changingValues(change) { $0.resolve(content, id: id) }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(change: @escaping (inout EnvironmentValues) -> Void) {
        self.change = change
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its content, read with
    /// `@Environment(keyPath)`.
    ///
    /// ```swift
    /// Badge().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        modifier(_EnvironmentValuesModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment of this view and its content, read
    /// with `@Environment(Object.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        modifier(_EnvironmentValuesModifier { $0.setObject(object) })
    }
}
