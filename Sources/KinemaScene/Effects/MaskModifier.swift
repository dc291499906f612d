import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The group effect of a mask or of its layer: opens one group.
@SlotOwner
nonisolated internal struct MaskGroupEffect: EffectContent {
    /// `.masked` over the content and its mask, or `.mask` over the mask's layer.
    internal let effect: GroupEffect

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        list.append(.beginGroup(effect))
        return 1
    }
}

/// The modifier of `mask(alignment:_:)`: the mask's views are proposed the content's size
/// and aligned in it (stacked as in a `ZStack`); the content shows through their alpha.
nonisolated public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    internal let mask: Mask
    internal let alignment: Alignment

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let (mask, alignment) = (self.mask, self.alignment)
        context.collect(content, id: id) { context, inner in
            // Each node of the content gets its own mask:
            // masked effect -> decoration layout [content, mask effect -> ZStack { mask }].
            for node in inner {
                let wrapper = context.identity(parent: context[node].identity, .modifier)
                let layer = context.identity(parent: wrapper, .decoration(0))
                let stack = ZStack(alignment: alignment) { mask }
                context.collect(stack, id: context.identity(parent: layer, .content)) {
                    context, masks in
                    let layers = masks.map {
                        context.node(layer, .effect(MaskGroupEffect(effect: .mask)), children: [$0])
                    }
                    let container = LayoutContainer(DecorationLayout(alignment: alignment))
                        .node(
                            id: context.identity(parent: wrapper, .content),
                            children: [node] + layers, in: &context)
                    context.emit(
                        context.node(
                            wrapper, .effect(MaskGroupEffect(effect: .masked)),
                            children: [container]))
                }
            }
        }
    }
}

nonisolated extension View {
    /// Masks the view with the alpha of other views: the content shows where the mask is
    /// opaque, and is hidden where it is transparent. The mask's views are proposed the
    /// view's size and aligned in it.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Kinema").font(.system(size: 40, weight: .bold)) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> ModifiedContent<Self, _MaskModifier<Mask>>
    {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks the view with the alpha of another view (SwiftUI's older form).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
