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
    var times: [Double] = []
    times.reserveCapacity(runs)
    var allocations: UInt64 = 0
    for _ in 0..<runs {
        let allocationsBefore = kinema_allocation_count()
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = body(iterations)
        let end = DispatchTime.now().uptimeNanoseconds
        allocations = kinema_allocation_count() - allocationsBefore
        blackHole(checksum)
        times.append(Double(end - start) / Double(iterations))
    }
    times.sort()
    let median = times[times.count / 2]
    return Measurement(
        name: name,
        nanosecondsPerIteration: median,
        spread: median > 0 ? (times[times.count - 1] - times[0]) / median : 0,
        allocationsPerIteration: Double(allocations) / Double(iterations)
    )
}

/// Keeps `value` alive: the optimizer cannot see through this call.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
