import KinemaAnimation
import KinemaCore

/// One animatable attribute of a resolved view, declared by the modifier, shape or
/// layout that owns it: its target in one state and, once the state is recorded, the
/// track that animates it across states.
///
/// A slot is typed by its value: a modifier declares `Slot<UnitPoint.AnimatableData>`
/// and reads back a `UnitPoint.AnimatableData`, so a wrong slot or type does not
/// compile. Slots of one node are matched across states by the node's identity, their
/// order of declaration (see ``SlotVisitor``), their type and their variant.
package struct Slot<Value: VectorArithmetic & Sendable>: Sendable {
    /// The value in this state.
    internal let target: Value
    /// Values of different variants jump instead of animating into each other (a
    /// colour and a gradient, gradients with different stop counts).
    internal let variant: Int
    /// The track, once recorded.
    internal var track: Track<Value>?

    /// A slot whose target is `target`.
    package init(_ target: Value, variant: Int = 0) {
        self.target = target
        self.variant = variant
    }

    /// The value at `time`; the target when `time` is `nil` or the slot is not recorded.
    @inline(__always)
    package func value(at time: Double?) -> Value {
        guard let time, let track else { return target }
        return track.value(at: time)
    }

    /// This slot's value reached from `start` by `animation` after `elapsed` seconds:
    /// the target at once without animation, or when `start` has another variant.
    internal func animated(from start: Slot<Value>, by animation: Animation?, elapsed: Double)
        -> Slot<Value>
    {
        guard let animation, start.variant == variant else { return self }
        var context = AnimationContext<Value>()
        let interval = target - start.target
        let covered =
            animation.animate(value: interval, time: elapsed, context: &context) ?? interval
        return Slot(start.target + covered, variant: variant)
    }
}

/// Visits the slots of a node's content, in their order of declaration.
package protocol SlotVisitor {
    /// Visits one slot; may bind or replace it.
    mutating func visit<Value>(_ slot: inout Slot<Value>)
}

/// Content that declares animatable slots: leaves, containers and effects.
package protocol SlotOwner: Sendable {
    /// Passes each slot to `visitor`, always in the same order.
    mutating func visitSlots(_ visitor: inout some SlotVisitor)
    /// Binds each slot to its track: ``visitSlots(_:)`` with the record stage's binder.
    ///
    /// Implemented once, below; a requirement so that each owner's witness is compiled
    /// with the binder and the owner's slot types known. Reached through
    /// `visitSlots(_:)` on an existential, the binder's generic code looked up the
    /// metadata of `Track<Value>` and the animator's storage at run time for every slot,
    /// a quarter of a 10,000-view build.
    mutating func bindSlots(_ binder: inout SlotBinder)
}

extension SlotOwner {
    /// No slots.
    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {}

    package mutating func bindSlots(_ binder: inout SlotBinder) { visitSlots(&binder) }
}
