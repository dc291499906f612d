/// The modifier of `gesture(_:including:)`, `simultaneousGesture(_:including:)` and
/// `highPriorityGesture(_:including:)`: the view's gesture becomes a target a
/// ``ViewHost`` plays scripted touches on.
nonisolated public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let gesture: G
    internal let priority: GesturePriority
    internal let mask: GestureMask

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.registerGesture(
            gesture, id: id, content: ViewResolver(content), priority: priority, mask: mask)
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Adds `gesture` to the view, below the gestures of the views inside it, as
    /// SwiftUI's `gesture(_:including:)`.
    ///
    /// Offline, a ``ViewHost`` plays touches on it with ``ScriptedInput`` (a drag, a long
    /// press, a pinch, a rotation or a tap) naming the text inside the view or its
    /// accessibility identifier.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which of this gesture and those inside the view are recognized.
    /// - Returns: The view with the gesture.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Adds `gesture` to the view when `isEnabled`, as SwiftUI's `gesture(_:isEnabled:)`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether the gesture is recognized.
    /// - Returns: The view with the gesture.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool)
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` to the view, recognized beside the gestures of the views inside it
    /// (neither waits for the other), as SwiftUI's `simultaneousGesture(_:including:)`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which of this gesture and those inside the view are recognized.
    /// - Returns: The view with the gesture.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Adds `gesture` to the view, above the gestures of the views inside it (they wait
    /// until it fails), as SwiftUI's `highPriorityGesture(_:including:)`.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Which of this gesture and those inside the view are recognized.
    /// - Returns: The view with the gesture.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }
}
