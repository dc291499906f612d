import Foundation
import KinemaCore
import KinemaGraphics

/// Effects that a `visualEffect` closure returns: they change the drawing, not the
/// layout, and animate.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing: the start of a `visualEffect` closure's chain.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the empty effect.
    public init() {}
}

/// A chain of visual effects.
public struct _VisualEffectChain: VisualEffect {
    internal var primitives: [VisualPrimitive]
}

/// One effect of a chain.
internal enum VisualPrimitive: Sendable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case blur(CGFloat)
    case opacity(Double)
    /// A colour-matrix effect with one amount (radians for a hue rotation).
    case color(ColorAmountEffect.Kind, Double)
    /// An affine transform in the view's own coordinates.
    case transform(CGAffineTransform)
    /// A rotation in three dimensions: angle, axis, anchor, anchor depth, perspective.
    case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, UnitPoint, CGFloat, CGFloat)

    /// The kind, as a digit (base 16) of the chain's variant.
    var kind: Int {
        switch self {
        case .offset: return 1
        case .scale: return 2
        case .rotation: return 3
        case .blur: return 4
        case .opacity: return 5
        case .color(let kind, _):
            switch kind {
            case .hueRotation: return 6
            case .saturation: return 7
            case .brightness: return 8
            case .contrast: return 9
            case .grayscale: return 10
            }
        case .transform: return 11
        case .rotation3D: return 12
        }
    }

    /// How many numbers a primitive of `kind` has.
    static func arity(ofKind kind: Int) -> Int {
        switch kind {
        case 1: return 2
        case 2: return 4
        case 3: return 3
        case 11: return 6
        case 12: return 8
        default: return 1
        }
    }

    /// The colour matrix of a colour primitive of `kind` (6 to 10) with `amount`.
    static func colorMatrix(ofKind kind: Int, _ amount: Double) -> ColorMatrix {
        switch kind {
        case 6: return .hueRotation(.radians(amount))
        case 7: return .saturation(amount)
        case 8: return .brightness(amount)
        case 9: return .contrast(amount)
        default: return .grayscale(amount)
        }
    }

    /// The numbers, cleaned of NaN and infinity.
    var numbers: [Double] {
        func f(_ x: Double, _ neutral: Double) -> Double { x.isFinite ? x : neutral }
        switch self {
        case .offset(let d): return [f(d.width, 0), f(d.height, 0)]
        case .scale(let s, let a): return [f(s.width, 1), f(s.height, 1), f(a.x, 0.5), f(a.y, 0.5)]
        case .rotation(let r, let a): return [f(r.radians, 0), f(a.x, 0.5), f(a.y, 0.5)]
        case .blur(let r): return [f(r, 0)]
        case .opacity(let o): return [f(o, 1)]
        case .color(let kind, let amount):
            return [f(amount, kind == .saturation || kind == .contrast ? 1 : 0)]
        case .transform(let t):
            return [f(t.a, 1), f(t.b, 0), f(t.c, 0), f(t.d, 1), f(t.tx, 0), f(t.ty, 0)]
        case .rotation3D(let angle, let x, let y, let z, let anchor, let anchorZ, let perspective):
            return [
                f(angle.radians, 0), f(x, 0), f(y, 0), f(z, 0), f(anchor.x, 0.5), f(anchor.y, 0.5),
                f(anchorZ, 0), f(perspective, 1),
            ]
        }
    }
}

extension VisualEffect {
    internal var primitives: [VisualPrimitive] {
        (self as? _VisualEffectChain)?.primitives ?? []
    }

    private func adding(_ primitive: VisualPrimitive) -> _VisualEffectChain {
        _VisualEffectChain(primitives: primitives + [primitive])
    }

    /// Moves the drawing.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the drawing.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }

    /// Scales the drawing around an anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor))
    }

    /// Scales the drawing uniformly around an anchor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }

    /// Scales the drawing around an anchor, each axis by its own factor.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> some VisualEffect
    {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Rotates the drawing around an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor))
    }

    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius))
    }

    /// Changes the drawing's opacity.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Rotates the hue of the drawing's colours.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.color(.hueRotation, angle.radians))
    }

    /// Changes the saturation of the drawing's colours: 0 is grey, 1 changes nothing.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.color(.saturation, amount))
    }

    /// Brightens the drawing's colours by `amount`: 0 changes nothing, 1 is white.
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.color(.brightness, amount))
    }

    /// Changes the contrast of the drawing's colours: 1 changes nothing.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.color(.contrast, amount))
    }

    /// Turns the drawing's colours grey by `amount`: 0 changes nothing, 1 is grey.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.color(.grayscale, amount))
    }

    /// Transforms the drawing by an affine transform in the view's own coordinates (origin
    /// at its top-leading corner), as SwiftUI's `transformEffect(_:)`.
    /// - Parameter transform: The transform.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(transform))
    }

    /// Draws the view as if rotated in three dimensions around `axis` through `anchor`, as
    /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (the same
    /// projection as the view modifier's); it animates as the other effects do.
    /// - Parameters:
    ///   - angle: The angle.
    ///   - axis: The axis of rotation.
    ///   - anchor: The point of the view the axis runs through; the centre unless given.
    ///   - anchorZ: The depth of that point.
    ///   - perspective: The relative vanishing point; 1 unless given.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor, anchorZ, perspective))
    }
}

nonisolated extension View {
    /// Applies effects computed from the view's geometry, as SwiftUI's `visualEffect`.
    ///
    /// The closure runs at every frame with the view's current geometry, so an effect
    /// read from `geometry.size` or `geometry.frame(in:)` follows the view's layout
    /// animation. What the closure returns for a fixed geometry and a new state animates
    /// from what the previous state's closure returned for that geometry, with the
    /// state change's animation, as any other attribute. When the chain's kinds differ
    /// from one state to the next, or between the frame's geometry and the state's
    /// target geometry, the frame shows the closure's values alone (the part still
    /// animating is dropped).
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { _ in VisualEffectClosure(closure: { effect($0, $1).primitives }) })
    }
}
