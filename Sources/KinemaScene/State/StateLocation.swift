import KinemaCore

/// Where a ``State`` value lives: readable and writable from any thread, as SwiftUI's
/// state is.
///
/// A `State` makes a location when it is created, holding its initial value. When the
/// host evaluates the view at an identity for the first time, that location becomes the
/// identity's storage; a `State` made later for the same identity (a parent's `body`
/// creates its child views anew at each update) forwards to it, so the value outlives
/// the view values, as SwiftUI's state does.
///
/// A write records its ``Transaction`` in the host's ``ChangeLog``, unless it stores the
/// value already there (SwiftUI does nothing for such a write): an `Equatable` value
/// equal to the current one, or the same object.
nonisolated internal final class StateLocation<Value>: Sendable {
    /// What the lock guards.
    private struct Storage {
        var value: Value
        /// The location this one forwards to, once linked to a kept one.
        var target: StateLocation<Value>?
        /// The host's log of changes, once the host keeps this location.
        var log: ChangeLog?
    }

    private let lock = Locked(())
    // Guarded by `lock`: every access below is inside `lock.withLock`, so the storage
    // itself never races. Values leave it as copies. A value that is not `Sendable` stays
    // in one isolation domain as far as the compiler can see: `State<Value>` is `Sendable`
    // only where `Value` is, as in SwiftUI. The one way around it is SwiftUI's too: a
    // `Sendable` binding projected from a non-`Sendable` value (`$model.count`), which
    // SwiftUI's documentation says may not be safe to use from another domain.
    nonisolated(unsafe) private var storage: Storage

    /// A location holding `value`, not yet linked.
    internal init(_ value: Value) {
        storage = Storage(value: value)
    }

    /// The value. Setting it records a write in the current ``Transaction`` unless the
    /// value does not change.
    internal var value: Value {
        get {
            let (value, target) = lock.withLock { _ in (storage.value, storage.target) }
            return target?.value ?? value
        }
        set { write(newValue, in: Transaction.current) }
    }

    /// Stores `newValue`, recording the write in `transaction`; nothing happens when it
    /// equals the current value.
    internal func write(_ newValue: Value, in transaction: Transaction) {
        let (old, target, log) = lock.withLock { _ in
            (storage.value, storage.target, storage.log)
        }
        if let target {
            target.write(newValue, in: transaction)
            return
        }
        if isSameValue(old, newValue) { return }
        // A host compiles the writes of another transaction before this one is stored.
        log?.willChange(in: transaction)
        lock.withLock { _ in storage.value = newValue }
        log?.append(transaction)
    }

    /// Sets the value without recording a write: a value made on first use (a
    /// `StateObject`'s object), not a change.
    internal func initialize(_ value: Value) {
        let target = lock.withLock { _ in storage.target }
        if let target {
            target.initialize(value)
        } else {
            lock.withLock { _ in storage.value = value }
        }
    }

    /// Makes this location read and write `other`'s value.
    internal func forward(to other: StateLocation<Value>) {
        guard other !== self else { return }
        lock.withLock { _ in storage.target = other }
    }

    /// Records this location's writes in `log` from now on (the host keeps it).
    internal func record(in log: ChangeLog) {
        lock.withLock { _ in storage.log = log }
    }
}

/// Whether a write of `new` over `old` changes nothing: equal `Equatable` values, or the
/// same object.
nonisolated private func isSameValue<Value>(_ old: Value, _ new: Value) -> Bool {
    if let equatable = Value.self as? any Equatable.Type {
        // Opened on the metatype, so that an optional compares as itself (a cast of the
        // value would unwrap it, and `nil` would be no `Equatable` at all).
        func equal<T: Equatable>(_: T.Type) -> Bool {
            guard let old = old as? T, let new = new as? T else { return false }
            return old == new
        }
        return equal(equatable)
    }
    if Value.self is AnyObject.Type {
        return (old as AnyObject) === (new as AnyObject)
    }
    return false
}
