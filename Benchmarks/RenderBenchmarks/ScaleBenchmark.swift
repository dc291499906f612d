import BenchmarkHarness
import Foundation
import KinemaCairo
import KinemaCore
import KinemaDemos

// `kinema render --scale 2` against `--scale 1`: the cost per frame (draw and PNG file, one
// worker) of the scene demos at twice the point size in pixels, drawn at that resolution
// (the scene's display list fills the larger canvas). Goal: at most 4.5x (4x the pixels).

/// Renders frames `0 ..< count` of `demo` at `scale` with one worker into `directory`,
/// blocking; returns the number of frames (the checksum).
func renderScaled(_ demo: Demo, scale: Int, count: Int, into directory: URL) -> Double {
    var sequence = FrameSequence(
        timeline: try! FrameTimeline(frames: 0, through: count - 1, fps: demo.fps),
        size: PixelSize(width: demo.size.width * scale, height: demo.size.height * scale),
        directory: directory)
    sequence.maximumConcurrency = 1
    sequence.scale = Double(scale)
    let done = DispatchSemaphore(value: 0)
    let rendered = Locked(0)
    Task { [sequence] in
        let result = try! await sequence.render(demo.draw)
        rendered.withLock { $0 = result.renderedCount }
        done.signal()
    }
    done.wait()
    return Double(rendered.withLock { $0 })
}

/// Prints the table of `--scale 2` against `--scale 1` per frame for the scene demos.
@MainActor
func scaleComparison() {
    let frames = 24
    var table = ComparisonTable(
        title: "--scale 2 against --scale 1, ns per frame (draw + PNG file, 1 worker)",
        baselineName: "--scale 1")
    for demo in [WheelDemo.demo, ExtractorDemo.demo] {
        let one = temporaryDirectory()
        let two = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: one)
            try? FileManager.default.removeItem(at: two)
        }
        let comparison = compare(
            "\(demo.name) --scale 2", against: "\(demo.name) --scale 1", iterations: frames,
            runs: 5,
            subject: { renderScaled(demo, scale: 2, count: $0, into: two) },
            baseline: { renderScaled(demo, scale: 1, count: $0, into: one) })
        table.add(comparison, goal: 4.5)
    }
    print(table.text)
}
