import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// An executable named `name` on `PATH`, or `nil`.
private func executable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(filePath: String($0)).appending(path: name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Whether `ffmpeg` and `ffprobe` (both in Debian's `ffmpeg` package) are installed.
private let ffmpegInstalled = executable("ffmpeg") != nil && executable("ffprobe") != nil

/// Renders `count` frames of 63x47 pixels (odd, so MP4 padding is exercised) at 10 fps,
/// each a solid color with a translucent square, into `directory`/frames.
private func renderFrames(_ count: Int, in directory: URL) async throws -> (URL, FrameManifest) {
    let frames = directory.appending(path: "frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    let sequence = FrameSequence(
        timeline: try FrameTimeline(frames: 0, through: count - 1, fps: 10),
        size: PixelSize(width: 63, height: 47), directory: frames)
    let result = try await sequence.render(images: { frame in
        var image = RGBAImage(
            width: 63, height: 47, color: .init(red: UInt8(20 * frame.index), green: 90, blue: 200))
        for y in 10..<30 {
            for x in (5 + frame.index)..<(25 + frame.index) {
                image[x, y] = .init(red: 255, green: 255, blue: 255, alpha: 128)
            }
        }
        return image
    })
    return (frames, result.manifest)
}

/// `ffprobe`'s stream and format facts of a video file, as `key=value` pairs.
private func probe(_ file: URL) throws -> [String: String] {
    let process = Process()
    process.executableURL = executable("ffprobe")
    process.arguments = [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,nb_read_frames:format=duration", "-of",
        "default=noprint_wrappers=1", file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var facts: [String: String] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { facts[parts[0]] = parts[1] }
    }
    return facts
}

/// A directory holding a fake `ffmpeg`: a shell script with `body` (its last argument is the
/// file to write, as for the real one).
private func fakeFFmpeg(_ body: String) throws -> URL {
    let directory = try makeTemporaryDirectory()
    let script = directory.appending(path: "ffmpeg")
    try "#!/bin/sh\nfor last; do :; done\n\(body)\n".write(
        to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return directory
}

@Suite("Videos and GIFs through ffmpeg")
struct FrameVideoTests {
    @Test(
        "MP4 and GIF hold every frame at the size and frame rate",
        .enabled(
            if: ffmpegInstalled, "ffmpeg and ffprobe are not installed (apt-get install ffmpeg)"),
        arguments: [FrameVideo.Format.mp4, .gif])
    func encodes(format: FrameVideo.Format) async throws {
        let directory = try makeTemporaryDirectory()
        let (frames, manifest) = try await renderFrames(12, in: directory)
        let video = FrameVideo(output: directory.appending(path: "out.\(format)"), format: format)
        try video.encode(framesIn: frames, manifest: manifest)
        let facts = try probe(video.output)
        #expect(facts["codec_name"] == (format == .mp4 ? "h264" : "gif"))
        // H.264 in yuv420p needs even sides: 63x47 is padded to 64x48; a GIF keeps the size.
        #expect(facts["width"] == (format == .mp4 ? "64" : "63"))
        #expect(facts["height"] == (format == .mp4 ? "48" : "47"))
        #expect(facts["nb_read_frames"] == "12")
        // 12 frames at 10 fps; a GIF stores delays in centiseconds.
        expectClose(Double(facts["duration"] ?? "") ?? 0, 1.2, absolute: 0.02)
        #expect(try fileNames(in: directory) == ["frames", "out.\(format)"])
    }

    @Test(
        "A failing ffmpeg leaves the earlier output untouched and no temporary file",
        .enabled(if: ffmpegInstalled, "ffmpeg is not installed (apt-get install ffmpeg)"))
    func realFailure() async throws {
        let directory = try makeTemporaryDirectory()
        let (frames, manifest) = try await renderFrames(3, in: directory)
        try Data("not a PNG".utf8).write(to: frames.appending(path: "frame_00001.png"))
        let output = directory.appending(path: "out.gif")
        try Data("earlier".utf8).write(to: output)
        #expect {
            try FrameVideo(output: output, format: .gif).encode(
                framesIn: frames, manifest: manifest)
        } throws: { error in
            guard case .ffmpegFailed(let path, let status, _)? = error as? FrameSequenceError
            else { return false }
            return path == output.path && status != 0
        }
        #expect(try Data(contentsOf: output) == Data("earlier".utf8))
        #expect(try fileNames(in: directory) == ["frames", "out.gif"])
    }

    @Test(
        "A half-written, failed or killed ffmpeg run leaves the earlier output untouched",
        arguments: [
            ("echo half > \"$last\"; echo 'Invalid data found' >&2; exit 3", "status 3"),
            ("echo half > \"$last\"; kill -KILL $$", "killed by signal 9"),
        ])
    func fakeFailure(script: String, expected: String) async throws {
        let bin = try fakeFFmpeg(script)
        let directory = try makeTemporaryDirectory()
        let (frames, manifest) = try await renderFrames(2, in: directory)
        let output = directory.appending(path: "out.mp4")
        try Data("earlier".utf8).write(to: output)
        let video = FrameVideo(output: output, format: .mp4)
        do {
            try video.encode(framesIn: frames, manifest: manifest, environment: ["PATH": bin.path])
            Issue.record("a failing ffmpeg was not reported")
        } catch let error as FrameSequenceError {
            #expect(error.description.contains(expected), "\(error)")
            #expect(error.description.contains(output.path))
        }
        #expect(try Data(contentsOf: output) == Data("earlier".utf8))
        #expect(try fileNames(in: directory) == ["frames", "out.mp4"])
    }

    @Test("A missing frame file is refused before ffmpeg runs, naming the frame")
    func missingFrame() async throws {
        // This fake would succeed: only the check can stop it.
        let bin = try fakeFFmpeg("echo video > \"$last\"")
        let directory = try makeTemporaryDirectory()
        let (frames, manifest) = try await renderFrames(4, in: directory)
        try FileManager.default.removeItem(at: frames.appending(path: "frame_00002.png"))
        let output = directory.appending(path: "out.gif")
        #expect {
            try FrameVideo(output: output, format: .gif).encode(
                framesIn: frames, manifest: manifest, environment: ["PATH": bin.path])
        } throws: { error in
            guard case .frameFailed(2, let reason)? = error as? FrameSequenceError else {
                return false
            }
            return reason.contains("frame_00002.png")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // With every frame present the same fake writes its output through the rename.
        let (complete, completeManifest) = try await renderFrames(4, in: directory)
        try FrameVideo(output: output, format: .gif).encode(
            framesIn: complete, manifest: completeManifest, environment: ["PATH": bin.path])
        #expect(try String(contentsOf: output, encoding: .utf8) == "video\n")
    }
}
