import Foundation
import KinemaCore

/// `projectionEffect(_:)`: a fixed projective transform (not animatable, as in SwiftUI).
nonisolated public struct _ProjectionEffect: GeometryEffect {
    /// The transform, in the view's coordinates.
    public var transform: ProjectionTransform

    /// Creates the effect.
    public init(transform: ProjectionTransform) { self.transform = transform }

    /// The transform.
    public nonisolated func effectValue(size: CGSize) -> ProjectionTransform { transform }

    /// No animatable data.
    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: a rotation in three
/// dimensions seen through SwiftUI's perspective; every parameter animates.
nonisolated public struct _Rotation3DEffect: GeometryEffect {
    /// The rotation angle.
    public var angle: Angle
    /// The rotation axis.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view, in unit coordinates, the axis runs through.
    public var anchor: UnitPoint
    /// The depth of the point the axis runs through.
    public var anchorZ: CGFloat
    /// The relative vanishing point (1: the eye at the larger side's length).
    public var perspective: CGFloat

    /// Creates the effect.
    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
        anchorZ: CGFloat, perspective: CGFloat
    ) {
        (self.angle, self.axis, self.anchor) = (angle, axis, anchor)
        (self.anchorZ, self.perspective) = (anchorZ, perspective)
    }

    /// `ProjectionTransform.rotation3D(_:axis:anchor:anchorZ:perspective:size:)`.
    public nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        .rotation3D(
            angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
            size: size)
    }

    /// Angle (radians), axis x, y, z, anchor x, y, anchorZ and perspective.
    public nonisolated var animatableData: AnimatableVector {
        get {
            AnimatableVector([
                angle.radians, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective,
            ])
        }
        set {
            angle = .radians(newValue[0])
            axis = (newValue[1], newValue[2], newValue[3])
            anchor = UnitPoint(x: newValue[4], y: newValue[5])
            (anchorZ, perspective) = (newValue[6], newValue[7])
        }
    }
}

nonisolated extension View {
    /// Draws the view through a projective transform of its own coordinates (origin at
    /// its top-left corner); the layout does not change.
    public func projectionEffect(_ transform: ProjectionTransform)
        -> ModifiedContent<Self, _ProjectionEffect>
    {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through an affine transform of its own coordinates (origin at its
    /// top-left corner); the layout does not change.
    public func transformEffect(_ transform: CGAffineTransform)
        -> ModifiedContent<Self, _ProjectionEffect>
    {
        modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
    }

    /// Rotates the view in three dimensions around an axis through `anchor` and
    /// `anchorZ`, seen from an eye at `max(width, height) / perspective` in front of it,
    /// as SwiftUI does (see
    /// `ProjectionTransform.rotation3D(_:axis:anchor:anchorZ:perspective:size:)`).
    /// Perspective is drawn exactly: the view is drawn as an image and resampled through
    /// the 3x3 matrix.
    ///
    /// ```swift
    /// Text("Back").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(
            _Rotation3DEffect(
                angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                perspective: perspective))
    }
}

/// Makes the primitive modifier of a modifier Kinema handles by its protocol rather than
/// its type: a `GeometryEffect`, or a `ViewModifier` whose `animatableData` animates;
/// `nil` for any other modifier.
internal func protocolModifier<M: ViewModifier>(_ modifier: M) -> (any PrimitiveModifier)? {
    if let effect = modifier as? any GeometryEffect {
        return geometryModifier(effect)
    }
    return animatableModifier(modifier)
}

/// The effect modifier of a geometry effect.
private func geometryModifier<E: GeometryEffect>(_ effect: E) -> any PrimitiveModifier {
    _EffectModifier { _ in GeometryEffectContent(effect) }
}
