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
/// one. Read and write on the main actor.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction of writes through this binding.
    public var transaction = Transaction()
    private let read: @MainActor @Sendable () -> Value
    private let write: @MainActor @Sendable (Value, Transaction) -> Void

    /// A binding that reads with `get` and writes with `set`.
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a value.
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        read = get
        write = { value, _ in set(value) }
    }

    /// A binding that reads with `get` and writes with `set`, which is given the
    /// transaction of the write.
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a value in a transaction.
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value, Transaction) -> Void
    ) {
        read = get
        write = set
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
        let box = ConstantBox(value)
        return Binding(get: { box.value }, set: { _, _ in })
    }

    /// The value.
    @MainActor
    public var wrappedValue: Value {
        get { read() }
        nonmutating set {
            let transaction =
                self.transaction.animation != nil || self.transaction.disablesAnimations
                ? self.transaction : Transaction.current
            let write = self.write
            withTransaction(transaction) { write(newValue, transaction) }
        }
    }

    /// The binding itself (`$value` of a `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        // Key paths are immutable values: sharing one between closures is safe.
        nonisolated(unsafe) let keyPath = keyPath
        var binding = Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue, transaction in
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

extension Binding: Sendable {}

extension Binding: DynamicProperty {}

/// Holds the value of a constant binding for reading on the main actor.
@MainActor
private final class ConstantBox<Value> {
    // Set once by the nonisolated initializer, before the box is shared; read on the
    // main actor only.
    nonisolated(unsafe) let value: Value

    nonisolated init(_ value: Value) { self.value = value }
}
