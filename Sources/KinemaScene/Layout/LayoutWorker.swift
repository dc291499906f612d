import Foundation
import KinemaCore
import Synchronization

/// The one thread that lays out deep trees: created once per process, on the first
/// tree more than ``maximumInlineHeight`` levels deep, and kept for all later ones.
///
/// Kinema's own traversals never recurse, but KinemaLayout's engine does, as the
/// `Layout` protocol does by nature (a container's `sizeThatFits` calls its subviews'
/// synchronously, possibly user code), and so does releasing its stand-in tree. The
/// rule: a layout pass over a tree at most ``maximumInlineHeight`` levels deep runs
/// on the caller's thread (any Swift thread's stack, 512 KiB at least, holds it);
/// a deeper one, stand-ins and engine together, runs on this worker, whose 512 MiB
/// stack (address space, committed only as used) holds well over 100,000 levels. The
/// caller waits for the result. No thread is created per change or per frame.
internal final class LayoutWorker: Sendable {
    /// The deepest tree laid out on the caller's thread.
    internal static let maximumInlineHeight = 64

    /// The worker's stack size: 512 MiB.
    internal static let stackSize = 512 << 20

    /// The process's worker.
    internal static let shared = LayoutWorker()

    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let available = DispatchSemaphore(value: 0)
    private let started = Mutex(false)

    private init() {}

    /// Runs `body` on the worker and returns its result.
    internal func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        startIfNeeded()
        let result = Locked<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let job: @Sendable () -> Void = {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        jobs.withLock { $0.append(job) }
        available.signal()
        done.wait()
        return result.withLock { $0! }
    }

    private func startIfNeeded() {
        let isNew = started.withLock { isStarted in
            defer { isStarted = true }
            return !isStarted
        }
        guard isNew else { return }
        let thread = Thread { [self] in
            while true {
                available.wait()
                let job = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
                job?()
            }
        }
        thread.stackSize = Self.stackSize
        thread.name = "Kinema layout worker"
        thread.start()
    }
}
