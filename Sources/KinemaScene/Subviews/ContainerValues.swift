/// A key for a value of ``ContainerValues``, as SwiftUI's `ContainerValueKey`.
///
/// ```swift
/// private struct CardAccentKey: ContainerValueKey {
///     static let defaultValue = Color.blue
/// }
///
/// extension ContainerValues {
///     var cardAccent: Color {
///         get { self[CardAccentKey.self] }
///         set { self[CardAccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view tells its closest container, as SwiftUI's `ContainerValues`: set with
/// `containerValue(_:_:)` on a view, read by the container through
/// ``Subview/containerValues`` (with `Group(subviews:transform:)` or
/// `ForEach(subviews:content:)`).
///
/// A value set on a view reaches only the container holding it: it passes through the
/// view's modifiers (`.containerValue(\.x, 1).padding()` still sets `x`), not through a
/// stack or another container around it.
public struct ContainerValues {
    /// The values set, by key type (``ContainerValueKey`` and `_ViewTraitKey` types).
    private var values: [ObjectIdentifier: Any] = [:]

    /// No value set: every key reads its default.
    public init() {}

    /// The value of `key`: the one set, else the key's default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value of a trait key (the older, underscored form of a container value).
    internal subscript<Key: _ViewTraitKey>(trait key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a view gives its container, as SwiftUI's `_ViewTraitKey` (read by
/// `_VariadicView_Children.Element`'s subscript; the public form is
/// ``ContainerValueKey``).
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The modifier of `containerValue(_:_:)` and `_trait(_:_:)`: records the change for the
/// view it modifies; draws nothing.
nonisolated public struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
    internal let change: (inout ContainerValues) -> Void

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.controlState.containerValues[id, default: []].append(change)
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Sets a container value of this view, as SwiftUI's `containerValue(_:_:)`: its
    /// closest container reads it in ``Subview/containerValues``.
    /// - Parameters:
    ///   - keyPath: The value, a property of ``ContainerValues``.
    ///   - value: What to set it to.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
        -> ModifiedContent<Self, _ContainerValueModifier>
    {
        modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets a trait of this view, as SwiftUI's `_trait(_:_:)`: its container reads it
    /// through `_VariadicView_Children.Element`'s subscript.
    /// - Parameters:
    ///   - key: The trait's key.
    ///   - value: Its value.
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value)
        -> ModifiedContent<Self, _ContainerValueModifier>
    {
        modifier(_ContainerValueModifier { $0[trait: key] = value })
    }
}
