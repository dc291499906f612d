import Observation

/// A value of the environment read by a view, as SwiftUI's `Environment`.
///
/// ```swift
/// struct Card: View {
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Model.self) private var model
///     var body: some View {
///         Text(model.title)
///             .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
///     }
/// }
/// ```
///
/// The host links the property to the environment of the view before its `body` runs;
/// before that (a view value made but not yet shown), it reads the default environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let location: EnvironmentLocation<Value>

    /// Reads the value at `keyPath` of the environment.
    /// - Parameter keyPath: A property of ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        location = EnvironmentLocation { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `objectType` put in the environment with
    /// `environment(_:)`. Reading it where none was put stops the program, as in SwiftUI.
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        location = EnvironmentLocation { environment in
            guard let object = environment.object(of: objectType) else {
                preconditionFailure(
                    "No Observable object of type \(objectType) in the environment: "
                        + "put one there with .environment(_:) on an ancestor view")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `objectType` put in the environment, or
    /// `nil` where none was put.
    /// - Parameter objectType: The object's type.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
    where Value == Object? {
        location = EnvironmentLocation { $0.object(of: objectType) }
    }

    /// The value in the view's environment.
    @MainActor
    public var wrappedValue: Value { location.value }
}

extension Environment: Sendable {}

extension Environment: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.environment = environment
    }
}

/// How an ``Environment`` reads its value, and the environment it reads.
@MainActor
private final class EnvironmentLocation<Value> {
    // Set once by the nonisolated initializer, before the location is shared; read on the
    // main actor only.
    nonisolated(unsafe) private let read: (EnvironmentValues) -> Value
    /// The view's environment, once linked.
    var environment: EnvironmentValues?

    nonisolated init(_ read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    var value: Value { read(environment ?? EnvironmentValues()) }
}
