/// A type-erased gesture, as SwiftUI's `AnyGesture`.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///     isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    /// A primitive gesture.
    public typealias Body = Never

    private let gesture: any Gesture<Value>

    /// Wraps `gesture`.
    /// - Parameter gesture: The gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        self.gesture = gesture
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        makeRecognizer(gesture, in: space)
    }
}
