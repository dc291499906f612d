import KinemaAnimation

/// A gesture that updates a ``GestureState`` as its value changes, as SwiftUI's
/// `GestureStateGesture` (what ``Gesture/updating(_:body:)`` makes).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The gesture whose changes update the state.
    public var base: Base
    /// The state updated.
    public var state: GestureState<State>
    /// Sets the state (and the transaction of the change) from the base's new value.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` with `body` each time `base` changes.
    /// - Parameters:
    ///   - base: The gesture.
    ///   - state: The state updated.
    ///   - body: Sets the state (and the transaction of the change) from the new value.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        let (state, body) = (self.state, self.body)
        // Whether `body` set the state since the touch began: only then does it reset.
        var isSet = false
        func scheduleReset(_ sink: GestureSink) {
            guard isSet else { return }
            isSet = false
            sink.afterEvent { state.resetValue() }
        }
        let update: (GestureUpdate<Value>, GestureInput) -> GestureUpdate<Value> = {
            update, input in
            switch update {
            case .changed(let value) where input.delivers:
                var newValue = state.wrappedValue
                var transaction = Transaction()
                body(value, &newValue, &transaction)
                state.set(newValue, in: transaction)
                isSet = true
            case .ended, .failed:
                scheduleReset(input.sink)
            case .none, .changed:
                break
            }
            return update
        }
        return MappedRecognizer(
            makeRecognizer(base, in: space), cancelled: { scheduleReset($0) }, transform: update)
    }
}

extension Gesture {
    /// Updates `state` as the gesture's value changes, as SwiftUI's `updating(_:body:)`:
    /// `body` runs on the main actor with the new value, the state to set and the
    /// transaction of the change; the state returns to its initial value (in its reset
    /// transaction) after the gesture ends or is cancelled.
    /// - Parameters:
    ///   - state: The gesture state (`$state`).
    ///   - body: Sets the state from the value.
    /// - Returns: The gesture updating the state.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
