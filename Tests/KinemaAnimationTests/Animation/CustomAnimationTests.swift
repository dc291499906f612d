import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

/// SwiftUI's documented example of a custom linear animation.
struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        if time <= duration { value.scaled(by: time / duration) } else { nil }
    }
}

/// SwiftUI's documented elastic ease-in-out example.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// A counter kept in animation state.
struct CounterKey: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// An animation that counts its calls in its state and reports logical completion at 0.1 s.
struct CountingAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        context.state[CounterKey.self] += 1
        if time >= 0.1 { context.isLogicallyComplete = true }
        return time < 0.2 ? value.scaled(by: time / 0.2) : nil
    }
}

@Suite("CustomAnimation, AnimationContext and AnimationState")
struct CustomAnimationTests {
    @Test("A custom animation runs through Animation")
    func customThroughAnimation() throws {
        let animation = Animation(MyLinearAnimation(duration: 2))
        expectClose(try #require(sample(animation, 8, at: 0.5)), 2, absolute: 1e-12)
        #expect(sample(animation, 8, at: 2.1) == nil)
        #expect(sampleVelocity(animation, 8, at: 0.5) == nil)
        var context = AnimationContext<Double>()
        #expect(!animation.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
        #expect(animation.description == "MyLinearAnimation(duration: 2.0)")
    }

    @Test("Custom animations compare by type and value")
    func equality() {
        #expect(
            Animation(MyLinearAnimation(duration: 1)) == Animation(MyLinearAnimation(duration: 1)))
        #expect(
            Animation(MyLinearAnimation(duration: 1)) != Animation(MyLinearAnimation(duration: 2)))
        #expect(
            Animation(MyLinearAnimation(duration: 1))
                != Animation(ElasticEaseInEaseOutAnimation(duration: 1)))
        #expect(Animation(MyLinearAnimation(duration: 1)) != .linear(duration: 1))
    }

    @Test("State reads defaults, keeps writes, and carries over withState")
    func state() {
        var context = AnimationContext<Double>()
        #expect(context.state[CounterKey.self] == 0)
        #expect(!context.isLogicallyComplete)
        _ = CountingAnimation().animate(value: 1.0, time: 0.15, context: &context)
        _ = CountingAnimation().animate(value: 1.0, time: 0.15, context: &context)
        #expect(context.state[CounterKey.self] == 2)
        #expect(context.isLogicallyComplete)
        var state = AnimationState<Float>()
        state[CounterKey.self] = 7
        let other = context.withState(state)
        #expect(other.state[CounterKey.self] == 7)
        #expect(other.isLogicallyComplete)
    }

    @Test("Custom animations work on pairs")
    func pairs() throws {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = AnimatablePair(4.0, -8.0)
        let covered = try #require(
            Animation(MyLinearAnimation(duration: 1)).animate(
                value: value, time: 0.25, context: &context))
        #expect(covered == AnimatablePair(1.0, -2.0))
    }
}
