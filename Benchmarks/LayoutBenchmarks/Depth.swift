// Cold layout of nested chains at growing depth: time per node must stay flat (within 2x
// of depth 10) from depth 10 to 5,000, for every chain kind.
import BenchmarkHarness
import Dispatch
import Foundation
import KinemaCore
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

/// Cold passes over `count` copies of a small chain, each with a fresh engine, all kept
/// alive until the last is laid out: the live layout state then spans as many nodes as one
/// deep chain's does, so a comparison with the deep chain measures depth, not how much of
/// the state fits in the processor's caches (a single small tree laid out again and again
/// stays in them).
func coldChains(_ tree: LayoutSubview, count: Int) -> Double {
    var engines: [LayoutEngine] = []
    engines.reserveCapacity(count)
    var sum = 0.0
    for _ in 0..<count {
        let engine = LayoutEngine(root: tree, concurrencyThreshold: .max)
        sum += checksum(engine.layout(in: ProposedViewSize(width: 100_000, height: 100_000)))
        engines.append(engine)
    }
    return sum + Double(engines.count)
}

/// Runs `body` on a thread with a 1 GiB stack, as a deep scene's renderer does, so that
/// the engine works on the caller's stack at every depth and the table measures the
/// layout alone.
func onLargeStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
}

/// Measures every chain kind at each depth against the same chain at depth 10, in
/// alternating runs of equal node counts, and prints the tables and the per-node times.
///
/// Two baselines: the depth-10 chain laid out again and again, one engine at a time (its
/// few kilobytes of state stay in the processor's caches), and the same number of depth-10
/// passes with every engine kept alive (as much live state as the deep chain). The goal
/// applies to the second: it isolates the cost of depth from the cost of a working set
/// larger than the caches, which any tree of as many nodes pays however shallow.
func depthTable(runs: Int) -> String {
    var table = ComparisonTable(
        title: "Cold layout of nested chains, time per node (ratio = depth d / depth 10 laid "
            + "out again and again in cache, equal node counts, alternating runs, 1 core, 1 GiB "
            + "stack; for comparison)",
        baselineName: "depth 10")
    var equalMemory = ComparisonTable(
        title: "The same against depth-10 chains with every engine kept alive (equal live "
            + "state; goal: flat within 2x)",
        baselineName: "depth 10 live")
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
            equalMemory.add(
                compare(
                    "\(chain.rawValue), depth \(depth)", against: "depth 10 x \(repeats), live",
                    iterations: 1, runs: runs,
                    subject: { n in
                        var sum = 0.0
                        for _ in 0..<n { sum += coldChain(tree) }
                        return sum
                    },
                    baseline: { n in
                        var sum = 0.0
                        for _ in 0..<n { sum += coldChains(small, count: repeats) }
                        return sum
                    }),
                goal: 2)
            let perNode = comparison.subject.nanosecondsPerIteration / Double(nodes)
            let basePerNode =
                comparison.baseline.nanosecondsPerIteration / Double(repeats * smallNodes)
            // Counted, not timed: what one cold pass allocates per node, at both depths.
            let heap = heapUsage { coldChain(tree) }
            let baseHeap = heapUsage { coldChain(small) }
            notes.append(
                "\(chain.rawValue), depth \(depth): \(nodes) nodes, "
                    + String(
                        format: "%.0f ns/node (depth 10: %.0f), %.1f allocations and %.0f bytes "
                            + "allocated per node (depth 10: %.1f, %.0f)",
                        perNode, basePerNode, heap.allocations / Double(nodes),
                        heap.bytes / Double(nodes), baseHeap.allocations / Double(smallNodes),
                        baseHeap.bytes / Double(smallNodes)))
        }
    }
    return ([table.text, equalMemory.text] + notes.map { "  " + $0 }).joined(separator: "\n")
}

/// Prints the depth table (measured on a large stack), then the cost of the hand-off a
/// caller with a small stack pays: the deepest HStack chain laid out from the main
/// thread (8 MiB, too little for 5,000 levels, so the engine runs each pass on its own
/// thread) against the same on the large stack.
func runDepthBenchmarks(runs: Int) {
    let text = Locked("")
    onLargeStack { text.withLock { $0 = depthTable(runs: runs) } }
    print(text.withLock { $0 })
    let deepest = LayoutChain.hstack.tree(depth: chainDepths.last!)
    let nodes = Double(LayoutChain.hstack.nodeCount(depth: chainDepths.last!))
    let fromMain = measure("from the main thread", iterations: 1, runs: runs) { n in
        var sum = 0.0
        for _ in 0..<n { sum += coldChain(deepest) }
        return sum
    }
    let onLarge = Locked(fromMain)
    onLargeStack {
        let m = measure("on a large stack", iterations: 1, runs: runs) { n in
            var sum = 0.0
            for _ in 0..<n { sum += coldChain(deepest) }
            return sum
        }
        onLarge.withLock { $0 = m }
    }
    let large = onLarge.withLock { $0 }
    print(
        "  HStack chain, depth \(chainDepths.last!), from the main thread (handed to the "
            + "engine's deep-stack thread): "
            + String(
                format: "%.0f ns/node against %.0f ns/node on a large stack",
                fromMain.nanosecondsPerIteration / nodes, large.nanosecondsPerIteration / nodes))
    print()
}

/// Lays out one chain cold, again and again, for about as many nodes as asked (see
/// `KINEMA_LAYOUT_BENCH=chain:` in main.swift), and prints the node count.
func runChainOnly(_ selection: String) {
    let parts = selection.split(separator: ":").map(String.init)
    guard parts.count == 4, let chain = LayoutChain.allCases.first(where: { "\($0)" == parts[1] }),
        let depth = Int(parts[2]), let total = Int(parts[3])
    else {
        print(
            "usage: KINEMA_LAYOUT_BENCH=chain:<hstack|vstack|zstack|twoChild|padded>:<depth>:<nodes>"
        )
        return
    }
    let tree = chain.tree(depth: depth)
    let repeats = max(1, total / chain.nodeCount(depth: depth))
    onLargeStack {
        var sum = 0.0
        for _ in 0..<repeats { sum += coldChain(tree) }
        blackHole(sum)
    }
    print("\(chain.rawValue), depth \(depth): \(repeats * chain.nodeCount(depth: depth)) nodes")
}
