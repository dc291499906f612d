extension Binding {
    /// A binding to an optional's wrapped value, or `nil` when the value is `nil` now,
    /// as SwiftUI's `init?(_:)`.
    /// - Parameter base: A binding to an optional value.
    @MainActor
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        // The last value seen, for reads after the optional became nil.
        let last = LastValue(initial)
        self.init(
            get: {
                if let value = base.wrappedValue { last.value = value }
                return last.value
            },
            set: { value, transaction in
                last.value = value
                base.transaction(transaction).wrappedValue = value
            })
        transaction = base.transaction
    }

    /// A binding to an optional value made from a binding to a value.
    /// - Parameter base: A binding to the wrapped value.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(
            get: { base.wrappedValue },
            set: { value, transaction in
                if let value { base.transaction(transaction).wrappedValue = value }
            })
        transaction = base.transaction
    }

    /// A binding to a hashable value as `AnyHashable`; writes of another type are
    /// ignored.
    /// - Parameter base: A binding to a hashable value.
    public init<Base: Hashable>(_ base: Binding<Base>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { value, transaction in
                if let value = value.base as? Base {
                    base.transaction(transaction).wrappedValue = value
                }
            })
        transaction = base.transaction
    }
}

/// The last non-nil value an unwrapping binding read or wrote.
@MainActor
private final class LastValue<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}
