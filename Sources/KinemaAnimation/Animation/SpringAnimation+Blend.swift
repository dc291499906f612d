import Foundation
import KinemaCore

/// A persistent spring's blend from the spring it merged with: over `duration` seconds after
/// the merge, the response and damping ratio move linearly from `from`'s to the new spring's.
///
/// There is no closed form for a spring whose parameters change, so the blend window is
/// integrated with RK4 (at most 256 steps of at most 1/480 s per sample); the state at the
/// end of the window is integrated once, at the merge, and the closed form takes over there.
/// The window is at most ``SpringAnimation/longestStableBlend(from:to:)`` long.
@usableFromInline
internal struct SpringBlend<V: VectorArithmetic> {
    @usableFromInline var from: Spring
    @usableFromInline var duration: TimeInterval
    /// The state at the end of the window (time since the run's origin, offset, velocity).
    @usableFromInline var end: SpringOrigin<V>
}

/// The state key of a persistent spring's blend; `nil` when the spring does not blend.
@usableFromInline
internal struct SpringBlendKey<V: VectorArithmetic>: AnimationStateKey {
    @inlinable static var defaultValue: SpringBlend<V>? { nil }
}

extension SpringAnimation {
    /// The blend to store when merging with `previous` at `origin`, or `nil` when there is
    /// nothing to blend (no blend duration, the same spring, or an instant spring).
    func blend<V: VectorArithmetic>(
        from previous: Animation, origin: SpringOrigin<V>, value: V
    ) -> SpringBlend<V>? {
        guard blendDuration > 0, let from = previous.persistentSpring, from != spring,
            !from.isInstant, !spring.isInstant
        else { return nil }
        let duration = min(blendDuration, Self.longestStableBlend(from: from, to: spring))
        let (offset, velocity) = integrate(
            from: from, origin: origin, value: value, blendDuration: duration,
            elapsed: duration)
        return SpringBlend(
            from: from, duration: duration,
            end: SpringOrigin(time: origin.time + duration, offset: offset, velocity: velocity))
    }

    /// The longest blend window that the integrator's 256 steps keep stable: 256 / r
    /// seconds, where `r = w (z + sqrt(z^2 - 1))` (or `w` when `z <= 1`) bounds the fastest
    /// rate of either spring, `w` the larger angular frequency and `z` the larger damping
    /// ratio. Longer blend durations are clamped to it (about 12 s for two 0.3 s springs
    /// that do not overdamp), so that a window of, say, 1e17 s cannot trap or diverge.
    static func longestStableBlend(from: Spring, to: Spring) -> TimeInterval {
        let frequency = max(from.angularFrequency, to.angularFrequency)
        let ratio = max(from.dampingRatio, to.dampingRatio)
        let rate = frequency * (ratio > 1 ? ratio + ((ratio - 1) * (ratio + 1)).squareRoot() : 1)
        return 256 / rate
    }

    /// The offset and velocity `elapsed` seconds into the blend window.
    @usableFromInline
    func integrate<V: VectorArithmetic>(
        from: Spring, origin: SpringOrigin<V>, value: V, blendDuration: TimeInterval,
        elapsed: TimeInterval
    ) -> (offset: V, velocity: V) {
        let elapsed = min(max(elapsed, 0), blendDuration)
        // Counted in Double first: `elapsed * 480` may exceed Int's range.
        let steps = Int(min(256, max(1, (elapsed * 480).rounded(.up))))
        let step = elapsed / Double(steps)
        let (fromResponse, toResponse) = (2 * Double.pi / from.angularFrequency, spring.response)
        func acceleration(_ x: V, _ v: V, at time: Double) -> V {
            let fraction = time / blendDuration
            let response = fromResponse + (toResponse - fromResponse) * fraction
            let ratio = from.dampingRatio + (spring.dampingRatio - from.dampingRatio) * fraction
            let omega = 2 * Double.pi / response
            return (value - x).scaled(by: omega * omega) - v.scaled(by: 2 * ratio * omega)
        }
        var (x, v) = (origin.offset, origin.velocity)
        for index in 0..<steps {
            let t = Double(index) * step
            let (k1x, k1v) = (v, acceleration(x, v, at: t))
            let x2 = x + k1x.scaled(by: step / 2)
            let v2 = v + k1v.scaled(by: step / 2)
            let (k2x, k2v) = (v2, acceleration(x2, v2, at: t + step / 2))
            let x3 = x + k2x.scaled(by: step / 2)
            let v3 = v + k2v.scaled(by: step / 2)
            let (k3x, k3v) = (v3, acceleration(x3, v3, at: t + step / 2))
            let x4 = x + k3x.scaled(by: step)
            let v4 = v + k3v.scaled(by: step)
            let (k4x, k4v) = (v4, acceleration(x4, v4, at: t + step))
            x += (k1x + k2x.scaled(by: 2) + k3x.scaled(by: 2) + k4x).scaled(by: step / 6)
            v += (k1v + k2v.scaled(by: 2) + k3v.scaled(by: 2) + k4v).scaled(by: step / 6)
        }
        return (x, v)
    }
}
