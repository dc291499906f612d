import Foundation

/// The value a view is tagged with (`tag(_:)`), for the container that selects among its
/// subviews: a `TabView` (the tab whose tag equals its selection is shown) and a `Picker`
/// (the option whose tag equals its selection is selected).
///
/// A `TabView` reads it from a subview's traits (``ResolveContext/traits(of:)``); a picker
/// finds it by identity (``ResolveContext/tag(of:below:)``), where a `ForEach` inside it
/// also records its elements' ids. Either compares it to its selection with ``matches(_:)``
/// or ``value(as:)``.
nonisolated package struct TagValue {
    /// The tag.
    package let value: AnyHashable
    /// Whether an optional selection matches the tag's value wrapped (`includeOptional`).
    internal let includeOptional: Bool

    /// The tag as a selection of type `S`: its value, or (with `includeOptional`, for an
    /// optional `S`) its value wrapped; `nil` when the types differ.
    package func value<S: Hashable>(as _: S.Type) -> S? {
        let base = value.base
        if type(of: base) == S.self { return base as? S }
        guard includeOptional || !(S.self is any ExpressibleByNilLiteral.Type) else { return nil }
        return base as? S
    }

    /// Whether the tag, as a `T`, equals `selection`.
    package func matches<T: Hashable>(_ selection: T) -> Bool {
        value(as: T.self) == selection
    }

    /// The name of the tag's type, for diagnostics.
    internal var typeName: String { String(describing: type(of: value.base)) }
}

/// The modifier of `tag(_:includeOptional:)`: records the tag by identity (for pickers)
/// and as a trait of its content's nodes (for tab views).
nonisolated public struct _TagModifier: ViewModifier, PrimitiveModifier {
    internal let tag: TagValue

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.controlState.tags.explicit[id] = tag
        let tag = self.tag
        _TraitWritingModifier { $0.tag = tag }.resolve(content: content, id: id, context: &context)
    }
}

nonisolated extension View {
    /// Tags this view with a value, as SwiftUI's `tag(_:includeOptional:)`: the selection
    /// a `Picker` takes when this view's option is chosen, or the `TabView` selection that
    /// shows this tab.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) {
    ///     Text("Small").tag(Size.small)
    ///     Text("Large").tag(Size.large)
    /// }
    /// TabView(selection: $tab) {
    ///     HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
    /// }
    /// ```
    ///
    /// Inside a picker's `ForEach`, views are tagged with their element's id unless tagged
    /// explicitly; an id or tag of another type than the selection's never matches.
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether an optional selection (`Size?`) matches this tag
    ///     (`Size`) too.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true)
        -> ModifiedContent<Self, _TagModifier>
    {
        modifier(
            _TagModifier(tag: TagValue(value: AnyHashable(tag), includeOptional: includeOptional)))
    }
}
