import Foundation
import KinemaCore
import KinemaGraphics

/// The modifier of a drawing effect: wraps each element of its content in an effect
/// element with the effect's attributes.
nonisolated public struct _EffectModifier: ViewModifier, WrappingModifier {
    /// Makes the effect with its slots, cleaning its parameters (with diagnostics).
    internal let make: @MainActor @Sendable (inout ResolveContext) -> any EffectContent

    package init(
        _ make: @escaping @MainActor @Sendable (inout ResolveContext) -> any EffectContent
    ) {
        self.make = make
    }

    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        context.node(id, .effect(make(&context)), children: [node])
    }
}

nonisolated extension View {
    /// Moves the view's drawing without changing its layout.
    ///
    /// Bad input (for every effect modifier): a NaN or infinite parameter is replaced by
    /// the effect's neutral value (offset 0, scale 1, angle 0, opacity 1, radius 0),
    /// with a diagnostic.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { context in
                let clean = CGSize(
                    width: context.finite(offset.width, or: 0, "offset x"),
                    height: context.finite(offset.height, or: 0, "offset y"))
                return OffsetEffect(offset: Slot(clean.animatableData))
            })
    }

    /// Moves the view's drawing without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _EffectModifier> {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the view's drawing around an anchor of its bounds.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _EffectModifier>
    {
        modifier(
            _EffectModifier { context in
                let clean = CGSize(
                    width: context.finite(scale.width, or: 1, "scaleEffect x"),
                    height: context.finite(scale.height, or: 1, "scaleEffect y"))
                return ScaleEffect(
                    scale: Slot(clean.animatableData), anchor: Slot(cleanAnchor(anchor, &context)))
            })
    }

    /// Scales the view's drawing uniformly around an anchor of its bounds.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _EffectModifier>
    {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing around an anchor of its bounds.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _EffectModifier>
    {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view's drawing around an anchor of its bounds (clockwise on screen
    /// for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _EffectModifier>
    {
        modifier(
            _EffectModifier { context in
                RotationEffect(
                    angle: Slot(context.finite(angle.radians, or: 0, "rotationEffect")),
                    anchor: Slot(cleanAnchor(anchor, &context)))
            })
    }

    /// Draws the view with an opacity, clamped to 0...1 when drawn.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { context in
                OpacityEffect(opacity: Slot(context.finite(opacity, or: 1, "opacity")))
            })
    }

    /// Blurs the view's drawing with a Gaussian of the given radius; negative is 0.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<
        Self, _EffectModifier
    > {
        modifier(
            _EffectModifier { context in
                BlurEffect(radius: Slot(context.finite(radius, or: 0, "blur radius")))
            })
    }

    /// Clips the view's drawing to a shape in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
        -> ModifiedContent<Self, _EffectModifier>
    {
        let effect = ClipEffect(shape: shape, style: style)
        return modifier(_EffectModifier { _ in effect })
    }

    /// Clips the view's drawing to its bounds.
    public func clipped() -> ModifiedContent<Self, _EffectModifier> { clipShape(Rectangle()) }

    /// Draws a shadow beneath the view.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { context in
                let geometry = AnimatablePair(
                    max(context.finite(radius, or: 0, "shadow radius"), 0),
                    AnimatablePair(
                        context.finite(x, or: 0, "shadow x"), context.finite(y, or: 0, "shadow y")))
                return ShadowEffect(color: Slot(color.animatableData), geometry: Slot(geometry))
            })
    }
}

/// An anchor with non-finite coordinates replaced by the centre's.
@MainActor internal func cleanAnchor(_ anchor: UnitPoint, _ context: inout ResolveContext)
    -> UnitPoint.AnimatableData
{
    UnitPoint(
        x: context.finite(anchor.x, or: 0.5, "anchor x"),
        y: context.finite(anchor.y, or: 0.5, "anchor y")
    ).animatableData
}
