extension UnitCurve {
    /// Where the jumps of a `steps(_:jump:)` curve sit, as in CSS Easing Level 2's
    /// `<step-position>`. Kinema's own addition.
    public enum StepPosition: Hashable, Sendable, CaseIterable {
        /// The first jump happens at the start: CSS `jump-start`.
        case jumpStart
        /// The last jump happens at the end: CSS `jump-end`.
        case jumpEnd
        /// No jump at either end; the first and last steps last a full interval each:
        /// CSS `jump-none`.
        case jumpNone
        /// Jumps at both the start and the end: CSS `jump-both`.
        case jumpBoth

        /// CSS `start`, the same as `jumpStart`.
        public static let start = StepPosition.jumpStart

        /// CSS `end`, the same as `jumpEnd`.
        public static let end = StepPosition.jumpEnd

        /// The number of jumps in the output for `count` steps.
        private func jumps(count: Int) -> Double {
            switch self {
            case .jumpStart, .jumpEnd: return Double(count)
            case .jumpNone: return Double(count) - 1
            case .jumpBoth: return Double(count) + 1
            }
        }

        /// The smallest valid step count for this position (CSS: 2 for `jump-none`, else 1).
        internal var minimumCount: Int { self == .jumpNone ? 2 : 1 }

        /// CSS's step output at `x` in [0, 1] (without the "before" flag, which concerns
        /// the delay phase of a CSS animation, not a curve).
        @usableFromInline
        internal func value(at x: Double, count: Int) -> Double {
            var step = (x * Double(count)).rounded(.down)
            if self == .jumpStart || self == .jumpBoth { step += 1 }
            let jumps = jumps(count: count)
            return min(step, jumps) / jumps
        }
    }

    /// A staircase of `count` equal steps, CSS Easing Level 2's `steps(count, position)`.
    /// Kinema's own addition.
    ///
    /// ```swift
    /// UnitCurve.steps(4).value(at: 0.3)                    // 0.25
    /// UnitCurve.steps(4, jump: .jumpStart).value(at: 0.3)  // 0.5
    /// ```
    ///
    /// Output levels follow CSS: `jumpEnd` gives 0, 1/n, …, (n-1)/n and 1 only at 1;
    /// `jumpStart` gives 1/n already at 0; `jumpNone` gives 0 … 1 in n levels; `jumpBoth`
    /// gives 1/(n+1) … n/(n+1) inside and 1 at 1. So `jumpStart` and `jumpBoth` do not start
    /// at 0, as in CSS. `velocity(at:)` is 0 everywhere.
    ///
    /// CSS makes a count below 1 (below 2 for `jumpNone`) invalid; Kinema raises such a count
    /// to that minimum instead.
    ///
    /// - Parameters:
    ///   - count: The number of steps (intervals of equal length).
    ///   - jump: Where the jumps sit; the default, `.end`, is CSS's default.
    public static func steps(_ count: Int, jump: StepPosition = .end) -> UnitCurve {
        UnitCurve(storage: .steps(count: max(count, jump.minimumCount), position: jump))
    }

    /// CSS `step-start`: `steps(1, jump: .jumpStart)`, 1 everywhere. Kinema's own addition.
    public static let stepStart = steps(1, jump: .jumpStart)

    /// CSS `step-end`: `steps(1, jump: .jumpEnd)`, 0 until progress reaches 1. Kinema's own
    /// addition.
    public static let stepEnd = steps(1, jump: .jumpEnd)
}
