import KinemaAnimation

/// A value a gesture sets while it is active and that returns to its initial value when
/// the gesture ends or is cancelled, as SwiftUI's `GestureState`.
///
/// ```swift
/// @GestureState(resetTransaction: Transaction(animation: .spring))
/// private var dragOffset = CGSize.zero
///
/// Card()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///         state = value.translation
///     })
/// ```
///
/// Only ``Gesture/updating(_:body:)`` sets it; the host keeps it with the view's
/// identity, as ``State``. Its reset is a state change in the reset transaction, so it
/// animates with the transaction's animation.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    internal let location: StateLocation<Value>
    internal let initialValue: Value
    internal let reset: @Sendable (Value, inout Transaction) -> Void

    /// A gesture state with an initial value, reset without animation.
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state with an initial value, reset without animation.
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// A gesture state whose reset animates in `resetTransaction`.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - resetTransaction: The transaction of the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state whose reset animates in `resetTransaction`.
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - resetTransaction: The transaction of the reset.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state whose reset transaction `reset` sets, given the value before the
    /// reset.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - reset: Sets the reset's transaction from the value being reset.
    public init(
        wrappedValue: Value, reset: @escaping @Sendable (Value, inout Transaction) -> Void
    ) {
        location = StateLocation(wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    /// A gesture state whose reset transaction `reset` sets, given the value before the
    /// reset.
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - reset: Sets the reset's transaction from the value being reset.
    public init(
        initialValue: Value, reset: @escaping @Sendable (Value, inout Transaction) -> Void
    ) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value, readable from any thread.
    public var wrappedValue: Value { location.value }

    /// The state itself, to pass to ``Gesture/updating(_:body:)`` (`$state`).
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value in `transaction` (what `updating` does).
    internal func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { location.value = value }
    }

    /// Returns the value to its initial one, in the reset transaction.
    internal func resetValue() {
        var transaction = Transaction()
        reset(location.value, &transaction)
        withTransaction(transaction) { location.value = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state whose initial value is `nil`, reset in `resetTransaction`.
    /// - Parameter resetTransaction: The transaction of the reset.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state whose initial value is `nil`, reset in the transaction `reset`
    /// sets.
    /// - Parameter reset: Sets the reset's transaction from the value being reset.
    public init(reset: @escaping @Sendable (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: Sendable where Value: Sendable {}

extension GestureState: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.forward(to: graph.location(for: key, adopting: location))
    }
}
