import KinemaAnimation

/// Read and write access to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// ```swift
/// struct Switch: View {
///     @Binding var isOn: Bool
///     var body: some View {
///         Capsule().fill(isOn ? Color.green : Color.gray)
///             .onTapGesture { withAnimation { isOn.toggle() } }
///     }
/// }
/// // In the parent: Switch(isOn: $isOn)
/// ```
///
/// A write through a binding changes the owner's value, in the binding's own
/// ``transaction`` when it has an animation (see ``animation(_:)``), else in the current
/// one.
///
/// Threads, as in SwiftUI: `Binding` is `Sendable` when its value is. A binding to state
/// (`$value` of a ``State``, of a `SceneStorage`, a `constant`, and projections of them
/// through `$value.property`) may be read and written from any thread. A binding made with
/// `init(get:set:)` runs its closures on the main actor, where they
/// were formed in a `body`; reading or writing it from another thread stops the program
/// with a message naming the misuse, where SwiftUI reports it at run time.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction of writes through this binding.
    public var transaction = Transaction()
    /// Reads the value (safe to call from any thread; see the type's threading notes).
    internal let read: @Sendable () -> Value
    /// Writes a value in a transaction (as ``read``).
    internal let write: @Sendable (Value, Transaction) -> Void

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// SwiftUI declares both closures `@isolated(any) @Sendable`, so that a closure formed
    /// in a `body` keeps the main actor; Kinema declares them `@MainActor @Sendable`, which
    /// accepts the same closures (a nonisolated closure converts), and runs them on the
    /// main actor.
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a value.
    @preconcurrency
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// A binding that reads with `get` and writes with `set`, which is given the
    /// transaction of the write.
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a value in a transaction.
    @preconcurrency
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value, Transaction) -> Void
    ) {
        read = {
            callOnMainActor(
                "a Binding made with main-actor closures was read off the main actor",
                with: ()
            ) { _ in get() }
        }
        write = { value, transaction in
            callOnMainActor(
                "a Binding made with main-actor closures was written off the main actor",
                with: value
            ) { value in set(value, transaction) }
        }
    }

    /// A binding whose accessors may run on any thread (Kinema's own, for state).
    /// - Parameters:
    ///   - read: Reads the value; safe to call from any thread.
    ///   - write: Writes a value in a transaction; safe to call from any thread.
    internal init(
        reading read: @escaping @Sendable () -> Value,
        writing write: @escaping @Sendable (Value, Transaction) -> Void
    ) {
        self.read = read
        self.write = write
    }

    /// A binding to the value at `location`, from any thread.
    internal init(location: StateLocation<Value>) {
        self.init(
            reading: { location.value },
            writing: { value, transaction in location.write(value, in: transaction) })
    }

    /// The binding itself (the form `@Binding var x` uses when given `$x`).
    /// - Parameter projectedValue: A binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored.
    /// - Parameter value: The value.
    /// - Returns: The binding.
    public static func constant(_ value: Value) -> Binding<Value> {
        let location = StateLocation(value)
        return Binding(reading: { location.value }, writing: { _, _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { Self.send(newValue, through: write, own: transaction) }
    }

    /// Reads the value, as `wrappedValue` does: a `Sendable` function whatever `Value` is,
    /// for closures that keep a binding's access (Kinema's own).
    internal var getter: @Sendable () -> Value { read }

    /// Writes a value, as setting `wrappedValue` does: a `Sendable` function whatever
    /// `Value` is (Kinema's own).
    internal var setter: @Sendable (Value) -> Void {
        let (write, own) = (self.write, transaction)
        return { Self.send($0, through: write, own: own) }
    }

    /// Writes `value` with `write`, in the binding's `own` transaction when it has an
    /// animation (or disables them), else in the current one.
    private static func send(
        _ value: Value, through write: (Value, Transaction) -> Void, own: Transaction
    ) {
        let transaction =
            own.animation != nil || own.disablesAnimations ? own : Transaction.current
        withTransaction(transaction) { write(value, transaction) }
    }

    /// The binding itself (`$value` of a `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`), as thread-safe as this one.
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        // A key path is immutable once made; the binding only applies it to values it
        // reads, so sharing it between the accessors' threads is safe (key paths are not
        // declared `Sendable`, though SwiftUI's bindings share them the same way).
        nonisolated(unsafe) let keyPath = keyPath
        var binding = Binding<Subject>(
            reading: { read()[keyPath: keyPath] },
            writing: { newValue, transaction in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value, transaction)
            })
        binding.transaction = transaction
        return binding
    }

    /// The same binding, writing with `animation`: the state changes it makes animate.
    /// - Parameter animation: The animation; `.default` unless given.
    /// - Returns: The binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// The same binding, writing in `transaction`.
    /// - Parameter transaction: The transaction of writes.
    /// - Returns: The binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension Binding: Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}
