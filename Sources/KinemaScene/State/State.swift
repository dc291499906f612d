/// A value a view owns and changes, as SwiftUI's `State`.
///
/// ```swift
/// struct Loader: View {
///     @State private var isRotating = false
///     var body: some View {
///         Circle()
///             .trim(from: 0, to: 0.7)
///             .stroke(Color.blue, lineWidth: 4)
///             .rotationEffect(.degrees(isRotating ? 360 : 0))
///             .onAppear {
///                 withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
///                     isRotating = true
///                 }
///             }
///     }
/// }
/// ```
///
/// The host keeps the value with the view's identity: it survives updates of the parent
/// and is reset when the view is removed or its identity changes. A write animates the
/// views that depend on it with the current ``Transaction``; a write of the value it
/// already holds (an equal `Equatable` value, the same object) changes nothing.
///
/// As in SwiftUI, state may be read and written from any thread: the value is kept
/// under a lock, and a host compiles a write made off the main actor at its next update.
/// `State` is `Sendable` when its value is.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    internal let location: StateLocation<Value>

    /// A state with an initial value (the form `@State var x = 0` uses).
    /// - Parameter value: The initial value.
    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    /// A state with an initial value.
    /// - Parameter value: The initial value.
    public init(initialValue value: Value) {
        location = StateLocation(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value (`$value`), readable and writable from any thread.
    public var projectedValue: Binding<Value> { Binding(location: location) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`.
    public init() {
        location = StateLocation(nil)
    }
}

extension State: Sendable where Value: Sendable {}

extension State: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.forward(to: graph.location(for: key, adopting: location))
    }
}
