extension Binding {
    /// A binding to an optional's wrapped value, or `nil` when the value is `nil` now,
    /// as SwiftUI's `init?(_:)`.
    /// - Parameter base: A binding to an optional value.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        // The last value seen, for reads after the optional became nil (never linked to a
        // host: a box that any thread may read and write, as the base binding may be).
        let last = StateLocation(initial)
        let (read, write) = (base.read, base.write)
        self.init(
            reading: {
                if let value = read() { last.value = value }
                return last.value
            },
            writing: { value, transaction in
                last.value = value
                write(value, transaction)
            })
        transaction = base.transaction
    }

    /// A binding to an optional value made from a binding to a value.
    /// - Parameter base: A binding to the wrapped value.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        let (read, write) = (base.read, base.write)
        self.init(
            reading: { read() },
            writing: { value, transaction in
                if let value { write(value, transaction) }
            })
        transaction = base.transaction
    }

    /// A binding to a hashable value as `AnyHashable`; writes of another type are
    /// ignored.
    /// - Parameter base: A binding to a hashable value.
    public init<Base: Hashable>(_ base: Binding<Base>) where Value == AnyHashable {
        // Main-actor closures, as selections are read and written (a nonisolated one would
        // send the base type's metatype to other threads).
        let (read, write) = (base.read, base.write)
        self.init(
            get: { AnyHashable(read()) },
            set: { value, transaction in
                if let value = value.base as? Base { write(value, transaction) }
            })
        transaction = base.transaction
    }
}
