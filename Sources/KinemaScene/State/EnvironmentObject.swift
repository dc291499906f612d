import KinemaCombine

/// An `ObservableObject` an ancestor put in the environment with
/// `environmentObject(_:)`, as SwiftUI's `EnvironmentObject`.
///
/// Reading it where no ancestor put an object of its type stops the program with a
/// message naming the type, as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentObjectBox<ObjectType>()

    /// An environment object of `ObjectType`.
    public init() {}

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found: a view's ancestor must "
                    + "provide it with environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// A binding to the property at `keyPath`.
    @MainActor
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension EnvironmentObject: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.object = environment.object(of: ObjectType.self)
        box.object?.objectWillChange.subscribe(graph.externalChanges)
    }
}

/// Where an ``EnvironmentObject`` keeps the object its view's environment has.
@MainActor
private final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
    nonisolated init() {}
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its content, read with
    /// `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        modifier(_EnvironmentValuesModifier { $0.setObject(object) })
    }
}
