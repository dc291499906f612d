import KinemaCombine

/// An `ObservableObject` a view is given, whose changes update the view, as SwiftUI's
/// `ObservedObject`.
///
/// ```swift
/// struct ProgressRow: View {
///     @ObservedObject var download: Download
///     var body: some View { ProgressView(value: download.progress) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue` (the form `@ObservedObject var model: Model` uses).
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to the property at `keyPath` (`$model.name`, through
    /// ``projectedValue``).
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// Bindings to the properties of an observed object, as SwiftUI's
    /// `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        internal let object: ObjectType

        /// A binding to the property at `keyPath`, read and written on the object.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            // The object and the key path are read and written only on the main actor, in
            // the binding's closures, as SwiftUI's bindings are.
            let access = MainActorCarried((object: object, keyPath: keyPath))
            return Binding(
                get: { access.value.object[keyPath: access.value.keyPath] },
                set: { access.value.object[keyPath: access.value.keyPath] = $0 })
        }
    }
}

extension ObservedObject: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        wrappedValue.objectWillChange.subscribe(graph.externalChanges)
    }
}
