import KinemaCore
import KinemaLayout
import KinemaScene

/// The modifier of `overlayPreferenceValue(_:alignment:_:)` and
/// `backgroundPreferenceValue(_:alignment:_:)`: a decoration made from the reduced value
/// of a preference key of the content.
nonisolated public struct _PreferenceDecorationModifier<Key: PreferenceKey, Decoration: View>:
    ViewModifier, PrimitiveModifier
{
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let transform: (Key.Value) -> Decoration
    internal let alignment: Alignment
    internal let isBackground: Bool

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let start = context.geometry.preferences.mark
        let (transform, alignment, isBackground) = (
            self.transform, self.alignment, self.isBackground
        )
        context.collect(content, id: id) { context, inner in
            let value = context.geometry.preferences.value(of: Key.self, since: start)
            // Made once from the content's value, then given to each node of it.
            let decoration = transform(value)
            context.geometry.enter()
            for node in inner {
                let wrapper = context.identity(parent: context[node].identity, .modifier)
                let decorationID = context.identity(parent: wrapper, .decoration(0))
                context.collect(decoration, id: decorationID) { context, decorations in
                    let container = LayoutContainer(
                        DecorationLayout(alignment: alignment), decorationsFirst: isBackground)
                    context.emit(
                        container.node(id: wrapper, children: [node] + decorations, in: &context))
                }
            }
            context.then { $0.geometry.leave() }
        }
    }
}

nonisolated extension View {
    /// Puts a view made from the reduced value of a preference key of this view in front
    /// of it, proposed its size and aligned in it.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(SelectedTabKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor {
    ///             let rect = proxy[anchor]
    ///             Capsule().frame(width: rect.width, height: 3)
    ///                 .offset(x: rect.minX, y: rect.maxY)
    ///         }
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The key.
    ///   - alignment: Where the overlay lines up in this view.
    ///   - transform: Makes the overlay from the value.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<K, V>> {
        modifier(
            _PreferenceDecorationModifier(
                transform: transform, alignment: alignment, isBackground: false))
    }

    /// Puts a view made from the reduced value of a preference key of this view behind
    /// it, proposed its size and aligned in it.
    /// - Parameters:
    ///   - key: The key.
    ///   - alignment: Where the background lines up in this view.
    ///   - transform: Makes the background from the value.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<K, V>> {
        modifier(
            _PreferenceDecorationModifier(
                transform: transform, alignment: alignment, isBackground: true))
    }
}
