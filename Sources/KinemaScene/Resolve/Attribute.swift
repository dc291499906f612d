import KinemaAnimation
import KinemaCore

/// An animatable value of an element: its target in one state of the scene.
///
/// Each attribute of each element is matched across states by a slot key (identity,
/// attribute index, value type, variant); each slot owns one track, a
/// ``ValueAnimator`` of the attribute's own `VectorArithmetic` type.
internal protocol AttributeValue: Sendable {
    /// Distinguishes values that must not animate into each other (a colour and a
    /// gradient, gradients with different stop counts).
    var variant: Int { get }
    /// The type of the value, part of the slot key.
    var typeKey: ObjectIdentifier { get }
    /// A track that starts at this value.
    func makeTrack() -> TrackBase
    /// Changes `track`'s target to this value at `time` if it differs.
    func record(into track: TrackBase, at time: Double, animation: Animation?)
    /// This value reached from `start` by `animation` after `elapsed` seconds (this
    /// value at once when `start` is of another type or variant, or without animation).
    func animated(from start: any AttributeValue, by animation: Animation?, elapsed: Double)
        -> any AttributeValue
}

/// An attribute of type `V`.
internal struct Attribute<V: VectorArithmetic & Sendable>: AttributeValue {
    internal let value: V
    internal let variant: Int

    internal init(_ value: V, variant: Int = 0) {
        self.value = value
        self.variant = variant
    }

    internal var typeKey: ObjectIdentifier { ObjectIdentifier(V.self) }

    internal func makeTrack() -> TrackBase { Track(initialValue: value) }

    internal func animated(
        from start: any AttributeValue, by animation: Animation?, elapsed: Double
    ) -> any AttributeValue {
        guard let animation, let start = start as? Attribute<V>, start.variant == variant else {
            return self
        }
        var context = AnimationContext<V>()
        let interval = value - start.value
        let covered =
            animation.animate(value: interval, time: elapsed, context: &context) ?? interval
        return Attribute(start.value + covered, variant: variant)
    }

    internal func record(into track: TrackBase, at time: Double, animation: Animation?) {
        let track = unsafeDowncast(track, to: Track<V>.self)
        if track.animator.target != value {
            track.animator.setTarget(value, at: time, animation: animation)
        }
    }
}

/// A track with its value type erased.
internal class TrackBase: @unchecked Sendable {
    /// A deep copy (for copy-on-write of a timeline).
    internal func copy() -> TrackBase { fatalError("abstract") }
    /// Whether an animation moves the value at `time`.
    internal func isAnimating(at time: Double) -> Bool { false }
    /// The number of changes recorded.
    internal var changeCount: Int { 0 }
}

/// The animator of one attribute slot. Mutated only while a timeline compiles a change;
/// read concurrently afterwards.
internal final class Track<V: VectorArithmetic & Sendable>: TrackBase, @unchecked Sendable {
    internal var animator: ValueAnimator<V> {
        didSet { isConstant = animator.changeCount == 0 }
    }
    /// Whether the value never changed: sampling then skips the animator (the common
    /// case, and the cheapest: no generic call into the animator).
    private var isConstant = true

    /// The value at `time`.
    @inline(__always)
    internal func value(at time: Double) -> V {
        isConstant ? animator.initialValue : animator.value(at: time)
    }

    internal init(initialValue: V) { animator = ValueAnimator(initialValue: initialValue) }

    private init(animator: ValueAnimator<V>) {
        self.animator = animator
        isConstant = animator.changeCount == 0
    }

    override internal func copy() -> TrackBase { Track(animator: animator) }

    override internal func isAnimating(at time: Double) -> Bool {
        !isConstant && animator.isAnimating(at: time)
    }

    override internal var changeCount: Int { animator.changeCount }
}

/// Reads an element's attributes: their animated values at a time, or their targets.
internal struct AttributeReader {
    internal let tracks: ContiguousArray<TrackBase>
    internal let element: Element
    /// The time to sample; `nil` reads the targets.
    internal let time: Double?

    /// The value of attribute `index` as `V`.
    internal func value<V: VectorArithmetic & Sendable>(_ index: Int, as type: V.Type) -> V {
        if let time, index < element.tracks.count {
            let track = unsafeDowncast(tracks[element.tracks[index]], to: Track<V>.self)
            return track.value(at: time)
        }
        guard index < element.attributes.count,
            let attribute = element.attributes[index] as? Attribute<V>
        else { return .zero }
        return attribute.value
    }

    /// The same reader for another element.
    internal func reading(_ other: Element) -> AttributeReader {
        AttributeReader(tracks: tracks, element: other, time: time)
    }
}
