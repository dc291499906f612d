import Foundation
import KinemaCore
import KinemaGraphics

/// An effect that changes how a view is drawn through a projective transform of its
/// coordinates, as SwiftUI's `GeometryEffect`.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var shakes: CGFloat = 3
///     var animatableData: CGFloat
///
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(
///             translationX: amount * sin(animatableData * .pi * shakes), y: 0))
///     }
/// }
///
/// Text("Wrong password").modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// The transform acts in the view's own coordinates (origin at its top-left corner, `size`
/// its layout size) and changes its drawing, not its layout. The effect's
/// `animatableData` animates across state changes like any built-in modifier's, and
/// `effectValue(size:)` is called at every frame with the animated data, from any thread:
/// keep it a pure function of the effect's properties. Affine transforms are drawn as
/// transforms of the content; transforms with perspective terms (`m13`, `m23` not 0 or
/// `m33` not 1) draw the content as an image resampled exactly through the 3x3 matrix.
///
/// Bad input: a transform with a NaN or infinite entry draws the view without the effect,
/// and one without an inverse (everything on a line) draws nothing.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier, Sendable where Body == Never {
    /// The transform of the view's coordinates for a view of `size`; called from any
    /// thread while drawing.
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// The effect, marked as not changing layout: Kinema's geometry effects never change
    /// layout, so it draws as the effect itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}

/// A geometry effect that does not change layout (`ignoredByLayout()`).
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base

    /// Wraps an effect.
    public init(base: Base) { self.base = base }

    /// The base effect's transform.
    public nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }

    /// The base effect's animatable data.
    public nonisolated var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}

/// A geometry effect in a resolved tree: its animatable data is a slot (when it has any),
/// and it is evaluated for the content's size at each frame.
@SlotOwner
nonisolated internal struct GeometryEffectContent<E: GeometryEffect>: EffectContent {
    internal let effect: E
    internal var data: Slot<AnimatableValue<E>>?

    internal init(_ effect: E) {
        self.effect = effect
        data = E.AnimatableData.self == EmptyAnimatableData.self ? nil : Slot(.value(effect))
    }

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let effect = data.map { $0.value(at: time).base(or: self.effect) } ?? self.effect
        return state.apply(effect.effectValue(size: bounds.size), in: bounds, list: &list)
    }
}

nonisolated extension RenderState {
    /// Applies `projection`, given in the coordinates of `bounds` (origin at its top-left
    /// corner): an affine one changes the transform; one with perspective opens a
    /// projection group whose matrix maps canvas points to canvas points. Returns the
    /// groups opened.
    internal mutating func apply(
        _ projection: ProjectionTransform, in bounds: CGRect, list: inout DisplayListBuilder
    ) -> Int {
        let p = projection
        let entries = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
        guard entries.allSatisfy(\.isFinite), !p.isIdentity else { return 0 }
        var inverse = p
        guard inverse.invert() else {
            list.append(.beginGroup(.opacity(0)))
            return 1
        }
        let toBounds = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        let fromBounds = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
        if p.isAffine {
            let affine = CGAffineTransform(
                a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m31, ty: p.m32)
            transform = toBounds.concatenating(affine).concatenating(fromBounds)
                .concatenating(transform)
            return 0
        }
        // Local (bounds) coordinates to the canvas, and back.
        let local = fromBounds.concatenating(transform)
        let canvasToLocal = ProjectionTransform(local).inverted()
        guard ProjectionTransform(local).isInvertible else { return 0 }
        let matrix = canvasToLocal.concatenating(p).concatenating(ProjectionTransform(local))
        list.append(.beginGroup(.projection(matrix)))
        return 1
    }
}

nonisolated extension ProjectionTransform {
    /// Whether the transform has an inverse.
    internal var isInvertible: Bool {
        var copy = self
        return copy.invert()
    }
}
