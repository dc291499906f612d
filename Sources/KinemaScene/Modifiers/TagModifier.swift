import Foundation

/// The value a view is tagged with (`tag(_:)`), for the container that selects among its
/// subviews: a `TabView` (the tab whose tag equals its selection is shown), a `Picker`
/// (Kinema's own).
///
/// A container reads it from a subview's traits (``ResolveContext/traits(of:)``) and
/// compares it to its selection with ``matches(_:)``.
nonisolated internal struct TagValue {
    /// The tag.
    internal let base: any Hashable
    /// Whether the tag also matches a selection of type `Optional<Tag>` (the default).
    internal let includeOptional: Bool

    /// The tag as a value of `type`: the tag itself, or wrapped in an optional when
    /// `type` is the tag's optional type and ``includeOptional`` is true; `nil` otherwise.
    internal func value<T: Hashable>(as type: T.Type) -> T? {
        if !includeOptional, type is any OptionalTagType.Type, !(base is any OptionalTagType) {
            return nil
        }
        return base as? T
    }

    /// Whether the tag, as a `T`, equals `selection`.
    internal func matches<T: Hashable>(_ selection: T) -> Bool {
        value(as: T.self) == selection
    }
}

/// The optional types, told apart from their wrapped type by a tag.
nonisolated internal protocol OptionalTagType {}
extension Optional: OptionalTagType {}

nonisolated extension View {
    /// Tags this view with a value, as SwiftUI's `tag(_:includeOptional:)`: a `TabView`
    /// whose selection equals the tag shows this tab, and a tap on its item sets the
    /// selection to it.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
    /// }
    /// ```
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether the tag also matches a selection of type
    ///     `Optional<V>` (`.some(tag)`).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true)
        -> ModifiedContent<Self, _TraitWritingModifier>
    {
        let value = TagValue(base: tag, includeOptional: includeOptional)
        return modifier(_TraitWritingModifier { $0.tag = value })
    }
}
