import KinemaAnimation
import KinemaClock

/// Runs the completions of `withAnimation(_:completionCriteria:_:completion:)` at the
/// scene time their criteria give, for a ``ViewHost`` (Kinema's own).
///
/// After each compiled state the host hands over the transactions of its writes and the
/// tracks the state's recording changed. A completion whose changes started no animation
/// runs at once. A `.logicallyComplete` one runs when its animation, alone, is logically
/// complete (later animations ignored, as SwiftUI documents). A `.removed` one is kept
/// with the changes it animated (track and change index): its time is the latest removal
/// of those changes, each extended by the animations later changes add to the same track
/// before it is done (`ValueAnimator.completionTime(ofChange:criteria:)`); since later
/// states can move that time either way (an added animation delays it, a jump ends it),
/// it is worked out again after every state and when it comes due.
@MainActor
internal final class CompletionScheduler {
    /// A track of the host's record: a slot's, or an identity's transition progress.
    internal enum TrackReference: Hashable {
        case slot(SlotKey)
        case progress(ViewIdentity)
    }

    /// A `.removed` completion waiting for its changes' animations.
    private struct Pending {
        let action: @MainActor @Sendable () -> Void
        let changes: [(TrackReference, Int)]
        /// The time a wake-up is scheduled for, if any.
        var scheduled: Double?
    }

    private let clock: SceneClock
    private var pending: [Pending] = []

    /// A scheduler on `clock`.
    internal init(clock: SceneClock) { self.clock = clock }

    /// Whether `.removed` completions wait (so that the host finds the changed tracks
    /// even when a state's writes carry no completion).
    internal var isWaiting: Bool { !pending.isEmpty }

    /// Schedules the completions of `writes`, compiled into a state at the clock's time
    /// whose recording changed `animated` (each track's latest change, which started an
    /// animation), and reconsiders the waiting ones against `track`, which finds the
    /// latest track of a reference.
    internal func compiled(
        writes: [Transaction], animated: [(TrackReference, Int)],
        track: (TrackReference) -> (any AnyTrack)?
    ) {
        var seen: Set<ObjectIdentifier> = []
        for write in writes {
            for completion in write.animationCompletions
            where seen.insert(ObjectIdentifier(completion.claim)).inserted {
                if animated.isEmpty {
                    // No animation was created: right after the change.
                    clock.schedule(after: 0) { completion.run() }
                } else if completion.criteria == .removed {
                    pending.append(Pending(action: { completion.run() }, changes: animated))
                } else {
                    let delay = Self.logicalCompletionDelay(of: write.animation)
                    if delay.isFinite { clock.schedule(after: delay) { completion.run() } }
                }
            }
        }
        reconsider(track: track)
    }

    /// Runs the waiting completions now due and schedules a wake-up for the others.
    internal func reconsider(track: (TrackReference) -> (any AnyTrack)?) {
        let now = clock.now
        var due: [@MainActor @Sendable () -> Void] = []
        var waiting: [Pending] = []
        for var entry in pending {
            let time = Self.removalTime(of: entry.changes, track: track)
            if time <= now {
                due.append(entry.action)
                continue
            }
            if time.isFinite, entry.scheduled != time {
                entry.scheduled = time
                clock.schedule(after: time - now) { [weak self] in self?.wake() }
            }
            waiting.append(entry)
        }
        pending = waiting
        for action in due { action() }
    }

    /// The host's hook for a wake-up: set by the host to reconsider with its tracks.
    internal var wake: () -> Void = {}

    /// The latest removal of `changes`' animations; infinity if one never ends, `-inf`
    /// when none is known any more.
    private static func removalTime(
        of changes: [(TrackReference, Int)], track: (TrackReference) -> (any AnyTrack)?
    ) -> Double {
        var latest = -Double.infinity
        for (reference, index) in changes {
            guard let track = track(reference) else { continue }
            guard let time = track.completionTime(ofChange: index, criteria: .removed) else {
                return .infinity
            }
            latest = max(latest, time)
        }
        return latest
    }

    /// When an animation started now is logically complete, alone: never for one that
    /// repeats forever.
    private static func logicalCompletionDelay(of animation: Animation?) -> Double {
        guard let animation else { return 0 }
        var probe = ValueAnimator(initialValue: 0.0)
        probe.setTarget(1, at: 0, animation: animation)
        guard let time = probe.completionTime(ofChange: 0, criteria: .logicallyComplete) else {
            return .infinity
        }
        return time.isNaN ? 0 : max(time, 0)
    }
}
