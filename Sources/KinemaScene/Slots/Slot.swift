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
///
/// A slot that is not declared does not compile: the owner's `visitSlots(_:)` is made
/// from its stored properties by the `@SlotOwner` macro (see ``SlotOwner``).
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
///
/// Every owner is declared with the `@SlotOwner` macro, which writes ``visitSlots(_:)``
/// from the type's stored properties: each property whose declared type is `Slot<…>`, a
/// slot group such as ``PaintSlot``, or an optional or array of one, in the order of
/// declaration. So a slot added to an owner is visited without more code, and the order
/// that matches slots across states is the order the properties are written in. The
/// requirement has no default: an owner declared without the macro, and without a
/// `visitSlots(_:)` of its own, does not compile (`CompileContract/Rejected/`
/// `SlotOwnerWithoutVisit.swift`). An owner that writes `visitSlots(_:)` itself, to keep
/// generic work off a hot path (``ShapeLeaf``, ``LayoutContainer``) or to forward to
/// content it holds (``DynamicBox``), keeps the attribute: the macro then checks that each
/// slot property is named in it, or in a method of the type it calls, and in a
/// hand-written ``bindSlots(_:)`` the same way; a slot left out is a compile error. The
/// macro also rejects a slot declared with `let` and a stored property without a declared
/// type (its type is what makes it a slot). The macro is the engine's own compiler
/// plugin, KinemaEngineMacros (`Macros/KinemaEngineMacros/SlotOwnerMacro.swift`), built and
/// installed with the `#Preview` plugin by `scripts/install-macros.sh`.
package protocol SlotOwner: Sendable {
    /// Passes each slot to `visitor`, always in the same order: written by `@SlotOwner`.
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
    package mutating func bindSlots(_ binder: inout SlotBinder) { visitSlots(&binder) }
}

/// Writes an owner's ``SlotOwner/visitSlots(_:)`` from its stored slot properties, in
/// their order of declaration, or checks a hand-written one (see ``SlotOwner``).
@attached(member, names: named(visitSlots))
package macro SlotOwner() =
    #externalMacro(module: "KinemaEngineMacros", type: "SlotOwnerMacro")
