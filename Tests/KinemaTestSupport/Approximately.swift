// Shared by the test targets: approximate comparison with written-down tolerances.
// Not API: the target is not a product.
import Testing

/// Whether `actual` is within `absolute + relative * |expected|` of `expected`.
///
/// NaN is never close to anything; equal infinities are close.
public func isClose(
    _ actual: Double, _ expected: Double, absolute: Double, relative: Double = 0
) -> Bool {
    if actual == expected { return true }
    guard actual.isFinite, expected.isFinite else { return false }
    return abs(actual - expected) <= absolute + relative * abs(expected)
}

/// Records an issue unless `actual` is within `absolute + relative * |expected|` of `expected`.
///
/// Always pass an absolute tolerance: a relative one alone fails near zero.
public func expectClose(
    _ actual: Double, _ expected: Double, absolute: Double, relative: Double = 0,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let tolerance = absolute + relative * abs(expected)
    #expect(
        isClose(actual, expected, absolute: absolute, relative: relative),
        "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation
    )
}

/// A small, seeded, deterministic random number generator (SplitMix64) for property checks.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
