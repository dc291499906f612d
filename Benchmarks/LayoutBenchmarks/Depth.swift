// Cold layout of nested chains at growing depth: time per node must stay flat (within 2x
// of depth 10) from depth 10 to 5,000, for every chain kind.
import BenchmarkHarness
import KinemaLayout

/// The depths measured against depth 10.
let chainDepths = [100, 1_000, 5_000]

/// One cold pass over a chain, serial: a fresh engine (every cache made anew) and its
/// first layout; returns a checksum.
func coldChain(_ tree: LayoutSubview) -> Double {
    checksum(
        LayoutEngine(root: tree, concurrencyThreshold: .max).layout(
            in: ProposedViewSize(width: 100_000, height: 100_000)))
}

/// Measures every chain kind at each depth against the same chain at depth 10, in
/// alternating runs of equal node counts, and prints the table and the per-node times.
func runDepthBenchmarks(runs: Int) {
    var table = ComparisonTable(
        title: "Cold layout of nested chains, time per node (ratio = depth d / depth 10, "
            + "equal node counts, alternating runs, 1 core; goal: flat within 2x)",
        baselineName: "depth 10")
    var notes: [String] = []
    for chain in LayoutChain.allCases {
        let small = chain.tree(depth: 10)
        let smallNodes = chain.nodeCount(depth: 10)
        for depth in chainDepths {
            let tree = chain.tree(depth: depth)
            let nodes = chain.nodeCount(depth: depth)
            let repeats = max(1, (nodes + smallNodes / 2) / smallNodes)
            let comparison = compare(
                "\(chain.rawValue), depth \(depth)", against: "depth 10 x \(repeats)",
                iterations: 1, runs: runs,
                subject: { n in
                    var sum = 0.0
                    for _ in 0..<n { sum += coldChain(tree) }
                    return sum
                },
                baseline: { n in
                    var sum = 0.0
                    for _ in 0..<(n * repeats) { sum += coldChain(small) }
                    return sum
                })
            table.add(comparison, goal: 2)
            let perNode = comparison.subject.nanosecondsPerIteration / Double(nodes)
            let basePerNode =
                comparison.baseline.nanosecondsPerIteration / Double(repeats * smallNodes)
            notes.append(
                "\(chain.rawValue), depth \(depth): \(nodes) nodes, "
                    + String(format: "%.0f ns/node (depth 10: %.0f ns/node)", perNode, basePerNode))
        }
    }
    print(table.text)
    for note in notes { print("  " + note) }
    print()
}
