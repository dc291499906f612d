import KinemaCombine

/// An `ObservableObject` a view makes and owns, kept with the view's identity, as
/// SwiftUI's `StateObject`.
///
/// ```swift
/// struct DownloadView: View {
///     @StateObject private var download = Download()
///     var body: some View { ProgressView(value: download.progress) }
/// }
/// ```
///
/// The object is made once per identity, the first time the view is evaluated there
/// (the initial value's expression runs then, not every time the parent makes the view
/// anew); it is freed with the identity's state, when the view goes away.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    internal let location: StateLocation<ObjectType?>
    /// Makes the object; called once, on the main actor, where the object is first read.
    private let make: () -> ObjectType

    /// A state object made by `thunk` when first needed (the form
    /// `@StateObject var model = Model()` uses).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateLocation(nil)
        make = thunk
    }

    /// The object, made on first use.
    @MainActor
    public var wrappedValue: ObjectType {
        if let object = location.value { return object }
        let object = make()
        location.initialize(object)
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.forward(to: graph.location(for: key, adopting: location))
        wrappedValue.objectWillChange.subscribe(graph.externalChanges)
    }
}
