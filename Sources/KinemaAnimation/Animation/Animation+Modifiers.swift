import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds.
    ///
    /// The value stays where it was until the delay has passed: `t' = max(0, t - delay)`.
    ///
    /// - Parameter delay: The delay in seconds. Negative, NaN and infinite delays count as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        let delay = delay.isFinite ? max(delay, 0) : 0
        return Animation(storage: .delay(DelayAnimation(base: self, delay: delay)))
    }

    /// Changes the speed of the animation: `t' = t * speed`.
    ///
    /// - Parameter speed: The speed factor; 2 runs twice as fast. NaN, zero and negative
    ///   speeds count as 1 (the animation runs unchanged); an infinite speed completes the
    ///   animation at once.
    public func speed(_ speed: Double) -> Animation {
        Animation(storage: .speed(SpeedAnimation(base: self, speed: speed > 0 ? speed : 1)))
    }

    /// Repeats the animation `repeatCount` times.
    ///
    /// Each run lasts until the animation finishes; with `autoreverses`, every other run goes
    /// backwards. After the last run the value is at its target.
    ///
    /// - Parameters:
    ///   - repeatCount: How many times to run; counts below 1 count as 1.
    ///   - autoreverses: Whether every other run goes backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        let count = max(repeatCount, 1)
        return Animation(
            storage: .repeated(
                RepeatAnimation(base: self, count: count, autoreverses: autoreverses)))
    }

    /// Repeats the animation for ever.
    ///
    /// - Parameter autoreverses: Whether every other run goes backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(
            storage: .repeated(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses)))
    }

    /// Reports the animation logically complete `duration` seconds after it starts, if it has
    /// not reported so before.
    ///
    /// - Parameter duration: The time in seconds; NaN means never (the modifier has no effect).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        let after = duration.isNaN ? .infinity : duration
        return Animation(
            storage: .logicallyComplete(LogicallyCompleteAnimation(base: self, after: after)))
    }
}
