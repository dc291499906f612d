// End-to-end frames per second of the default demo (extractor); draw-only and draw + PNG
// times per frame against Skia (skia-python) and pycairo replaying the same display lists,
// by frame kind; and PNG encoding of the demo's frames against cairo_surface_write_to_png.
// Run: scripts/bench.sh e2e (sets up Benchmarks/.venv with skia-python, pycairo and numpy),
// or: swift run -c release kinema-bench-e2e [--python PATH] [--rounds N] [--cpu-time]
// [--png-only] [--draw-only] [--keep]
import BenchmarkHarness
import CCairo
import Foundation
import KinemaCairo
import KinemaDemos
import KinemaGraphics
import KinemaScene

let arguments = CommandLine.arguments
let python =
    arguments.firstIndex(of: "--python").map { arguments[$0 + 1] } ?? "Benchmarks/.venv/bin/python"
let scene = try await ExtractorDemo.prepare(DemoInputs())
let demo = ExtractorDemo.demo
let timeline = try FrameTimeline(from: 0, to: demo.duration, fps: demo.fps)
let times = timeline.frames.map { timeline.time(ofFrame: $0) }
let options = DisplayListRenderOptions(background: ExtractorDemo.background)
let work = FileManager.default.temporaryDirectory.appending(path: "kinema-bench-e2e-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let keepsFiles = arguments.contains("--keep")
defer {
    if keepsFiles {
        print("  files kept in \(work.path)")
    } else {
        try? FileManager.default.removeItem(at: work)
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings.
func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var values: [Double] = []
    for _ in 0..<runs { values.append(try body()) }
    return values.sorted()[runs / 2]
}

let pngOnly = arguments.contains("--png-only")
let drawOnly = arguments.contains("--draw-only")
if !pngOnly && !drawOnly {
    try await endToEnd()
}

@MainActor func endToEnd() async throws {
    // 1. Kinema, one task: scene evaluation + rendering + PNG file per frame.
    let serialDirectory = work.appending(path: "serial")
    try FileManager.default.createDirectory(at: serialDirectory, withIntermediateDirectories: true)
    let serial = try median(5) {
        try seconds {
            let renderer = DisplayListRenderer(images: scene.images)
            let encoder = PNGEncoder()
            for (index, time) in times.enumerated() {
                let surface = try renderer.makeSurface(
                    scene.timeline.frame(at: time), options: options)
                try encoder.write(
                    surface,
                    to: serialDirectory.appending(path: FrameTimeline.fileName(ofFrame: index)))
            }
        }
    }

    // 2. Kinema as `kinema` runs it: FrameSequence over every processor.
    let concurrentDirectory = work.appending(path: "concurrent")
    try FileManager.default.createDirectory(
        at: concurrentDirectory, withIntermediateDirectories: true)
    let sequence = FrameSequence(
        timeline: timeline, size: demo.size, directory: concurrentDirectory)
    var concurrentRuns: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        try await sequence.render(scene.drawing)
        concurrentRuns.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let concurrent = concurrentRuns.sorted()[2]

    let count = Double(times.count)
    print(
        "kinema-bench-e2e: \(times.count) frames of 'extractor' (\(demo.size.width)x\(demo.size.height))"
    )
    print(
        String(format: "  Kinema, 1 task (scene + render + PNG):   %7.1f frames/s", count / serial))
    print(
        String(
            format: "  Kinema, FrameSequence (%d workers):      %7.1f frames/s",
            sequence.workerCount,
            count / concurrent))
}

// 3. Draw only and draw + PNG against Skia and pycairo replaying the same display lists
// (exported once to JSON, not timed).
@MainActor func drawComparison() throws {
    let imageFile = work.appending(path: "photo.png")
    try PNGEncoder().write(try scene.images.image(atPath: GeneratedPhoto.path), to: imageFile)
    let lists = times.map { scene.timeline.frame(at: $0) }
    let json: [String: Any] = [
        "frames": lists.map {
            DisplayListJSON.frame($0, imageFiles: [GeneratedPhoto.path: imageFile.path])
        },
        "scale": 1.0, "background": DisplayListJSON.rgba(ExtractorDemo.background),
    ]
    let jsonFile = work.appending(path: "frames.json")
    try JSONSerialization.data(withJSONObject: json).write(to: jsonFile)
    var comparison = DrawComparison(
        lists: lists, options: options, images: scene.images, json: jsonFile, work: work,
        python: python)
    if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
        let rounds = Int(arguments[index + 1]), rounds > 0
    {
        comparison.rounds = rounds
    }
    if arguments.contains("--cpu-time") {
        comparison.clock = .cpu
    }
    try comparison.run()
}

if !pngOnly {
    try drawComparison()
}
if drawOnly {
    exit(0)
}

// 4. PNG encoding of the demo's frames: Kinema's encoder against cairo_surface_write_to_png.
let renderer = DisplayListRenderer(images: scene.images)
let surfaces = try times.map {
    try renderer.makeSurface(scene.timeline.frame(at: $0), options: options)
}
func cairoPNG(_ surface: CairoSurface) -> Int {
    var bytes = 0
    withUnsafeMutablePointer(to: &bytes) { pointer in
        let status = cairo_surface_write_to_png_stream(
            surface.pointer,
            { closure, _, length in
                closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo_surface_write_to_png_stream failed")
    }
    return bytes
}
var kinemaBytes = 0
var cairoBytes = 0
let encoder = PNGEncoder()
let kinemaPNG = measure("PNG: \(surfaces.count) demo frames", iterations: 1, runs: 5) { _ in
    kinemaBytes = surfaces.reduce(0) { $0 + ((try? encoder.encode($1).count) ?? 0) }
    return Double(kinemaBytes)
}
let cairoWrite = measure("cairo_surface_write_to_png", iterations: 1, runs: 5) { _ in
    cairoBytes = surfaces.reduce(0) { $0 + cairoPNG($1) }
    return Double(cairoBytes)
}
print()
print("PNG encoding of the extractor's \(surfaces.count) frames (median of 5 passes)")
print(
    String(
        format: "  Kinema PNGEncoder(.fast) %.1f ms, cairo_surface_write_to_png %.1f ms: "
            + "%.2fx faster (goal >= 4x)",
        kinemaPNG.nanosecondsPerIteration / 1e6, cairoWrite.nanosecondsPerIteration / 1e6,
        cairoWrite.nanosecondsPerIteration / kinemaPNG.nanosecondsPerIteration))
print(
    String(
        format: "  bytes: Kinema %d, cairo %d: %.2fx (goal <= 1.5x)", kinemaBytes, cairoBytes,
        Double(kinemaBytes) / Double(max(cairoBytes, 1))))

// Per frame (every 4th frame; median of 5 each): the worst speed-up and byte ratio, for
// .fast and for libdeflate level 1 (the writer before RunDeflate).
func medianNanoseconds(_ body: () -> Void) -> Double {
    var values: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        values.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return values.sorted()[2]
}
let libdeflate = PNGEncoder(
    settings: PNGEncodingSettings(filter: PNGRowFilter.none, level: 1))
var worst: [String: (speedup: Double, bytes: Double)] = [:]
for surface in stride(from: 0, to: surfaces.count, by: 4).map({ surfaces[$0] }) {
    let cairoTime = medianNanoseconds { _ = cairoPNG(surface) }
    let cairoSize = Double(cairoPNG(surface))
    for (name, writer) in [("fast", encoder), ("libdeflate L1", libdeflate)] {
        let size = Double((try? writer.encode(surface).count) ?? 0)
        let time = medianNanoseconds { _ = try? writer.encode(surface) }
        let previous = worst[name] ?? (.infinity, 0)
        worst[name] = (
            min(previous.speedup, cairoTime / time), max(previous.bytes, size / cairoSize)
        )
    }
}
for name in ["fast", "libdeflate L1"] {
    print(
        String(
            format: "  per frame, %@: slowest %.2fx faster, largest %.2fx the bytes",
            name, worst[name]!.speedup, worst[name]!.bytes))
}
