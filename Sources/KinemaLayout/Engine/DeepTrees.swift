import Dispatch
import Foundation
import KinemaCore

#if canImport(CDispatch)
    import CDispatch  // where Dispatch's types live on Linux
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Deep trees. The Layout protocol is recursive by nature (a container's `sizeThatFits`
// calls its subviews'), so a pass over a tree `h` levels deep nests about `h` layout
// calls on the native stack: some 2 KiB a level in a release build, several times that
// in a debug build or with heavy custom layouts. The engine works on the caller's stack
// when it has room for the tree, and otherwise runs the pass on one of its own threads,
// whose stacks are large and kept from pass to pass (their pages stay committed), so
// callers on any thread may lay out any depth.

/// The tree height up to which the engine works on the caller's stack without asking
/// how much room is left there.
internal let callerStackHeightLimit = 128

/// The subtree height up to which subviews are measured or placed on worker threads
/// (whose stacks are not sized to the tree); deeper subtrees stay on the pass's thread.
internal let concurrentHeightLimit = 128

/// Whether a sanitizer's runtime is loaded: its instrumented frames are several times
/// larger, and ThreadSanitizer's `pthread_getattr_np` has been seen to deadlock, so the
/// engine then never asks about the caller's stack.
private let sanitizerLoaded: Bool = {
    #if canImport(Glibc)
        return dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
    #else
        return false
    #endif
}()

/// The stack a level may take: generous, for debug builds and custom layouts; four
/// times that under a sanitizer.
internal let stackBytesPerLevel = sanitizerLoaded ? 32 << 10 : 8 << 10

/// The stack of the engine's own threads: 1 GiB of address space (pages are committed
/// only as used), over 100,000 levels.
internal let deepStackSize = 1 << 30

/// Runs `body` on the caller's stack when it has room for `height` levels, else on a
/// thread of the engine's with a large stack, and waits for it.
/// - Complexity: O(1) besides `body`; a hand-off to another thread for a tree deeper
///   than the caller's stack holds.
internal func onStack<T>(forHeight height: Int, _ body: () -> T) -> T {
    if height <= callerStackHeightLimit || callerStackHolds(levels: height) { return body() }
    return withoutActuallyEscaping(body) { body in
        let handoff = Handoff(body)
        DeepStackThreads.shared.run { handoff.run() }
        return handoff.result!
    }
}

/// Whether the calling thread's stack has room for `levels` more levels, with 256 KiB
/// to spare.
private func callerStackHolds(levels: Int) -> Bool {
    guard !sanitizerLoaded, let low = currentStackLowAddress() else { return false }
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    return here - low - (256 << 10) >= levels * stackBytesPerLevel
}

#if canImport(Glibc)
    /// `pthread_getattr_np`, which Glibc's module map leaves out (it is a GNU extension).
    private typealias GetAttributes =
        @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// The key of the per-thread record of the stack's lowest address (asking glibc costs
    /// a read of /proc/self/maps on the main thread, so each thread asks once).
    private let stackLowKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
#endif

/// The lowest address of the calling thread's stack, or `nil` if unknown.
private func currentStackLowAddress() -> Int? {
    #if canImport(Glibc)
        if let known = pthread_getspecific(stackLowKey) { return Int(bitPattern: known) }
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        pthread_setspecific(stackLowKey, low)
        return Int(bitPattern: low)
    #else
        return nil
    #endif
}

/// A body and its result, handed to a deep-stack thread and back. The caller waits for
/// that thread, so the two are never touched by two threads at once.
private final class Handoff<T>: @unchecked Sendable {
    private let body: () -> T
    var result: T?

    init(_ body: @escaping () -> T) { self.body = body }

    func run() { result = body() }
}

/// The engine's threads with large stacks: idle ones wait for work; one is made when
/// all are busy (as many as passes run at once).
private final class DeepStackThreads: Sendable {
    static let shared = DeepStackThreads()

    private let idle = Locked<[DeepStackThread]>([])

    /// Runs `job` on an idle thread and waits for it.
    func run(_ job: @escaping @Sendable () -> Void) {
        let thread = idle.withLock { $0.popLast() } ?? DeepStackThread()
        thread.run(job)
        idle.withLock { $0.append(thread) }
    }
}

/// One thread with a large stack, running one job at a time.
private final class DeepStackThread: Sendable {
    private let job = Locked<(@Sendable () -> Void)?>(nil)
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [job, start, done] in
            while true {
                start.wait()
                job.withLock { $0 }?()
                job.withLock { $0 = nil }
                done.signal()
            }
        }
        thread.stackSize = deepStackSize
        thread.start()
    }

    /// Runs `work` on this thread and waits for it.
    func run(_ work: @escaping @Sendable () -> Void) {
        job.withLock { $0 = work }
        start.signal()
        done.wait()
    }
}

extension NodeState {
    /// Releases the subtree below this state level by level, without the nested
    /// releases (one stack frame per level) of letting a deep chain of states go.
    /// - Complexity: O(*n*) for *n* states.
    internal final func dismantle() {
        var pending: [NodeState] = [self]
        while let state = pending.popLast() {
            pending.append(contentsOf: state.children)
            state.detachChildren()
        }
    }
}
