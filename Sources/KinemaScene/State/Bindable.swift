import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var model: Model
///     var body: some View {
///         Slider(value: $model.volume)
///     }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties (`$model.volume`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue` (the form `@Bindable var model` uses).
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A binding to the property at `keyPath`: reading and writing it on the object.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        // The object and the key path are only read and written on the main actor, in the
        // binding's closures, as SwiftUI's bindings are.
        let access = MainActorCarried((object: wrappedValue, keyPath: keyPath))
        return Binding(
            get: { access.value.object[keyPath: access.value.keyPath] },
            set: { access.value.object[keyPath: access.value.keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
