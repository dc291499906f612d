import Foundation
import KinemaCore

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

    /// The kind, as a digit of the chain's variant.
    var kind: Int {
        switch self {
        case .offset: return 1
        case .scale: return 2
        case .rotation: return 3
        case .blur: return 4
        case .opacity: return 5
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
}

extension View {
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
            _EffectModifier(effect: VisualEffectClosure(closure: { effect($0, $1).primitives })) {
                _ in []
            })
    }
}

/// The numbers of a chain of visual effects, and its kinds.
internal struct VisualEffectSample {
    /// The kind of each effect of the chain, innermost first.
    let kinds: [Int]
    /// The numbers of all the effects, in chain order.
    let numbers: AnimatableVector
    /// The kinds as one number: the variant of the chain's attribute.
    let variant: Int

    /// The closure's chain for `geometry`.
    init(
        _ closure: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualPrimitive],
        geometry: GeometryProxy
    ) {
        let primitives = closure(EmptyVisualEffect(), geometry)
        var variant = 0
        var numbers: [Double] = []
        for primitive in primitives {
            variant = variant &* 8 &+ primitive.kind
            numbers += primitive.numbers
        }
        self.kinds = primitives.map(\.kind)
        self.numbers = AnimatableVector(numbers)
        self.variant = variant
    }
}

/// A `visualEffect` before layout: its closure.
internal struct VisualEffectClosure: EffectContent {
    let closure: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualPrimitive]

    func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int { 0 }

    /// The effect for the state's target geometry. Attribute 0 is the chain's
    /// state-driven value: the previous state's value plus what the closure changed for
    /// the same geometry, so that a change of geometry alone never animates it (the
    /// frame re-evaluates the closure with the animated geometry instead).
    func prepared(geometry: GeometryProxy, previous: Element?)
        -> (any EffectContent, [any AttributeValue])?
    {
        let sample = VisualEffectSample(closure, geometry: geometry)
        var value = sample.numbers
        if let previous, case .effect(let effect) = previous.kind,
            let old = effect as? ResolvedVisualEffect,
            let oldValue = previous.attributes.first as? Attribute<AnimatableVector>,
            oldValue.variant == sample.variant, oldValue.value.count == value.count
        {
            let before = VisualEffectSample(old.closure, geometry: geometry)
            if before.variant == sample.variant {
                value = oldValue.value + (sample.numbers - before.numbers)
            }
        }
        let effect = ResolvedVisualEffect(
            kinds: sample.kinds, variant: sample.variant, closure: closure)
        return (effect, [Attribute(value, variant: sample.variant)])
    }
}

/// A `visualEffect` for one state: its chain's kinds; attribute 0 holds the
/// state-driven value (see ``VisualEffectClosure/prepared(geometry:previous:)``).
internal struct ResolvedVisualEffect: EffectContent {
    let kinds: [Int]
    let variant: Int
    let closure: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualPrimitive]

    func prepared(geometry: GeometryProxy, previous: Element?)
        -> (any EffectContent, [any AttributeValue])?
    {
        VisualEffectClosure(closure: closure).prepared(geometry: geometry, previous: previous)
    }

    /// Evaluates the closure for `bounds` (the animated frame) and adds what the
    /// state-driven value has not yet covered.
    func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let live = VisualEffectSample(closure, geometry: GeometryProxy(frame: bounds))
        var v = live.numbers
        if live.variant == variant,
            let target = reader.element.attributes.first
                as? Attribute<AnimatableVector>, target.value.count == v.count
        {
            v += reader.value(0, as: AnimatableVector.self) - target.value
        }
        return Self.apply(kinds: live.kinds, v, bounds: bounds, state: &state, list: &list)
    }

    /// Applies a chain of `kinds` with numbers `v`; returns the groups opened.
    private static func apply(
        kinds: [Int], _ v: AnimatableVector, bounds: CGRect, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        var offsets: [Int] = []
        var index = 0
        for kind in kinds {
            offsets.append(index)
            index += [0, 2, 4, 3, 1, 1][kind]
        }
        var groups = 0
        // The last effect of the chain is the outermost: apply it first.
        for (kind, i) in zip(kinds, offsets).reversed() {
            func anchored(_ local: CGAffineTransform, _ ax: Double, _ ay: Double) {
                let px = bounds.minX + ax * bounds.width
                let py = bounds.minY + ay * bounds.height
                state.transform = CGAffineTransform(translationX: -px, y: -py)
                    .concatenating(local)
                    .concatenating(CGAffineTransform(translationX: px, y: py))
                    .concatenating(state.transform)
            }
            switch kind {
            case 1:
                state.transform = CGAffineTransform(translationX: v[i], y: v[i + 1])
                    .concatenating(state.transform)
            case 2: anchored(CGAffineTransform(scaleX: v[i], y: v[i + 1]), v[i + 2], v[i + 3])
            case 3: anchored(CGAffineTransform(rotationAngle: v[i]), v[i + 1], v[i + 2])
            case 4:
                if v[i] > 0 {
                    list.append(.beginGroup(.blur(radius: v[i])))
                    groups += 1
                }
            default:
                let o = min(max(v[i], 0), 1)
                if o < 1 {
                    list.append(.beginGroup(.opacity(o)))
                    groups += 1
                }
            }
        }
        return groups
    }
}
