import Dispatch
import Foundation
import KinemaClock

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least `duration` nanoseconds: of scene time while a host
    /// runs a scene (see `SceneClock`), of wall-clock time otherwise.
    ///
    /// It runs on the caller's actor (`nonisolated(nonsending)`), so that a task on the
    /// main actor is waiting on the scene clock as soon as it calls it.
    ///
    /// Kinema's own: it shadows the standard library's in files that import Kinema or SwiftUI.
    /// - Parameter duration: The time to sleep, in nanoseconds.
    public nonisolated(nonsending) static func sleep(nanoseconds duration: UInt64)
        async throws
    {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

extension DispatchQueue {
    /// Runs `work` after `deadline`: at the same delay in scene time while a host runs a
    /// scene (see `SceneClock`; the delay is `deadline` minus now when called, rounded to
    /// whole milliseconds), at the
    /// deadline otherwise.
    ///
    /// Kinema's own: it shadows Dispatch's in files that import Kinema or SwiftUI. On the scene
    /// clock, `work` runs on the main actor, whichever queue it was given to.
    /// - Parameters:
    ///   - deadline: When to run `work`.
    ///   - work: The work.
    public func asyncAfter(
        deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if let clock = SceneClock.current {
            let nanoseconds = deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds
            // The deadline was taken from the wall clock a moment ago: whole milliseconds
            // give `.now() + 1` exactly one second of scene time.
            let delay = (Double(Int64(bitPattern: nanoseconds)) / 1e6).rounded() / 1e3
            onMainActor { clock.schedule(after: delay) { work() } }
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Runs `work` soon: right after the current event in scene time while a host runs a
    /// scene (see `SceneClock`), on this queue otherwise.
    ///
    /// Kinema's own: it shadows Dispatch's in files that import Kinema or SwiftUI.
    /// - Parameter work: The work.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let clock = SceneClock.current {
            onMainActor { clock.schedule(after: 0) { work() } }
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }
}

/// Runs `body` on the main actor: now if this is the main thread, else as soon as the
/// main actor is free.
private func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}
