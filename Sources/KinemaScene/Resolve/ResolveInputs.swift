/// A value that resolution carries for one feature, declared next to the feature: its
/// type and its value before anything sets it.
///
/// A feature adds a key, and a property on ``ResolveContext`` that reads and writes it
/// through ``ResolveContext/inputs``, in its own folder; the context itself does not
/// change:
///
/// ```swift
/// private enum NextGridRowKey: ResolveInputKey {
///     static var defaultValue: Int { 0 }
/// }
///
/// extension ResolveContext {
///     /// The next `GridRow`'s number inside the `Grid` being resolved.
///     internal var nextGridRow: Int {
///         get { inputs[NextGridRowKey.self] }
///         _modify { yield &inputs[NextGridRowKey.self] }
///     }
/// }
/// ```
package protocol ResolveInputKey {
    /// The type of the value.
    associatedtype Value
    /// The value before anything sets it.
    static var defaultValue: Value { get }
}

/// The values that resolution carries for its features, by key (``ResolveInputKey``): a
/// property list of typed keys, as SwiftUI's graph inputs.
///
/// Each value lives in a box of its own, shared between copies of the store until one of
/// them writes it (copy on write), so that modifying a value in place (appending to an
/// array) neither copies it nor allocates.
///
/// The features of ``ResolveContext`` (grid rows, controls, gestures, geometry,
/// navigation, toolbars) are keys of ``ResolveContext/inputs``; those of the environment that flows
/// down the tree (the controls', text's) are keys of the same store inside
/// ``SceneEnvironment/inputs`` (``SceneEnvironmentKey``, ``SceneEnvironmentInputs``), whose
/// values are `Sendable`. Both are `package`: a feature in a module over the engine
/// declares its own keys.
package struct ResolveInputs {
    private var boxes: [ObjectIdentifier: AnyInputBox] = [:]

    /// The value of `key`: its default until set.
    package subscript<Key: ResolveInputKey>(key: Key.Type) -> Key.Value {
        // A getter, not a `_read` coroutine: a coroutine whose frame holds a large value
        // (a default `ControlEnvironment`) outgrows the caller's buffer and allocates it,
        // at every read (measured: two allocations per view and state of the scene
        // benchmark).
        get {
            guard let box = boxes[ObjectIdentifier(key)] else { return Key.defaultValue }
            // Safe: the entry of `Key` only ever holds an `InputBox<Key.Value>` (set below).
            return unsafeDowncast(box, to: InputBox<Key.Value>.self).value
        }
        _modify {
            let id = ObjectIdentifier(key)
            // Taken out of the table, the box is uniquely referenced unless a copy of the
            // store shares it; then it is copied first.
            var box: InputBox<Key.Value>
            if let stored = boxes.removeValue(forKey: id) {
                box = unsafeDowncast(stored, to: InputBox<Key.Value>.self)
                if !isKnownUniquelyReferenced(&box) { box = InputBox(box.value) }
            } else {
                box = InputBox(Key.defaultValue)
            }
            defer { boxes[id] = box }
            yield &box.value
        }
    }
}

/// The box of a value of any type (see ``ResolveInputs``).
private class AnyInputBox {}

/// The box of one value. Only the key of `Value` stores or reads it, so the downcast in
/// ``ResolveInputs`` always holds.
private final class InputBox<Value>: AnyInputBox {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
