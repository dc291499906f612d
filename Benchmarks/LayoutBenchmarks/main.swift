import BenchmarkHarness
import Dispatch
import Foundation
// Kinema's layout engine against Yoga (through the PyPI binding `poga`) on the same trees,
// warm relayout against cold, and an animated wheel laid out concurrently against
// serially. Run with `scripts/bench-layout.sh` (or `scripts/bench.sh layout`).
import KinemaCore
import KinemaLayout

let runs = 11

// `KINEMA_LAYOUT_BENCH=depth` runs only the nested-chain rows (for profiling and for
// alternating runs of two builds).
// `KINEMA_LAYOUT_BENCH=chain:<kind>:<depth>:<nodes>` only lays out that chain cold (kind:
// hstack, vstack, zstack, twoChild, padded) until about <nodes> nodes are done, on a
// large stack, for hardware counters (`perf stat`) per node at one depth.
let selection = ProcessInfo.processInfo.environment["KINEMA_LAYOUT_BENCH"] ?? ""
if selection == "depth" {
    runDepthBenchmarks(runs: runs)
    exit(0)
}
if selection.hasPrefix("chain:") {
    runChainOnly(selection)
    exit(0)
}
let row = makeRow()
let nested = makeNested()

/// A cold pass: a fresh engine (every cache made anew) and its first layout.
func cold(_ tree: LayoutSubview, _ proposal: ProposedViewSize, threshold: Int) -> Double {
    checksum(LayoutEngine(root: tree, concurrencyThreshold: threshold).layout(in: proposal))
}

// MARK: Cold against Yoga

var yogaTable = ComparisonTable(
    title: "Cold layout, fresh caches (median of \(runs) runs; ratio = Kinema / Yoga)",
    baselineName: "Yoga")
var notes: [String] = []
let yoga = runYoga(runs: runs)
var coldTimes: [String: BenchmarkHarness.Measurement] = [:]

for (name, tree, proposal) in [
    ("row of 10,000", row, rowProposal), ("huge nested", nested, nestedProposal),
] {
    let engine = LayoutEngine(root: tree)
    let nodes = engine.count
    let ours = checksum(engine.layout(in: proposal))
    let calls = engine.statistics
    let parallel = measure("\(name), cold", iterations: 1, runs: runs) { n in
        var sum = 0.0
        for _ in 0..<n {
            sum += cold(tree, proposal, threshold: LayoutEngine.defaultConcurrencyThreshold)
        }
        return sum
    }
    let serial = measure("\(name), cold, 1 core", iterations: 1, runs: runs) { n in
        var sum = 0.0
        for _ in 0..<n { sum += cold(tree, proposal, threshold: .max) }
        return sum
    }
    let build = measure("\(name), engine build only", iterations: 1, runs: runs) { n in
        var sum = 0.0
        for _ in 0..<n { sum += Double(LayoutEngine(root: tree, concurrencyThreshold: .max).count) }
        return sum
    }
    coldTimes[name] = serial
    notes.append(
        "\(name): \(nodes) nodes; Kinema cold \(perNode(parallel, nodes)) ns/node "
            + "(1 core \(perNode(serial, nodes)), of which building the engine "
            + "\(perNode(build, nodes))); per node: "
            + String(format: "%.1f", Double(calls.sizeThatFits) / Double(nodes))
            + " layout sizeThatFits and "
            + String(format: "%.1f", Double(calls.leafMeasurements) / Double(nodes))
            + " leaf measurements")
    switch yoga {
    case .measured(_, let rowTree, let nestedTree):
        let theirs = name == "row of 10,000" ? rowTree : nestedTree
        let agree = abs(theirs.checksum - ours) <= 1e-4 * abs(ours)
        notes.append(
            "\(name): Yoga cold \(String(format: "%.1f", theirs.coldNanoseconds / Double(theirs.nodes))) "
                + "ns/node, warm \(String(format: "%.2f", theirs.warmNanoseconds / Double(theirs.nodes))) "
                + "ns/node; checksums \(ours) vs \(theirs.checksum): "
                + (agree ? "the layouts agree" : "THE LAYOUTS DIFFER"))
        let baseline = BenchmarkHarness.Measurement(
            name: "Yoga \(name)", nanosecondsPerIteration: theirs.coldNanoseconds)
        yogaTable.add(parallel, against: baseline, goal: 1)
        yogaTable.add(serial, against: baseline, goal: 1)
    case .unavailable:
        break
    }
}

if case .measured(let version, _, _) = yoga {
    print(yogaTable.text)
    print("(Yoga: \(version), only YGNodeCalculateLayout timed; Kinema: engine build + first pass)")
} else if case .unavailable(let reason) = yoga {
    print("Yoga unavailable: \(reason)")
}
for note in notes { print("  " + note) }
print()

// MARK: Warm relayout against cold

var warmTable = ComparisonTable(
    title: "Warm relayout of an unchanged tree (ratio = warm / cold, 1 core)",
    baselineName: "cold")
for (name, tree, proposal) in [
    ("row of 10,000", row, rowProposal), ("huge nested", nested, nestedProposal),
] {
    let engine = LayoutEngine(root: tree, concurrencyThreshold: .max)
    _ = engine.layout(in: proposal)
    let same = measure("\(name), same proposal", iterations: 1000, runs: runs) { n in
        var sum = 0.0
        for _ in 0..<n {
            engine.update(root: tree)
            sum += Double(engine.layout(in: proposal).size.width)
        }
        return sum
    }
    // Two proposals, both seen before: every size is remembered, placement is redone.
    var other = proposal
    other.height = proposal.height.map { $0 + 1 }
    _ = engine.layout(in: other)
    let alternating = measure("\(name), 2 seen proposals", iterations: 2, runs: runs) { n in
        var sum = 0.0
        for i in 0..<n {
            sum += checksum(engine.layout(in: i.isMultiple(of: 2) ? proposal : other))
        }
        return sum
    }
    warmTable.add(same, against: coldTimes[name]!, goal: 0.05)
    warmTable.add(alternating, against: coldTimes[name]!, goal: 0.05)
}
print(warmTable.text)
print()

// MARK: Nested chains, time per node against depth

runDepthBenchmarks(runs: runs)

// MARK: Animated wheel, 64 frames, concurrent against serial

let frameCount = 64
let frames = (0..<frameCount).map {
    makeWheelFrame(amount: Double($0) / Double(frameCount - 1), spokes: makeSpokes())
}
let frameProposal = ProposedViewSize(width: 800, height: 800)

func layOutFrame(_ i: Int) -> Double {
    checksum(LayoutEngine(root: frames[i], concurrencyThreshold: .max).layout(in: frameProposal))
}

let serialSums = (0..<frameCount).map(layOutFrame)
let concurrentSums = Locked([Double](repeating: .nan, count: frameCount))
DispatchQueue.concurrentPerform(iterations: frameCount) { i in
    let sum = layOutFrame(i)
    concurrentSums.withLock { $0[i] = sum }
}
let identical = concurrentSums.withLock { $0 == serialSums }

func serialWheel(_ n: Int) -> Double {
    var sum = 0.0
    for _ in 0..<n { for i in 0..<frameCount { sum += layOutFrame(i) } }
    return sum
}

func concurrentWheel(_ n: Int) -> Double {
    let total = Locked(0.0)
    for _ in 0..<n {
        DispatchQueue.concurrentPerform(iterations: frameCount) { i in
            let sum = layOutFrame(i)
            total.withLock { $0 += sum }
        }
    }
    return total.withLock { $0 }
}

// Serial and concurrent runs alternate, so that load from other processes on a shared
// machine falls on both alike; the speed-up is the median of the pairs' ratios.
var serialRuns: [BenchmarkHarness.Measurement] = []
var concurrentRuns: [BenchmarkHarness.Measurement] = []
for _ in 0..<runs {
    serialRuns.append(measure("64 wheel frames, serial", iterations: 1, runs: 1, body: serialWheel))
    concurrentRuns.append(
        measure("64 wheel frames, concurrent", iterations: 1, runs: 1, body: concurrentWheel))
}
let speedUps = zip(serialRuns, concurrentRuns).map {
    $0.nanosecondsPerIteration / $1.nanosecondsPerIteration
}
let serialFrames = BenchmarkHarness.Measurement(
    name: "64 wheel frames, serial",
    nanosecondsPerIteration: median(serialRuns.map(\.nanosecondsPerIteration)))
let concurrentFrames = BenchmarkHarness.Measurement(
    name: "64 wheel frames, concurrent",
    nanosecondsPerIteration: median(concurrentRuns.map(\.nanosecondsPerIteration)),
    allocationsPerIteration: concurrentRuns[0].allocationsPerIteration)
var wheelTable = ComparisonTable(
    title: "Animated wheel, 64 frames of \(LayoutEngine(root: frames[0]).count) nodes, "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores (ratio = concurrent / serial)",
    baselineName: "serial")
wheelTable.add(concurrentFrames, against: serialFrames, goal: 1 / 1.6)
print(wheelTable.text)
print(
    "  speed-up: median of \(runs) alternating pairs "
        + String(format: "%.2f", median(speedUps)) + "x (best "
        + String(format: "%.2f", speedUps.max() ?? 0) + "x; goal 1.6x); "
        + "concurrent frames identical to serial: \(identical)")
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "unknown"
print(
    "  load average while measuring (1, 5, 15 min): \(load.split(separator: " ").prefix(3).joined(separator: " "))"
)

func perNode(_ m: BenchmarkHarness.Measurement, _ nodes: Int) -> String {
    String(format: "%.1f", m.nanosecondsPerIteration / Double(nodes))
}
