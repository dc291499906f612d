/// A property of an ``ObservableObject`` whose changes update the views that use the
/// object, as Combine's `Published`.
///
/// A write tells the object's `objectWillChange` first, in the current transaction.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property with an initial value (the form `@Published var x = 0` uses).
    public init(wrappedValue value: Value) {
        self.value = value
    }

    /// A published property with an initial value.
    public init(initialValue value: Value) {
        self.value = value
    }

    /// The value, in a type that is not an ``ObservableObject`` (nothing is told).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The value of the property of an ``ObservableObject``: a write tells the object's
    /// `objectWillChange` first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

extension Published: Sendable where Value: Sendable {}
