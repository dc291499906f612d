import KinemaAnimation
import KinemaCore

/// The animator of one slot as recorded up to one state: immutable, so compiled states
/// share it between threads; a later change records a new track.
///
/// The value of a track at a time depends only on the changes at or before that time,
/// so a state's frames read the track as it was when the state was recorded.
package final class Track<Value: VectorArithmetic & Sendable>: Sendable {
    /// The changes recorded so far.
    internal let animator: ValueAnimator<Value>
    /// Whether the value never changed: sampling then skips the animator.
    private let isConstant: Bool

    /// A track at `value`, unchanged.
    internal convenience init(initialValue: Value) {
        self.init(ValueAnimator(initialValue: initialValue))
    }

    /// A track of `animator`.
    internal init(_ animator: ValueAnimator<Value>) {
        self.animator = animator
        isConstant = animator.changeCount == 0
    }

    /// The value at `time`.
    @inline(__always)
    internal func value(at time: Double) -> Value {
        isConstant ? animator.initialValue : animator.value(at: time)
    }

    /// This track with its target changed to `value` at `time`, or itself when the
    /// target is already `value`.
    internal func changed(to value: Value, at time: Double, animation: Animation?) -> Track {
        guard animator.target != value else { return self }
        var animator = self.animator
        animator.setTarget(value, at: time, animation: animation)
        return Track(animator)
    }
}

/// A track of any type, as kept between states to be matched with the next state's
/// slot.
package protocol AnyTrack: AnyObject, Sendable {
    /// Whether an animation moves the value at `time`.
    func isAnimating(at time: Double) -> Bool

    /// The index of the latest change if it was made at `time` and an animation moves the
    /// value then: the change started an animation (a jump stops them all, and a change
    /// to the same target records none).
    func animatedChange(at time: Double) -> Int?

    /// When the animation of change `index` completes by `criteria` (`nil`: never).
    func completionTime(ofChange index: Int, criteria: AnimationCompletionCriteria) -> Double?
}

extension Track: AnyTrack {
    package func isAnimating(at time: Double) -> Bool {
        !isConstant && animator.isAnimating(at: time)
    }

    package func animatedChange(at time: Double) -> Int? {
        guard !isConstant, animator.lastChangeTime == time, animator.isAnimating(at: time)
        else { return nil }
        return animator.changeCount - 1
    }

    package func completionTime(ofChange index: Int, criteria: AnimationCompletionCriteria)
        -> Double?
    {
        animator.completionTime(ofChange: index, criteria: criteria)
    }
}
