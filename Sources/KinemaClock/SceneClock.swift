import Foundation
import Synchronization

/// The virtual clock of a hosted scene (Kinema's own): the time of the scene, in seconds,
/// and the work waiting for a time to come.
///
/// While a host runs a scene's events, the clock is the task-local
/// ``SceneClock/current``, inherited by every `Task { }` made from those events and by
/// the tasks of `task { }` modifiers. Kinema's `Task.sleep(for:)`,
/// `Task.sleep(nanoseconds:)`, `DispatchQueue.asyncAfter(deadline:execute:)` and
/// `DispatchQueue.async(execute:)` (which shadow the standard ones in any file that
/// imports Kinema) then wait on this clock instead of the wall clock: a task that sleeps
/// one second and then calls `withAnimation` starts its animation at exactly one second
/// of scene time, however fast or slow the render, every run. Outside a host they behave
/// as the standard ones.
///
/// The rule for work the clock cannot see: between two waits on the clock a task runs at
/// the time of the first; if it awaits anything else (another actor, I/O), the host lets
/// the main actor run ``settleYields`` times before it moves the clock on, and that
/// work's effects land at whatever scene time the clock has then.
@MainActor
public final class SceneClock {
    /// The scene's time now, in seconds.
    public private(set) var now: Double = 0 {
        didSet { currentTime.withLock { $0 = now } }
    }
    /// ``now``, readable from any thread (for `Date.now`).
    private nonisolated let currentTime = Mutex<Double>(0)
    /// The date at scene time 0.
    public nonisolated let startDate: Date
    private var queue = WakeUpQueue()
    /// The tasks the host started that are not waiting on the clock.
    private var running = 0
    /// The tasks the host started, by identity.
    private var hostTasks: Set<Int> = []

    /// How many times the host lets the main actor run, at most, for work to reach its
    /// next wait on the clock before it moves the clock on.
    public static let settleYields = 1_000

    /// A clock at time 0.
    /// - Parameter startDate: The date at scene time 0 (`Date.now` on the clock is
    ///   `startDate` plus ``now``); fixed by default.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.startDate = startDate
    }

    /// The scene's date now: ``startDate`` plus ``now``, from any thread.
    public nonisolated var date: Date {
        startDate.addingTimeInterval(currentTime.withLock { $0 })
    }

    /// ``now``, readable from any thread (Kinema's Combine stages read it where a value
    /// arrives).
    package nonisolated var nowFromAnyThread: Double { currentTime.withLock { $0 } }

    /// The clock of the code running now, while a host runs a scene.
    nonisolated public static var current: SceneClock? { CurrentSceneClock.value }

    /// The number of waits not yet due.
    public var pendingCount: Int { queue.count }

    /// The time of the next wait, if any.
    public var nextWakeUp: Double? { queue.first?.time }

    /// Runs `body` with this clock as ``current``: tasks it makes inherit the clock.
    @discardableResult
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try CurrentSceneClock.$value.withValue(self, operation: body)
    }

    /// Runs work due at or before `time` in time order, each at its own time, letting
    /// the tasks it resumes run until they wait again; then sets the time to `time`.
    ///
    /// A time before ``now`` (or NaN) only lets due work run.
    /// - Parameter time: The scene time to reach, in seconds.
    public func advance(to time: Double) async {
        await settle()
        while runNext(through: time) {
            await settle()
        }
        move(to: time)
    }

    /// Runs the next work due at or before `time`, at its own time; `false` if none is.
    package func runNext(through time: Double) -> Bool {
        guard let next = queue.first, next.time <= time else { return false }
        queue.removeFirst()
        now = max(now, next.time)
        next.action()
        return true
    }

    /// Moves the work due before `time` to `time`, keeping its order, and makes work
    /// scheduled from now on due no earlier than `time`: what a host does when work keeps
    /// queueing more work at one scene time (a device would show the next frame first).
    package func deferWork(until time: Double) {
        queue.postpone(dueBefore: time, to: time)
        earliestDue = max(earliestDue, time)
    }

    /// The earliest time newly scheduled work is due (see ``deferWork(until:)``).
    private var earliestDue = -Double.infinity

    /// Sets the time to `time` if it is later than ``now``.
    package func move(to time: Double) {
        if time > now { now = time }
    }

    /// Schedules `action` to run on the main actor at `delay` seconds from now (Kinema's
    /// own; `asyncAfter` uses it). A negative, NaN or zero delay runs it at the current
    /// time, after the work already due then.
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        let delay = delay.isFinite ? max(delay, 0) : (delay == .infinity ? .infinity : 0)
        queue.insert(time: max(now + delay, earliestDue), action: action)
    }

    /// Suspends the calling task until `delay` seconds of scene time have passed;
    /// throws `CancellationError` if the task is cancelled first.
    package func sleep(for delay: Double) async throws {
        try Task.checkCancellation()
        let wake = WakeSignal()
        // A task the host started counts as waiting while it sleeps, and as runnable again
        // from the moment it is woken (not from when it next gets the main actor).
        if let id = Self.currentTaskID, hostTasks.contains(id) {
            running = max(running - 1, 0)
            wake.onResume = { [weak self] in self?.running += 1 }
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                wake.continuation = continuation
                schedule(after: delay) { wake.resume(throwing: false) }
            }
        } onCancel: {
            // Cancelled by the host (on the main actor): the task wakes before anything
            // the host starts next, as the order of the scene's events requires.
            if Thread.isMainThread {
                MainActor.assumeIsolated { wake.resume(throwing: true) }
            } else {
                Task { @MainActor in wake.resume(throwing: true) }
            }
        }
    }

    /// Marks that a task the host starts is runnable until it waits on the clock or ends.
    package func taskStarted() { running += 1 }

    /// Marks that the task running now is a task the host started (call first in its
    /// body): its waits on the clock then count it as waiting.
    package func hostTaskBegan() {
        if let id = Self.currentTaskID { hostTasks.insert(id) }
    }

    /// Marks that a task the host started has ended (call last in its body).
    package func taskEnded() {
        if let id = Self.currentTaskID { hostTasks.remove(id) }
        running = max(running - 1, 0)
    }

    /// The identity of the task running now.
    private static var currentTaskID: Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }

    /// Lets the main actor run until the work the clock knows of waits again: a few
    /// times always (for tasks just made to reach their first wait), more while a task the
    /// host started is neither waiting on the clock nor ended, up to ``settleYields``.
    package func settle() async {
        for round in 0..<Self.settleYields {
            await Task.yield()
            if round >= Self.minimumYields, running == 0 { break }
        }
    }

    /// How many times the host lets the main actor run, at least, before it moves the
    /// clock on.
    private static let minimumYields = 8
}

/// The continuation of one sleeping task, resumed once: by its time or by cancellation.
@MainActor
private final class WakeSignal {
    var continuation: CheckedContinuation<Void, any Error>?
    /// Runs when the sleeper is woken, before it runs again.
    var onResume: (() -> Void)?

    nonisolated init() {}

    func resume(throwing cancelled: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        onResume?()
        onResume = nil
        if cancelled {
            continuation.resume(throwing: CancellationError())
        } else {
            continuation.resume()
        }
    }
}

/// Holds the task-local clock outside the main actor's isolation.
private enum CurrentSceneClock {
    @TaskLocal static var value: SceneClock?
}
