// `Task.sleep(for:)` on the scene clock. The waits that shadow the standard library's and
// Dispatch's with the same signature (`sleep(nanoseconds:)`, `DispatchQueue.asyncAfter`,
// `async`) are in KinemaSceneWaits, which `import Kinema` and `import SwiftUI` bring whole.

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least `duration`: of scene time while a host runs a scene
    /// (see ``SceneClock``), of wall-clock time otherwise.
    ///
    /// Kinema's own: it is chosen over the standard library's clock-generic form in files
    /// that import Kinema or SwiftUI.
    /// - Parameter duration: The time to sleep.
    public nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
        if let clock = SceneClock.current {
            try await clock.sleep(for: duration.seconds)
        } else {
            try await sleep(until: .now + duration, clock: ContinuousClock())
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
