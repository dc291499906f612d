// Animated outputs of the demo sequences: encode time per frame and file size of an APNG
// (Kinema's encoder, `.fast` and `.small`), an animated WebP (libwebp, lossless and lossy at
// quality 90) against the PNG frames `kinema render` writes (`.fast`). One timed run per
// encoder (the encoders are deterministic; machines are noisy, so read ratios, not times).
// Run: swift run -c release kinema-bench-animated
import Foundation
import KinemaCairo
import KinemaCore
import KinemaDemos

/// Renders the demo's default sequence into a temporary directory and reads it back.
func frames(of demo: Demo) throws -> (frames: [RGBAImage], fps: Double) {
    let directory = FileManager.default.temporaryDirectory
        .appending(path: "kinema-bench-animated-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let timeline = try FrameTimeline(from: 0, to: demo.duration, fps: demo.fps)
    let sequence = FrameSequence(timeline: timeline, size: demo.size, directory: directory)
    let done = DispatchSemaphore(value: 0)
    let failure = Locked<(any Error)?>(nil)
    Task {
        do {
            _ = try await sequence.render(try await demo.prepare(DemoInputs()))
        } catch {
            failure.withLock { $0 = error }
        }
        done.signal()
    }
    done.wait()
    if let error = failure.withLock({ $0 }) { throw error }
    let images = try timeline.frames.map {
        try PNGDecoder.decode(
            contentsOf: directory.appending(path: FrameTimeline.fileName(ofFrame: $0)))
    }
    return (images, demo.fps)
}

/// Milliseconds of one run of `body`, and its result.
func timed<T>(_ body: () throws -> T) rethrows -> (Double, T) {
    let clock = ContinuousClock()
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    return (elapsed / .milliseconds(1), result!)
}

print("| demo | frames | output | ms/frame | bytes | vs PNG frames |")
print("| --- | --- | --- | --- | --- | --- |")
for demo in DemoRegistry.all {
    let (images, fps) = try frames(of: demo)
    let count = Double(images.count)
    let (pngTime, pngBytes) = timed {
        images.reduce(0) { $0 + (try! PNGEncoder().encode($1).count) }
    }
    let rows: [(String, () throws -> [UInt8])] = [
        ("APNG .fast", { try AnimatedPNGEncoder().encode(images, fps: fps) }),
        ("APNG .small", { try AnimatedPNGEncoder(compression: .small).encode(images, fps: fps) }),
        ("WebP lossless", { try AnimatedWebPEncoder().encode(images, fps: fps) }),
        (
            "WebP lossy 90",
            { try AnimatedWebPEncoder(compression: .lossy(quality: 90)).encode(images, fps: fps) }
        ),
    ]
    let size = "\(demo.size.width)x\(demo.size.height)"
    print(
        "| \(demo.name) \(size) | \(images.count) | PNG frames | "
            + String(format: "%.2f", pngTime / count) + " | \(pngBytes) | 1.00 |")
    for (name, encode) in rows {
        let (time, bytes) = try timed(encode)
        print(
            "| \(demo.name) | \(images.count) | \(name) | " + String(format: "%.2f", time / count)
                + " | \(bytes.count) | "
                + String(format: "%.2f", Double(bytes.count) / Double(pngBytes)) + " |")
    }
}
