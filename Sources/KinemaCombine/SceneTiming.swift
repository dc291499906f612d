import KinemaClock
/// The scene clock as the Combine stages that wait see it (Kinema's own): timers,
/// `debounce`, `throttle` and `receive(on:)` deliver through it, on the main actor, at
/// their scene time.
internal struct SceneTiming: Sendable {
    let clock: SceneClock

    /// The clock of the code running now, while a host runs a scene; `nil` outside one
    /// (the stages then deliver nothing later).
    static var current: SceneTiming? { SceneClock.current.map(SceneTiming.init) }

    /// The scene time now, from any thread.
    var now: Double { clock.nowFromAnyThread }

    /// Runs `work` on the main actor at scene time `time` (at once, after the work due
    /// now, if `time` has passed).
    ///
    /// `work` is a plain closure, as Combine's stages hold their subscribers' closures:
    /// Kinema runs it only on the main actor, where the pipelines of SwiftUI files are
    /// made and driven (view bodies, their events and models, the scene clock's own
    /// events), as a SwiftUI app's `RunLoop.main` and `DispatchQueue.main` deliver there.
    /// A pipeline fed from another thread at the same moment as the clock delivers would
    /// race, as it would in Combine.
    func run(at time: Double, _ work: @escaping () -> Void) {
        nonisolated(unsafe) let work = work
        let clock = self.clock
        // The time is fixed now; the main actor schedules it when it next runs, before
        // the host moves the clock on (a host lets the main actor run between events).
        Task { @MainActor in
            clock.schedule(after: time - clock.now) { work() }
        }
    }
}
