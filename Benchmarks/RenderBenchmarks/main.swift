import BenchmarkHarness
import Foundation
import KinemaCairo
// Frame-sequence rendering of the curves demo: concurrent against serial (goal: at least
// 1.7x faster on 2 cores), and the peak memory of a 2,000-frame sequence and its sprite
// sheet against a 100-frame one (goal: at most 1.25x), each measured in a fresh child
// process that reads its own VmHWM from /proc/self/status.
// --scale 2 against --scale 1 per frame: ScaleBenchmark.swift (alone: --scale-only).
// A hosted view, concurrent against serial: HostedRender.swift (alone: --hosted-only).
// Run: swift run -c release kinema-bench-render
import KinemaCore
import KinemaDemos

let demo = CurvesDemo.demo

/// Where the frames go: `KINEMA_BENCH_DIR` when set, else `/dev/shm` (memory) when there is
/// one, else the temporary directory. Frames go to memory by default because on a virtual
/// machine's ext4 disk, creating and renaming hundreds of files a second in one directory
/// serializes in the kernel (the directory's lock and inode allocation: `perf` shows
/// `rwsem_spin_on_owner` and `recently_deleted`), which caps the measured speed-up whatever
/// the renderer does. Run with `KINEMA_BENCH_DIR=/tmp` to include the disk.
let frameRoot: URL = {
    if let path = ProcessInfo.processInfo.environment["KINEMA_BENCH_DIR"] {
        return URL(filePath: path, directoryHint: .isDirectory)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory),
        isDirectory.boolValue
    {
        return URL(filePath: "/dev/shm", directoryHint: .isDirectory)
    }
    return FileManager.default.temporaryDirectory
}()

/// A fresh directory for frames under ``frameRoot``.
func temporaryDirectory() -> URL {
    let url = frameRoot.appending(path: "kinema-bench-render-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Renders `count` frames of the demo with `jobs` workers, blocking until done; returns the
/// number of frames rendered (the checksum).
func renderBlocking(
    count: Int, jobs: Int, into directory: URL, size: PixelSize = demo.size,
    fps: Double = demo.fps, draw: @escaping FrameDrawing = demo.draw
) -> Double {
    var sequence = FrameSequence(
        timeline: try! FrameTimeline(frames: 0, through: count - 1, fps: fps),
        size: size, directory: directory)
    sequence.maximumConcurrency = jobs
    let done = DispatchSemaphore(value: 0)
    let rendered = Locked(0)
    Task { [sequence] in
        let result = try! await sequence.render(draw)
        rendered.withLock { $0 = result.renderedCount }
        done.signal()
    }
    done.wait()
    return Double(rendered.withLock { $0 })
}

/// The child: renders `count` frames and prints its peak resident memory in KiB.
func memoryChild(count: Int) {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let rendered = renderBlocking(
        count: count, jobs: ProcessInfo.processInfo.activeProcessorCount, into: directory)
    precondition(Int(rendered) == count, "rendered \(rendered) of \(count) frames")
    // The sprite-sheet step, as `kinema render` runs it: streamed from the frame files.
    let files = (0..<count).map {
        SpriteFrameFile(url: directory.appending(path: FrameTimeline.fileName(ofFrame: $0)))
    }
    let sheet = directory.appending(path: "sheet", directoryHint: .isDirectory)
    try! FileManager.default.createDirectory(at: sheet, withIntermediateDirectories: true)
    try! SpriteAtlas.write(files: files, options: .init(layout: .grid()), to: sheet)
    let status = try! String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }!
    print(line.split(separator: " ", omittingEmptySubsequences: true)[1])
}

/// Runs this executable as a memory child; its peak memory in KiB.
func peakMemory(frames: Int) -> Int {
    let process = Process()
    process.executableURL = URL(filePath: CommandLine.arguments[0])
    process.arguments = ["--memory-child", "\(frames)"]
    let output = Pipe()
    process.standardOutput = output
    try! process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    precondition(process.terminationStatus == 0, "memory child for \(frames) frames failed")
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))!
}

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--memory-child") {
    memoryChild(count: Int(arguments[flag + 1])!)
    exit(0)
}

if arguments.contains("--scale-only") {
    scaleComparison()
    exit(0)
}

let workers = ProcessInfo.processInfo.activeProcessorCount
let frameCount = 240
if arguments.contains("--hosted-only") {
    await hostedComparison(frameCount: frameCount, workers: workers)
    exit(0)
}
print("frames written under \(frameRoot.path) (KINEMA_BENCH_DIR sets it)")
print(
    "Curves demo, \(frameCount) frames of \(demo.size.width)x\(demo.size.height), "
        + "\(workers) workers against 1 (median of 5 runs)")
/// CPU seconds used by this process so far (all threads).
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The CPU seconds one render of the frames takes with `jobs` workers: equal CPU for 1 and
/// for 2 workers means no contention, whatever the machine's load does to wall-clock time.
func cpuSeconds(
    jobs: Int, count: Int, size: PixelSize = demo.size, fps: Double = demo.fps,
    draw: @escaping FrameDrawing = demo.draw
) -> Double {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let start = processCPUSeconds()
    _ = renderBlocking(count: count, jobs: jobs, into: directory, size: size, fps: fps, draw: draw)
    return processCPUSeconds() - start
}

/// What the machine gives right now: the throughput of `workers` threads spinning on pure
/// arithmetic (no shared state, no memory) against one thread, median of 3. On an idle
/// 2-core machine about 2; when other processes saturate the cores, near 1, and no renderer
/// can then reach the 1.7x goal.
func machineParallelism() -> Double {
    @Sendable func spin() -> UInt64 {
        var value: UInt64 = 1
        for step in 0..<UInt64(150_000_000) { value = value &* 6_364_136_223_846_793_005 &+ step }
        return value
    }
    func wallSeconds(threads: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: threads) { _ in blackHole(Double(spin())) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
    let ratios = (0..<3).map { _ in
        Double(workers) * wallSeconds(threads: 1) / wallSeconds(threads: workers)
    }
    return ratios.sorted()[1]
}

let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
print("load average: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
print(
    String(
        format: "machine check: %d threads of pure arithmetic do %.2fx the work of 1 "
            + "(the ceiling for the speed-up below)", workers, machineParallelism()))
let serialDirectory = temporaryDirectory()
let concurrentDirectory = temporaryDirectory()
let serial = measure("serial", iterations: 1, runs: 5) { _ in
    renderBlocking(count: frameCount, jobs: 1, into: serialDirectory)
}
let concurrent = measure("concurrent", iterations: 1, runs: 5) { _ in
    renderBlocking(count: frameCount, jobs: workers, into: concurrentDirectory)
}
// Sanity check: the two runs wrote the same bytes.
for index in [0, frameCount / 2, frameCount - 1] {
    let name = FrameTimeline.fileName(ofFrame: index)
    let a = try Data(contentsOf: serialDirectory.appending(path: name))
    let b = try Data(contentsOf: concurrentDirectory.appending(path: name))
    precondition(a == b, "serial and concurrent \(name) differ")
}
try? FileManager.default.removeItem(at: serialDirectory)
try? FileManager.default.removeItem(at: concurrentDirectory)

var table = ComparisonTable(title: "Rendering 240 frames (ns per sequence)", baselineName: "serial")
table.add(concurrent, against: serial, goal: 1 / 1.7)
print(table.text)
let speedup = serial.nanosecondsPerIteration / concurrent.nanosecondsPerIteration
let framesPerSecond = Double(frameCount) / (concurrent.nanosecondsPerIteration * 1e-9)
print(
    String(
        format: "speed-up %.2fx (goal >= 1.7x on 2 cores); %.0f frames/s concurrent",
        speedup, framesPerSecond))

print(
    String(
        format: "CPU time per run: %.2f s with 1 worker, %.2f s with %d (contention overhead "
            + "shows as a higher second figure)", cpuSeconds(jobs: 1, count: frameCount),
        cpuSeconds(jobs: workers, count: frameCount), workers))

print()
scaleComparison()

print("\nPeak memory (VmHWM) of a child process per run")
let small = peakMemory(frames: 100)
let large = peakMemory(frames: 2000)
let ratio = Double(large) / Double(small)
print("100 frames:   \(small) KiB")
print("2,000 frames: \(large) KiB")
print(String(format: "ratio %.3f (goal <= 1.25): %@", ratio, ratio <= 1.25 ? "yes" : "NO"))

await hostedComparison(frameCount: frameCount, workers: workers)
