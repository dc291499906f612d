// Display-list evaluation per frame for the extractor screen, the 44-view wheel and a
// 10,000-view scene, with heap allocations per frame. Run with `scripts/bench.sh scene`.
import BenchmarkHarness
import Foundation
import KinemaGraphics
import KinemaScene
import KinemaSceneDemos

/// Prints one measurement as a table row.
func report(_ m: BenchmarkHarness.Measurement, items: Int) {
    let perFrame = m.nanosecondsPerIteration
    let unit =
        perFrame >= 1e6
        ? String(format: "%9.3f ms", perFrame / 1e6)
        : String(format: "%9.1f us", perFrame / 1e3)
    print(
        m.name.padding(toLength: 44, withPad: " ", startingAt: 0), unit,
        String(format: "%10.0f frames/s", 1e9 / max(perFrame, 1)),
        String(format: "%10.0f allocs/frame", m.allocationsPerIteration),
        String(format: "%7d items", items),
        String(format: "(spread %.0f%%)", m.spread * 100))
}

/// Measures `frame(at:)` over `frames` evenly spaced times in `range`; the checksum is
/// the total number of display items, which the benchmark checks against a serial pass.
@MainActor func bench(
    _ name: String, _ timeline: some SceneFrameSource, over range: ClosedRange<Double>,
    frames: Int, runs: Int = 7
) {
    let step = (range.upperBound - range.lowerBound) / Double(max(frames - 1, 1))
    let expected = (0..<frames).reduce(0) {
        $0 + timeline.frame(at: range.lowerBound + Double($1) * step).items.count
    }
    var checksum = 0.0
    let m = measure(name, iterations: frames, runs: runs) { count in
        var total = 0
        for i in 0..<count {
            total += timeline.frame(at: range.lowerBound + Double(i) * step).items.count
        }
        checksum = Double(total)
        return checksum
    }
    precondition(Int(checksum) == expected, "\(name): \(checksum) items, expected \(expected)")
    report(m, items: expected / frames)
}

print("Scene display lists, per frame (median of runs; allocations counted over a run)")

// `KINEMA_SCENE_BENCH=grid` runs the 10,000-view rows only (for profiling).
let onlyGrid = ProcessInfo.processInfo.environment["KINEMA_SCENE_BENCH"] == "grid"

let benchMode = ProcessInfo.processInfo.environment["KINEMA_SCENE_BENCH"] ?? ""
if !onlyGrid && benchMode != "build" && benchMode != "gridcpu" {
    let extractor = ExtractorScreen.timeline(rounds: 3)
    bench("extractor screen, 0...10 s (1,2 pulsing)", extractor, over: 0...10, frames: 600)
    bench("extractor screen at rest (t = 0)", extractor, over: 0...0, frames: 600)

    let wheel = WheelScene.timeline(turns: 3)
    bench("wheel, 44 views, turning (layout reruns)", wheel, over: 0...6, frames: 360)
    bench("wheel, 44 views, at rest", wheel, over: 7...7, frames: 360)
}

// `KINEMA_SCENE_BENCH=build` builds the 10,000-view timeline five times (or
// `KINEMA_SCENE_BUILDS` times: once, to count instructions under callgrind), nothing else.
// The thread's CPU time is printed too: on a shared machine it moves less than the wall
// clock (other processes take the cores, not this thread's instructions).
if ProcessInfo.processInfo.environment["KINEMA_SCENE_BENCH"] == "build" {
    let builds = ProcessInfo.processInfo.environment["KINEMA_SCENE_BUILDS"].flatMap(Int.init) ?? 5
    for _ in 0..<max(builds, 1) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        var states = 0
        let heap = heapUsage {
            states = GridOfSquares.timeline(count: 10_000).stateCount
            return Double(states)
        }
        let cpu = Double(threadCPUNanoseconds() - cpuStart) / 1e6
        let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print(
            String(
                format: "10,000-view timeline of %d states built in %.1f ms (thread CPU %.1f ms), "
                    + "%.0f allocations, %.1f MB allocated",
                states, time, cpu, heap.allocations, heap.bytes / 1e6))
    }
    exit(0)
}

// `KINEMA_SCENE_BENCH=gridcpu` prints the thread CPU time per 10,000-view frame (median
// of 7 runs of 30 frames), animating and at rest, then stops: for alternating runs of
// two builds on a loaded machine.
if ProcessInfo.processInfo.environment["KINEMA_SCENE_BENCH"] == "gridcpu" {
    let grid = GridOfSquares.timeline(count: 10_000)
    for (name, range) in [("animating", 0.0...1.0), ("at rest", 2.0...2.0)] {
        var runs: [Double] = []
        for _ in 0..<7 {
            let start = threadCPUNanoseconds()
            var items = 0
            for i in 0..<30 {
                items +=
                    grid.frame(
                        at: range.lowerBound + Double(i) / 29
                            * (range.upperBound - range.lowerBound)
                    ).items.count
            }
            blackHole(items)
            runs.append(Double(threadCPUNanoseconds() - start) / 30 / 1e6)
        }
        runs.sort()
        print(String(format: "10,000 views, %@: thread CPU %.3f ms/frame", name, runs[3]))
    }
    exit(0)
}

// A view that drives itself, hosted, against the same change written as a SceneTimeline.
if benchMode == "" || benchMode == "hosted" {
    let (hosted, timeline, hostedBuild, timelineBuild) = await hostedPulses(count: 400)
    print(
        String(
            format: "400 pulsing views: hosted compile %.2f ms, timeline %.2f ms", hostedBuild,
            timelineBuild))
    bench("400 pulsing views, hosted (ViewHost)", hosted, over: 0...2, frames: 120)
    bench("400 pulsing views, same SceneTimeline", timeline, over: 0...2, frames: 120)
    // The ratio from alternating rounds in thread CPU time (steadier on a shared machine).
    var hostedTimes: [Double] = []
    var timelineTimes: [Double] = []
    for _ in 0..<9 {
        for (source, times) in [(hosted as any SceneFrameSource, 0), (timeline, 1)] {
            let start = threadCPUNanoseconds()
            var items = 0
            for i in 0..<120 { items += source.frame(at: Double(i) / 60).items.count }
            blackHole(items)
            let perFrame = Double(threadCPUNanoseconds() - start) / 120 / 1e3
            if times == 0 { hostedTimes.append(perFrame) } else { timelineTimes.append(perFrame) }
        }
    }
    let hostedMedian = hostedTimes.sorted()[4]
    let timelineMedian = timelineTimes.sorted()[4]
    print(
        String(
            format: "400 pulsing views, thread CPU per frame: hosted %.1f us, timeline %.1f us, "
                + "ratio %.3f", hostedMedian, timelineMedian, hostedMedian / timelineMedian))
    if benchMode == "hosted" { exit(0) }
}

let compileStart = DispatchTime.now().uptimeNanoseconds
let grid = GridOfSquares.timeline(count: 10_000)
let compileTime = Double(DispatchTime.now().uptimeNanoseconds - compileStart) / 1e6
print(String(format: "10,000-view scene: timeline of 2 states built in %.1f ms", compileTime))
bench("10,000 views, animating", grid, over: 0...1, frames: 30, runs: 5)
bench("10,000 views, at rest", grid, over: 2...2, frames: 30, runs: 5)
runSceneDepthBenchmarks()
