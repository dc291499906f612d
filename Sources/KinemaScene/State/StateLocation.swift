/// Where a ``State`` value lives.
///
/// A `State` makes a location when it is created, holding its initial value. When the
/// host evaluates the view at an identity for the first time, that location becomes the
/// identity's storage; a `State` made later for the same identity (a parent's `body`
/// creates its child views anew at each update) forwards to it, so the value outlives
/// the view values, as SwiftUI's state does.
@MainActor
internal final class StateLocation<Value> {
    // Written by the nonisolated initializer before the location is shared with anyone,
    // then only through `value`, which is isolated to the main actor.
    nonisolated(unsafe) private var storedValue: Value
    private var target: StateLocation<Value>?
    /// The host's storage, once linked; it hears of every write.
    internal weak var graph: StateGraph?

    /// A location holding `value`, not yet linked.
    nonisolated internal init(_ value: Value) {
        storedValue = value
    }

    /// The value. Setting it records a write in the current ``Transaction``.
    internal var value: Value {
        get { target?.value ?? storedValue }
        set {
            if let target {
                target.value = newValue
            } else {
                graph?.recordWrite(in: Transaction.current)
                storedValue = newValue
            }
        }
    }

    /// Sets the value without recording a write: a value made on first use (a
    /// `StateObject`'s object), not a change.
    internal func initialize(_ value: Value) {
        if let target {
            target.initialize(value)
        } else {
            storedValue = value
        }
    }

    /// Makes this location read and write `other`'s value.
    internal func forward(to other: StateLocation<Value>) {
        guard other !== self else { return }
        target = other
    }
}
