import Foundation
import KinemaCore

/// Contextual values that a custom animation can use to keep state between calls.
///
/// The animator gives each running animation its own context; the animation reads and writes
/// ``state`` and reports its logical completion through ``isLogicallyComplete``.
///
/// SwiftUI's context also carries the view's `environment`; Kinema's animations run without
/// views, so the context has no environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The state of the animation, kept for the animation's life.
    public var state: AnimationState<Value>

    /// Whether the animation has finished what it means to show, even if it still moves a
    /// little (a spring settling). Animations set it; completion criteria read it.
    public var isLogicallyComplete: Bool

    /// The presented offset and velocity of the previous animation when a merge is decided.
    ///
    /// Kinema's animator sets it before calling `shouldMerge(previous:value:time:context:)`,
    /// so that merging springs continue from where the previous animation was; it is `nil`
    /// at all other times.
    @usableFromInline
    internal var mergeSnapshot: MergeSnapshot<Value>?

    /// Creates a context with empty state that is not logically complete.
    ///
    /// SwiftUI keeps this initializer private; Kinema exposes it so that code and tests can
    /// call `animate(value:time:context:)` directly.
    public init() {
        state = AnimationState()
        isLogicallyComplete = false
        mergeSnapshot = nil
    }

    /// Creates a context for values of type `T` with the given state, keeping this context's
    /// logical completion.
    ///
    /// - Parameter state: The state of the new context.
    /// - Returns: A context holding `state`.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

extension AnimationContext: Sendable where Value: Sendable {}

/// Where the previous animation was when a new change arrived: offset from the start of its
/// interval and velocity.
@usableFromInline
internal struct MergeSnapshot<Value: VectorArithmetic> {
    @usableFromInline internal var offset: Value
    @usableFromInline internal var velocity: Value
}

extension MergeSnapshot: Sendable where Value: Sendable {}

/// What a built-in animation's `animate` returns, and whether it reports itself logically
/// complete, computed without changing a context: the animator samples built-in curves and
/// springs in place through it.
@usableFromInline
internal struct AnimationSample<Value: VectorArithmetic> {
    /// The covered part of the interval, or `nil` once finished.
    @usableFromInline var covered: Value?
    /// Whether `animate` sets ``AnimationContext/isLogicallyComplete``.
    @usableFromInline var isLogicallyComplete: Bool

    @inlinable
    init(_ covered: Value?, isLogicallyComplete: Bool) {
        self.covered = covered
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// The sample of a finished animation.
    @inlinable static var finished: Self { Self(nil, isLogicallyComplete: true) }

    /// Reports logical completion to `context` (a flag that is never cleared), and returns
    /// the covered value: what `animate` does with the sample.
    @inlinable
    func reported(to context: inout AnimationContext<Value>) -> Value? {
        if isLogicallyComplete { context.isLogicallyComplete = true }
        return covered
    }
}
