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
        location = EnvironmentLocation(.keyPath(keyPath))
    }

    /// Reads the `@Observable` object of type `objectType` put in the environment with
    /// `environment(_:)`. Reading it where none was put stops the program, as in SwiftUI.
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        location = EnvironmentLocation(
            .object(ObjectIdentifier(objectType), required: "\(objectType)"))
    }

    /// Reads the `@Observable` object of type `objectType` put in the environment, or
    /// `nil` where none was put.
    /// - Parameter objectType: The object's type.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
    where Value == Object? {
        location = EnvironmentLocation(.object(ObjectIdentifier(objectType), required: nil))
    }

    /// The value in the view's environment, readable from any thread.
    public var wrappedValue: Value { location.value }
}

extension Environment: Sendable where Value: Sendable {}

extension Environment: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.environment.initialize(environment)
    }
}

/// How an ``Environment`` reads its value, and the environment it reads: set on the main
/// actor when the host links the view, read from any thread.
private final class EnvironmentLocation<Value>: Sendable {
    /// Where the value is in an environment.
    enum Source {
        /// At a key path of the values.
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// The object put there with `environment(_:)` whose type has this identifier; its
        /// type's name when the environment must hold one.
        case object(ObjectIdentifier, required: String?)
    }

    // Immutable once made. A key path only reads the environments this location holds:
    // sharing it with the threads that read the property is safe, though key paths are
    // not declared `Sendable`.
    nonisolated(unsafe) private let source: Source
    /// The view's environment, once linked (a thread-safe box, never linked to a host).
    let environment = StateLocation<EnvironmentValues?>(nil)

    init(_ source: Source) {
        self.source = source
    }

    var value: Value {
        let environment = self.environment.value ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let identifier, let required):
            if let object = environment.object(withIdentifier: identifier) as? Value {
                return object
            }
            guard let required else {
                // An optional object type: `nil` where none was put.
                return Optional<Any>.none as! Value
            }
            preconditionFailure(
                "No Observable object of type \(required) in the environment: "
                    + "put one there with .environment(_:) on an ancestor view")
        }
    }
}
