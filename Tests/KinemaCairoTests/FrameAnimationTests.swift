import Foundation
import KinemaCairo
import KinemaDemos
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Renders the spinner demo's 12 frames (translucent) into `directory`.
@MainActor
private func spinnerSequence(in directory: URL) async throws -> FrameSequenceResult {
    let demo = try #require(DemoRegistry.demo(named: "spinner"))
    let sequence = FrameSequence(
        timeline: try FrameTimeline(frames: 0, through: 11, fps: 12), size: demo.size,
        directory: directory)
    return try await sequence.render(try await demo.prepare(DemoInputs()))
}

/// Every frame of `file` decoded by ffmpeg (a second, independent APNG decoder that blends
/// as the specification says) as raw RGBA.
func decodeWithFFmpeg(_ file: URL, size: PixelSize) throws -> [RGBAImage] {
    let process = Process()
    process.executableURL = FrameVideo.ffmpeg()
    process.arguments = [
        "-nostdin", "-loglevel", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba",
        "-",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    let frameBytes = 4 * size.width * size.height
    return stride(from: 0, to: data.count - frameBytes + 1, by: frameBytes).map {
        RGBAImage(width: size.width, height: size.height, pixels: Array(data[$0..<$0 + frameBytes]))
    }
}

@MainActor
@Suite("Animated files from frame sequences")
struct FrameAnimationTests {
    @Test("APNG and WebP from the frame files equal the frames")
    func fromFrameFiles() async throws {
        let directory = try makeTemporaryDirectory()
        let result = try await spinnerSequence(in: directory)
        let frames = try result.manifest.timeline.frames.map {
            try PNGDecoder.decode(
                contentsOf: directory.appending(path: FrameTimeline.fileName(ofFrame: $0)))
        }
        for format in [FrameAnimation.Format.apng(.fast), .webp(.lossless)] {
            let output = directory.appending(path: "spin.anim")
            let animation = FrameAnimation(output: output, format: format, loopCount: 5)
            try animation.encode(framesIn: directory, manifest: result.manifest)
            let decoded = try decodeAnimationWithPillow(output)
            let exact = decoded.frames == frames
            #expect(exact, "\(format)")
            #expect(decoded.loop == 5)
        }
    }

    @Test(
        "ffmpeg's APNG decoder, which blends as the specification says, shows the same frames",
        .enabled(if: FrameVideo.ffmpeg() != nil, "ffmpeg is not installed (apt-get install ffmpeg)")
    )
    func ffmpegAgrees() throws {
        let timeline = SpinnerDemo.timeline(steps: 12)
        let renderer = DisplayListRenderer()
        var frames = try (0..<12).map { try renderer.render(timeline.frame(at: Double($0) / 12)) }
        frames.append(frames[11])
        let file = try makeTemporaryDirectory().appending(path: "spinner.png")
        try AnimatedPNGEncoder(compression: .small).write(frames, fps: 12, to: file)
        let decoded = try decodeWithFFmpeg(file, size: frames[0].size)
        #expect(decoded.count == frames.count)
        let exact = decoded == frames
        #expect(exact, "ffmpeg's frames differ")
    }

    @Test("A stop request or an unreadable frame leaves an earlier output untouched")
    func failuresKeepTheEarlierFile() async throws {
        let directory = try makeTemporaryDirectory()
        let result = try await spinnerSequence(in: directory)
        let output = directory.appending(path: "out.webp")
        try Data("earlier".utf8).write(to: output)
        let stop = StopFlag()
        stop.stop()
        let animation = FrameAnimation(output: output, format: .webp(.lossy(quality: 50)))
        #expect(throws: FrameSequenceError.interrupted(completed: 12, total: 12)) {
            try animation.encode(framesIn: directory, manifest: result.manifest, stopFlag: stop)
        }
        let damaged = directory.appending(path: FrameTimeline.fileName(ofFrame: 7))
        try Data("not a PNG".utf8).write(to: damaged)
        #expect {
            try animation.encode(framesIn: directory, manifest: result.manifest)
        } throws: { error in
            (error as? ImageFileError)?.path == damaged.path
        }
        #expect(try Data(contentsOf: output) == Data("earlier".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.hasPrefix(".out.webp") })
    }

    @Test("check refuses what a format cannot hold, before any frame is drawn")
    func checks() {
        let size = PixelSize(width: 64, height: 64)
        let url = URL(filePath: "/tmp/x")
        #expect(throws: AnimatedImageError.self) {
            try FrameAnimation(output: url, format: .webp(.lossless)).check(fps: 1001, size: size)
        }
        #expect(
            throws: AnimatedImageError.invalidSize(
                PixelSize(width: 16384, height: 1), maximum: 16383)
        ) {
            try FrameAnimation(output: url, format: .webp(.lossless))
                .check(fps: 30, size: PixelSize(width: 16384, height: 1))
        }
        #expect(throws: AnimatedImageError.invalidLoopCount(-1, maximum: Int(UInt32.max))) {
            try FrameAnimation(output: url, format: .apng(.fast), loopCount: -1).check(
                fps: 30, size: size)
        }
        #expect(throws: AnimatedImageError.invalidQuality(-0.5)) {
            try FrameAnimation(output: url, format: .webp(.lossy(quality: -0.5))).check(
                fps: 30, size: size)
        }
        #expect(throws: Never.self) {
            try FrameAnimation(output: url, format: .apng(.small), loopCount: 7).check(
                fps: 29.97, size: size)
        }
    }
}
