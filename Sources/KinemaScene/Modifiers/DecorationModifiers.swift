import Foundation
import KinemaCore
import KinemaLayout

/// The modifier of `background` and `overlay`: decorations proposed the content's size
/// and aligned in it, drawn behind (background) or in front of (overlay) the content.
nonisolated public struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    internal let decoration: Decoration
    internal let alignment: Alignment
    internal let isBackground: Bool

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let (decoration, alignment, isBackground) = (
            self.decoration, self.alignment, self.isBackground
        )
        context.collect(content, id: id) { context, inner in
            // Each node of the content gets its own decorations, in order.
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
        }
    }
}

nonisolated extension View {
    /// Puts views behind this one, proposed its size and aligned in it.
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(
            _DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
    }

    /// Puts a view behind this one (SwiftUI's older form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _DecorationModifier<V>>
    {
        modifier(
            _DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
    }

    /// Fills the view's bounds behind it with a style, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`: on `edges` the fill reaches into the safe
    /// area where the view touches it (``ignoresSafeArea(_:edges:)``), so a full-screen
    /// view's background covers the status bar and home indicator too.
    /// - Parameters:
    ///   - style: The fill.
    ///   - edges: The edges on which the fill ignores the safe area; all by default, none
    ///     for `[]`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<
            Self,
            _DecorationModifier<
                ModifiedContent<_ShapeView<Rectangle, S>, _SafeAreaIgnoringModifier>
            >
        >
    {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills a shape in the view's bounds behind it with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T)
        -> ModifiedContent<Self, _DecorationModifier<_ShapeView<T, S>>>
    {
        background(shape.fill(style))
    }

    /// Puts views in front of this one, proposed its size and aligned in it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _DecorationModifier<V>>
    {
        modifier(
            _DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
    }

    /// Puts a view in front of this one (SwiftUI's older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center)
        -> ModifiedContent<Self, _DecorationModifier<V>>
    {
        modifier(
            _DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
    }

    /// Fills a shape in the view's bounds in front of it with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T)
        -> ModifiedContent<Self, _DecorationModifier<_ShapeView<T, S>>>
    {
        overlay(shape.fill(style))
    }
}

/// `background` and `overlay`: the primary subview's size; decorations (subviews 1...)
/// are proposed that size and aligned in it.
package struct DecorationLayout: Layout {
    let alignment: Alignment

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let size = ProposedViewSize(bounds.size)
        for decoration in subviews.dropFirst() {
            align(decoration, in: bounds, alignment: alignment, proposal: size)
        }
    }

    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(alignment: Alignment) {
        self.alignment = alignment
    }
}
