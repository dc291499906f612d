/// A gesture that runs an action when its value changes, as SwiftUI's `_ChangedGesture`
/// (what ``Gesture/onChanged(_:)`` makes).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture
where Content.Value: Equatable {
    /// The content's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    internal let content: Content
    internal let action: (Value) -> Void

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        let action = self.action
        var delivered: Value?
        return MappedRecognizer(makeRecognizer(content, in: space)) { update, input in
            if case .changed(let value) = update, input.delivers, value != delivered {
                delivered = value
                action(value)
            }
            return update
        }
    }
}

/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture` (what
/// ``Gesture/onEnded(_:)`` makes).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// The content's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    internal let content: Content
    internal let action: (Value) -> Void

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        let action = self.action
        return MappedRecognizer(makeRecognizer(content, in: space)) { update, input in
            if case .ended(let value) = update, input.delivers { action(value) }
            return update
        }
    }
}

/// A gesture whose value is another's transformed, as SwiftUI's `_MapGesture` (what
/// ``Gesture/map(_:)`` makes).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    /// A primitive gesture.
    public typealias Body = Never

    internal let content: Content
    internal let transform: (Content.Value) -> Value

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        makeRecognizer(content, in: space).mapped(transform)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes, as SwiftUI's
    /// `onChanged(_:)`: on the main actor, with the new value (not for a value equal to
    /// the last one it ran with).
    /// - Parameter action: What to do with the new value.
    /// - Returns: The gesture with the action.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends (not when it fails or is cancelled), as
    /// SwiftUI's `onEnded(_:)`: once, on the main actor, with the final value.
    /// - Parameter action: What to do with the final value.
    /// - Returns: The gesture with the action.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its value transformed by `body`, as SwiftUI's `map(_:)`.
    /// - Parameter body: Makes the new value from the gesture's.
    /// - Returns: A gesture whose value is `body`'s result.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
