#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that many tasks share, each access made under a lock.
///
/// Kinema's own, for the package's modules (`package` access, not API). It plays the role of
/// `Synchronization.Mutex`, which the design (Kinema's Architecture article) names for
/// shared state, but is built on a `pthread_mutex_t`: on Linux, `Mutex` locks with futex system calls inside the
/// uninstrumented standard library, so ThreadSanitizer cannot see it synchronize and reports
/// races between accesses that are in fact serialized. A pthread mutex is intercepted by
/// ThreadSanitizer, so `swift test --sanitize=thread` stays meaningful.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["frames", default: 0] += 1 }
/// ```
package final class Locked<Value: ~Copyable> {
    // Guarded by `mutex`: the compiler cannot see the lock, so the access is vouched for here.
    nonisolated(unsafe) private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock around `value`.
    package init(_ value: consuming sending Value) {
        self.value = value
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with error \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// - Complexity: One lock and unlock around `body`; waits while another task holds it.
    package func withLock<Result: ~Copyable>(
        _ body: (inout sending Value) throws -> sending Result
    ) rethrows -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

// Every access to `value` is made under `mutex`, and values cross into and out of the lock
// only as `sending` values, as with `Synchronization.Mutex`: so the lock is Sendable whatever
// it holds.
extension Locked: @unchecked Sendable {}
