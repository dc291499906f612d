import Foundation
import KinemaCore

/// The stack size of the threads that resolve, lay out and draw deep scenes: 512 MiB
/// of address space (committed only as used). A level of a view tree costs about
/// 2-4 KiB of stack across resolution, KinemaLayout's engine and drawing, so this
/// allows well over 100,000 levels.
internal let largeStackSize = 512 << 20

/// The tree height from which drawing runs on a large-stack thread; below it, the
/// caller's stack (at least 512 KiB on any Swift thread) is ample.
internal let largeStackThreshold = 64

/// Runs `body` on a new thread with a large stack and waits for its result.
///
/// Resolution, layout and drawing recurse over the view tree; running them here keeps
/// deep trees (10,000 levels and more) from overflowing the caller's stack.
internal func withLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = largeStackSize
    thread.start()
    done.wait()
    return result.withLock { $0! }
}
