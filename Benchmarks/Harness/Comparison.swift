/// A benchmark and its baseline measured in alternating runs, so that a change in the
/// machine's load during the measurement affects both alike.
public struct Comparison: Sendable {
    /// The subject's measurement (median over its runs).
    public let subject: Measurement
    /// The baseline's measurement (median over its runs).
    public let baseline: Measurement
    /// The median over the rounds of the subject's time divided by the baseline's in the
    /// same round.
    public let ratio: Double
}

/// Measures `subject` and `baseline` in alternating runs (after one warm-up run of each).
///
/// Each closure performs the given number of iterations and returns a checksum. The ratio is
/// the median of the per-round ratios: a noisy neighbour that slows one round slows both
/// of its halves.
public func compare(
    _ subjectName: String, against baselineName: String, iterations: Int, runs: Int = 15,
    subject: (Int) -> Double, baseline: (Int) -> Double
) -> Comparison {
    precondition(iterations > 0, "iterations must be positive, but is \(iterations)")
    precondition(runs > 0, "runs must be positive, but is \(runs)")
    blackHole(subject(iterations))
    blackHole(baseline(iterations))
    var subjectRuns: [TimedRun] = []
    var baselineRuns: [TimedRun] = []
    var ratios: [Double] = []
    for round in 0..<runs {
        // Alternate which goes first, so neither always follows the other.
        let first = round.isMultiple(of: 2)
        let a = timedRun(iterations: iterations, body: first ? subject : baseline)
        let b = timedRun(iterations: iterations, body: first ? baseline : subject)
        let (s, c) = first ? (a, b) : (b, a)
        subjectRuns.append(s)
        baselineRuns.append(c)
        ratios.append(s.nanoseconds / max(c.nanoseconds, 1e-9))
    }
    ratios.sort()
    return Comparison(
        subject: summary(subjectName, of: &subjectRuns),
        baseline: summary(baselineName, of: &baselineRuns),
        ratio: ratios[ratios.count / 2])
}
