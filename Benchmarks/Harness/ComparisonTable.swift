import Foundation

/// A table of benchmarks, each measured against a baseline in the same run, printed as
/// fixed-width text (and as JSON lines for tooling).
public struct ComparisonTable {
    /// One row: a measurement of Kinema against the baseline for the same work.
    public struct Row: Sendable {
        /// Kinema's measurement.
        public let subject: Measurement
        /// The baseline's measurement of the same work.
        public let baseline: Measurement
        /// The largest acceptable `subject / baseline` time ratio.
        public let goal: Double
        /// The largest acceptable number of heap allocations per iteration.
        public let allocationGoal: Double
        /// Kinema's time divided by the baseline's.
        public let ratio: Double

        /// Whether the ratio meets the goal.
        public var meetsGoal: Bool {
            ratio <= goal && subject.allocationsPerIteration <= allocationGoal
        }
    }

    /// The title printed above the table.
    public let title: String
    /// The baseline's name, for the header.
    public let baselineName: String
    /// The rows so far.
    public private(set) var rows: [Row] = []

    /// Creates an empty table.
    public init(title: String, baselineName: String) {
        self.title = title
        self.baselineName = baselineName
    }

    /// Adds a row.
    public mutating func add(
        _ subject: Measurement, against baseline: Measurement, goal: Double,
        allocationGoal: Double = .infinity
    ) {
        let ratio = subject.nanosecondsPerIteration / max(baseline.nanosecondsPerIteration, 1e-9)
        rows.append(
            Row(
                subject: subject, baseline: baseline, goal: goal, allocationGoal: allocationGoal,
                ratio: ratio))
    }

    /// Adds a row measured in alternating runs, with its median per-round ratio.
    public mutating func add(
        _ comparison: Comparison, goal: Double, allocationGoal: Double = .infinity
    ) {
        rows.append(
            Row(
                subject: comparison.subject, baseline: comparison.baseline, goal: goal,
                allocationGoal: allocationGoal, ratio: comparison.ratio))
    }

    /// The table as text.
    public var text: String {
        let nameWidth = max(10, rows.map(\.subject.name.count).max() ?? 0)
        var lines = [title, ""]
        lines.append(
            pad("benchmark", nameWidth) + "  " + pad("Kinema ns", 10, right: true) + "  "
                + pad("\(baselineName) ns", 12, right: true) + "  " + pad("ratio", 6, right: true)
                + "  " + pad("goal", 6, right: true) + "  " + pad("allocs", 6, right: true) + "  ok"
        )
        for row in rows {
            lines.append(
                pad(row.subject.name, nameWidth) + "  "
                    + pad(format(row.subject.nanosecondsPerIteration), 10, right: true) + "  "
                    + pad(format(row.baseline.nanosecondsPerIteration), 12, right: true) + "  "
                    + pad(format(row.ratio), 6, right: true) + "  "
                    + pad("≤" + format(row.goal), 6, right: true) + "  "
                    + pad(format(row.subject.allocationsPerIteration), 6, right: true) + "  "
                    + (row.meetsGoal ? "yes" : "NO"))
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    private func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }
}
