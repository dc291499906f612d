import Foundation
import KinemaCore
import KinemaGraphics

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
            variant = variant &* 16 &+ primitive.kind
            numbers += primitive.numbers
        }
        self.kinds = primitives.map(\.kind)
        self.numbers = AnimatableVector(numbers)
        self.variant = variant
    }
}

/// A `visualEffect` before layout: its closure.
@SlotOwner
internal struct VisualEffectClosure: EffectContent {
    let closure: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualPrimitive]

    func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int { 0 }

    /// The effect for the state's target geometry. Its slot is the chain's
    /// state-driven value: the previous state's value plus what the closure changed for
    /// the same geometry, so that a change of geometry alone never animates it (the
    /// frame re-evaluates the closure with the animated geometry instead).
    func prepared(geometry: GeometryProxy, previous: @autoclosure () -> (any EffectContent)?)
        -> (any EffectContent)?
    {
        let sample = VisualEffectSample(closure, geometry: geometry)
        var value = sample.numbers
        if let old = previous() as? ResolvedVisualEffect, old.value.variant == sample.variant,
            old.value.target.count == value.count
        {
            let before = VisualEffectSample(old.closure, geometry: geometry)
            if before.variant == sample.variant {
                value = old.value.target + (sample.numbers - before.numbers)
            }
        }
        return ResolvedVisualEffect(
            kinds: sample.kinds, closure: closure, value: Slot(value, variant: sample.variant))
    }
}

/// A `visualEffect` for one state: its chain's kinds; its slot holds the state-driven
/// value (see ``VisualEffectClosure/prepared(geometry:previous:)``).
@SlotOwner
internal struct ResolvedVisualEffect: EffectContent {
    let kinds: [Int]
    let closure: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualPrimitive]
    var value: Slot<AnimatableVector>

    func prepared(geometry: GeometryProxy, previous: @autoclosure () -> (any EffectContent)?)
        -> (any EffectContent)?
    {
        VisualEffectClosure(closure: closure).prepared(geometry: geometry, previous: previous())
    }

    /// Evaluates the closure for `bounds` (the animated frame) and adds what the
    /// state-driven value has not yet covered.
    func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let live = VisualEffectSample(closure, geometry: GeometryProxy(frame: bounds))
        var v = live.numbers
        if live.variant == value.variant, value.target.count == v.count {
            v += value.value(at: time) - value.target
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
            index += VisualPrimitive.arity(ofKind: kind)
        }
        var groups = 0
        // The last effect of the chain is the outermost: apply it first.
        for (kind, i) in zip(kinds, offsets).reversed() {
            func anchored(_ local: CGAffineTransform, _ ax: Double, _ ay: Double) {
                state.transform = local.applied(about: AnimatablePair(ax, ay), of: bounds)
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
            case 6...10:
                groups += list.openColorMatrix(VisualPrimitive.colorMatrix(ofKind: kind, v[i]))
            case 11:
                let affine = CGAffineTransform(
                    a: v[i], b: v[i + 1], c: v[i + 2], d: v[i + 3], tx: v[i + 4], ty: v[i + 5])
                groups += state.apply(ProjectionTransform(affine), in: bounds, list: &list)
            case 12:
                let rotation = ProjectionTransform.rotation3D(
                    .radians(v[i]), axis: (v[i + 1], v[i + 2], v[i + 3]),
                    anchor: UnitPoint(x: v[i + 4], y: v[i + 5]), anchorZ: v[i + 6],
                    perspective: v[i + 7], size: bounds.size)
                groups += state.apply(rotation, in: bounds, list: &list)
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
