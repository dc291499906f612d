/// The criteria that determine when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    @usableFromInline
    internal enum Storage: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    @usableFromInline
    internal let storage: Storage

    /// The animation has logically completed, but may still be in its long tail (a spring
    /// settling).
    public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)

    /// The animation has been removed: it no longer moves the value.
    public static let removed = AnimationCompletionCriteria(storage: .removed)
}
