import Foundation

/// What SwiftUI's `PhaseAnimator` computes, as a value: a sequence of phases, each
/// entered with its own animation once the previous one is logically complete.
///
/// Kinema's own type (SwiftUI keeps this inside its `PhaseAnimator` view). At time 0
/// the content shows `phases[0]` and starts animating towards `phases[1]` with
/// `animation(phases[1])`; when that animation is logically complete it moves on to
/// `phases[2]`, and so on; after the last phase it returns to `phases[0]`. A
/// repeating sequence (SwiftUI's `phaseAnimator(_:content:animation:)`) then starts
/// over and cycles forever; a one-shot sequence (one run of
/// `phaseAnimator(_:trigger:content:animation:)` after its trigger changes) stops
/// back at `phases[0]`.
///
/// ```swift
/// let sequence = PhaseSequence([1.0, 1.5, 0.8]) { scale in
///     scale > 1 ? .bouncy : .easeOut(duration: 0.2)
/// }
/// let scale = sequence.value(at: 0.7) { $0 }
/// ```
///
/// Rules: a phase entered without animation (`nil`) is entered at once and lasts no
/// time. A repeating sequence whose whole cycle lasts no time runs one cycle and
/// stops. An animation that never completes (`repeatForever`) keeps its phase forever.
/// A sequence of one phase never changes.
public struct PhaseSequence<Phase: Equatable> {
    /// One phase change: entering `phase` at `startTime` with `animation`.
    public struct Step {
        /// The index in ``PhaseSequence/phases`` of the phase entered.
        public var phaseIndex: Int
        /// The phase entered.
        public var phase: Phase
        /// The animation of the change, or `nil` to change at once.
        public var animation: Animation?
        /// When the change happens, in seconds from the start of the sequence.
        public var startTime: TimeInterval
        /// How long the animation takes to be logically complete: when the next step
        /// starts. 0 without animation, infinity if it never completes.
        public var duration: TimeInterval
    }

    /// The phases, in order.
    public let phases: [Phase]
    /// Whether the sequence cycles forever rather than stopping back at the first phase.
    public let isRepeating: Bool
    /// The animation that enters each phase (by index).
    internal let animations: [Animation?]
    /// How long entering each phase (by index) takes.
    internal let durations: [TimeInterval]
    /// The start of step `k` within a cycle, for `k` in `0...phases.count`.
    internal let offsets: [TimeInterval]

    /// Creates the sequence of `phases`, each entered with `animation(phase)`.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through.
    ///   - repeating: Whether to cycle forever (`true`, SwiftUI's animator without
    ///     trigger) or to run once and stop back at the first phase.
    ///   - animation: The animation entering a phase, given that phase; `nil` changes
    ///     at once. Called once per phase, here.
    /// - Precondition: `phases` is not empty (there would be nothing to show).
    public init(
        _ phases: some Sequence<Phase>, repeating: Bool = true,
        animation: (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        precondition(!self.phases.isEmpty, "A PhaseSequence needs at least one phase, but has 0")
        self.isRepeating = repeating
        self.animations = self.phases.map(animation)
        var durations: [TimeInterval] = []
        for animation in animations {
            durations.append(Self.logicalDuration(of: animation))
        }
        self.durations = durations
        var offsets = [0.0]
        if self.phases.count > 1 {
            for k in 0..<self.phases.count {
                offsets.append(offsets[k] + durations[(k + 1) % self.phases.count])
            }
        }
        self.offsets = offsets
    }

    /// The length of one pass through every phase and back to the first; 0 for a single
    /// phase, infinity if some animation never completes.
    public var cycleDuration: TimeInterval { offsets[offsets.count - 1] }

    /// How long `animation` takes to be logically complete over any interval.
    private static func logicalDuration(of animation: Animation?) -> TimeInterval {
        guard let animation else { return 0 }
        var probe = ValueAnimator(initialValue: 0.0)
        probe.setTarget(1, at: 0, animation: animation)
        let time = probe.completionTime(ofChange: 0, criteria: .logicallyComplete) ?? .infinity
        return time.isNaN ? 0 : max(time, 0)
    }
}

extension PhaseSequence: Sendable where Phase: Sendable {}
extension PhaseSequence.Step: Sendable where Phase: Sendable {}
extension PhaseSequence.Step: Equatable {}
