import CAllocationCounter
import Foundation

/// What one benchmark measured: the median time per iteration over several runs, and the
/// heap allocations per iteration of the last run.
public struct Measurement: Sendable {
    /// The benchmark's name, as printed in the table.
    public let name: String
    /// The median, over the runs, of nanoseconds per iteration.
    public let nanosecondsPerIteration: Double
    /// The spread of the runs: (slowest - fastest) / median.
    public let spread: Double
    /// Heap allocations per iteration, counted over one whole run.
    public let allocationsPerIteration: Double

    /// A measurement taken elsewhere (another process, another library), to compare
    /// against in a `ComparisonTable`.
    public init(
        name: String, nanosecondsPerIteration: Double, spread: Double = 0,
        allocationsPerIteration: Double = 0
    ) {
        self.name = name
        self.nanosecondsPerIteration = nanosecondsPerIteration
        self.spread = spread
        self.allocationsPerIteration = allocationsPerIteration
    }
}

/// Measures `body`, which performs `iterations` iterations of the work under test and
/// returns a checksum (kept alive so the optimizer cannot drop the work).
///
/// One warm-up run is discarded; then `runs` runs are timed and the median is kept.
public func measure(
    _ name: String, iterations: Int, runs: Int = 11, body: (Int) -> Double
) -> Measurement {
    precondition(iterations > 0, "iterations must be positive, but is \(iterations)")
    precondition(runs > 0, "runs must be positive, but is \(runs)")
    blackHole(body(iterations))
    var runs = (0..<runs).map { _ in timedRun(iterations: iterations, body: body) }
    return summary(name, of: &runs)
}

/// One timed run: nanoseconds and heap allocations per iteration.
struct TimedRun {
    var nanoseconds: Double
    var allocations: Double
}

/// Runs `body` once for `iterations` iterations and times it.
func timedRun(iterations: Int, body: (Int) -> Double) -> TimedRun {
    let allocationsBefore = kinema_allocation_count()
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = body(iterations)
    let end = DispatchTime.now().uptimeNanoseconds
    let allocations = kinema_allocation_count() - allocationsBefore
    blackHole(checksum)
    return TimedRun(
        nanoseconds: Double(end - start) / Double(iterations),
        allocations: Double(allocations) / Double(iterations))
}

/// The median of `runs` (sorted in place) with their spread, and the last run's allocations.
func summary(_ name: String, of runs: inout [TimedRun]) -> Measurement {
    let allocations = runs[runs.count - 1].allocations
    runs.sort { $0.nanoseconds < $1.nanoseconds }
    let median = runs[runs.count / 2].nanoseconds
    let spread = median > 0 ? (runs[runs.count - 1].nanoseconds - runs[0].nanoseconds) / median : 0
    return Measurement(
        name: name, nanosecondsPerIteration: median, spread: spread,
        allocationsPerIteration: allocations)
}

/// Keeps `value` alive: the optimizer cannot see through this call.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The heap allocations made while `body` runs once, and the bytes they asked for (freed
/// or not): the memory a piece of work touches, counted rather than timed.
public func heapUsage(_ body: () -> Double) -> (allocations: Double, bytes: Double) {
    let allocationsBefore = kinema_allocation_count()
    let bytesBefore = kinema_allocated_bytes()
    blackHole(body())
    return (
        Double(kinema_allocation_count() - allocationsBefore),
        Double(kinema_allocated_bytes() - bytesBefore)
    )
}

/// The calling thread's CPU time in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`).
public func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
