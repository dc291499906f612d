import Foundation

/// Which field has focus, as SwiftUI's `FocusState`: a `Bool` for one field, or an
/// optional `Hashable` value naming one of several.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focused: Field?
/// var body: some View {
///     VStack {
///         TextField("Email", text: $email).focused($focused, equals: .email)
///         SecureField("Password", text: $password).focused($focused, equals: .password)
///     }
///     .onAppear { focused = .email }
/// }
/// ```
///
/// The host keeps the value with the view's identity, as ``State``. Setting it moves
/// focus (the focused field draws a caret); scripted typing into a field gives that field
/// focus, and submitting a field takes it away before the `onSubmit` actions run, so an
/// action that moves focus to the next field wins, as on iOS. It may be read and
/// written from any thread, as `State` may.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    internal let location: StateLocation<Value>

    /// A focus state for one field: `false` until the field has focus.
    public init() where Value == Bool {
        location = StateLocation(false)
    }

    /// A focus state naming the focused field: `nil` while none has focus.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(nil)
    }

    /// The focused field (`true`, or the value of the focused field's `focused(_:equals:)`).
    @MainActor
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the focus state (`$focused`), for `focused(_:)` and
    /// `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: location)
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: what `$focused`
    /// gives, and what a child view declares with `@FocusState.Binding var focused: Bool`.
    @propertyWrapper
    public struct Binding: DynamicProperty {
        internal let location: StateLocation<Value>

        internal init(location: StateLocation<Value>) {
            self.location = location
        }

        /// The focused field.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        location.forward(to: graph.location(for: key, adopting: location))
    }
}

extension FocusState {
    /// The value that names no field: `false`, or `nil` (the only two kinds of focus
    /// state the initializers make).
    internal static var unfocused: Value? {
        if let value = false as? Value { return value }
        return (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value
    }
}

nonisolated extension View {
    /// Binds the focus of the field inside to a `Bool` focus state: `true` while the field
    /// has focus; setting it to `true` focuses the field, `false` takes focus away.
    /// - Parameter condition: The focus state's binding (`$isFocused`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let location = condition.location
        let link = FocusLink(
            isFocused: { location.value }, focus: { location.value = true },
            unfocus: { if location.value { location.value = false } })
        return modifier(_EnvironmentModifier { $0.controls.input.focus = link })
    }

    /// Binds the focus of the field inside to a focus state: the state equals `value`
    /// while the field has focus; setting the state to `value` focuses the field.
    /// - Parameters:
    ///   - binding: The focus state's binding (`$focused`).
    ///   - value: The value that names this field.
    public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        let location = binding.location
        // The value is the caller's, compared and written on the main actor only.
        let values = MainActorCarried((value, FocusState<Value>.unfocused))
        let link = FocusLink(
            isFocused: { location.value == values.value.0 },
            focus: { location.value = values.value.0 },
            unfocus: {
                let (value, unfocused) = values.value
                if location.value == value, let unfocused { location.value = unfocused }
            })
        return modifier(_EnvironmentModifier { $0.controls.input.focus = link })
    }
}
