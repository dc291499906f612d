import CCairo
import Foundation
import KinemaCairo
import KinemaCore
import KinemaTestSupport
import Testing

@testable import KinemaCairo

/// A frame that depends only on its time: a moving, translucent disc, a blurred square and
/// text, so that every part of the backend is in the bytes.
private let drawTestFrame: FrameDrawing = { frame, canvas in
    let cr = canvas.context.pointer
    cairo_set_source_rgba(cr, 0.1, 0.5, 0.9, 0.8)
    cairo_arc(cr, 10 + 40 * frame.time, 24, 9.5, 0, 2 * .pi)
    cairo_fill(cr)
    canvas.text.draw(
        "#\(frame.index)", font: TextFont(size: 11), at: CGPoint(x: 2, y: 2), color: .black,
        in: canvas.context)
    try GaussianBlur(radius: frame.time * 3).apply(toCairoSurface: canvas.surface.pointer)
}

private func sequence(
    _ directory: URL, frames: ClosedRange<Int> = 0...11, concurrency: Int = 4
) throws -> FrameSequence {
    var sequence = FrameSequence(
        timeline: try FrameTimeline(frames: frames.lowerBound, through: frames.upperBound, fps: 10),
        size: PixelSize(width: 64, height: 48), directory: directory)
    sequence.maximumConcurrency = concurrency
    return sequence
}

/// Every file's bytes in `directory`, by name.
private func contents(_ directory: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try fileNames(in: directory) {
        result[name] = try Data(contentsOf: directory.appending(path: name))
    }
    return result
}

@Suite("Frame sequences")
struct FrameSequenceTests {
    @Test("A concurrent render writes the same bytes as a serial one")
    func serialEqualsConcurrent() async throws {
        let serial = try makeTemporaryDirectory()
        let concurrent = try makeTemporaryDirectory()
        try await sequence(serial, concurrency: 1).render(drawTestFrame)
        let result = try await sequence(concurrent, concurrency: 4).render(drawTestFrame)
        let expected = try contents(serial)
        #expect(expected.count == 13)
        #expect(try contents(concurrent) == expected)
        #expect(result.renderedCount == 12 && result.skippedCount == 0)
        // Frames differ from each other (the drawing depends on the time).
        #expect(expected["frame_00000.png"] != expected["frame_00011.png"])
    }

    @Test("The manifest lists size, rate, count and each frame's time and file")
    func manifest() async throws {
        let directory = try makeTemporaryDirectory()
        try await sequence(directory, frames: 3...5).render(drawTestFrame)
        let data = try Data(contentsOf: directory.appending(path: "manifest.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["width"] as? Int == 64 && json["height"] as? Int == 48)
        #expect(json["fps"] as? Double == 10 && json["count"] as? Int == 3)
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(
            frames.map { $0["file"] as? String } == [
                "frame_00003.png", "frame_00004.png", "frame_00005.png",
            ])
        expectClose(try #require(frames[1]["time"] as? Double), 0.4, absolute: 1e-12, relative: 0)
        #expect(try fileNames(in: directory).count == 4)
    }

    @Test("The frames decode to the drawn size, opaque frames as RGB")
    func framesDecode() async throws {
        let directory = try makeTemporaryDirectory()
        let result = try await sequence(directory, frames: 0...1).render { _, canvas in
            cairo_set_source_rgb(canvas.context.pointer, 0.25, 0.5, 0.75)
            cairo_paint(canvas.context.pointer)
        }
        for url in result.frameURLs {
            let image = try RGBAImage(contentsOfPNG: url)
            #expect(image.size == PixelSize(width: 64, height: 48))
            #expect(image[5, 5] == RGBAImage.Pixel(red: 64, green: 128, blue: 191))
        }
    }

    @Test("Resume keeps complete frames and redraws damaged or missing ones")
    func resume() async throws {
        let directory = try makeTemporaryDirectory()
        try await sequence(directory).render(drawTestFrame)
        let before = try contents(directory)
        let damaged = directory.appending(path: "frame_00004.png")
        try Data(before["frame_00004.png"]!.prefix(100)).write(to: damaged)
        try FileManager.default.removeItem(at: directory.appending(path: "frame_00007.png"))
        let keptInode = try FileManager.default.attributesOfItem(
            atPath: directory.appending(path: "frame_00001.png").path)[.systemFileNumber]
        let drawn = Locked<[Int]>([])
        var resumed = try sequence(directory)
        resumed.resumes = true
        let result = try await resumed.render { frame, canvas in
            drawn.withLock { $0.append(frame.index) }
            try await drawTestFrame(frame, canvas)
        }
        #expect(drawn.withLock { $0.sorted() } == [4, 7])
        #expect(result.renderedCount == 2 && result.skippedCount == 10)
        #expect(try contents(directory) == before)
        let inode = try FileManager.default.attributesOfItem(
            atPath: directory.appending(path: "frame_00001.png").path)[.systemFileNumber]
        #expect(inode as? Int == keptInode as? Int)
    }

    @Test("A stop leaves only complete frames, no temporary files and no manifest")
    func stop() async throws {
        let directory = try makeTemporaryDirectory()
        let flag = StopFlag()
        var stopping = try sequence(directory, frames: 0...199, concurrency: 2)
        stopping.stopFlag = flag
        stopping.progress = { if $0.completedCount == 5 { flag.stop() } }
        await #expect(throws: FrameSequenceError.self) { try await stopping.render(drawTestFrame) }
        let names = try fileNames(in: directory)
        #expect(names.count >= 5 && names.count < 200)
        #expect(names.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") })
        for name in names {
            #expect(try RGBAImage(contentsOfPNG: directory.appending(path: name)).width == 64)
        }
    }

    @Test("Progress counts every frame once, up to the total")
    func progress() async throws {
        let directory = try makeTemporaryDirectory()
        let reports = Locked<[Int]>([])
        var reporting = try sequence(directory)
        reporting.progress = { progress in reports.withLock { $0.append(progress.completedCount) } }
        try await reporting.render(drawTestFrame)
        #expect(reports.withLock { $0 } == Array(1...12))
    }

    @Test(
        "Bad sizes throw naming the size, and nothing is written",
        arguments: [
            (0, 10), (10, 0), (-5, 10), (32_768, 10), (10, 40_000),
        ])
    func badSizes(width: Int, height: Int) async throws {
        let directory = try makeTemporaryDirectory()
        var bad = try sequence(directory)
        bad.size = PixelSize(width: width, height: height)
        await #expect(throws: FrameSequenceError.invalidSize(width: width, height: height)) {
            try await bad.render(drawTestFrame)
        }
        #expect(try fileNames(in: directory).isEmpty)
    }

    @Test("Sizes over the memory budget throw before anything is written")
    func memoryBudget() async throws {
        let directory = try makeTemporaryDirectory()
        try Data("earlier".utf8).write(to: directory.appending(path: "frame_00000.png"))
        var large = try sequence(directory)
        large.size = PixelSize(width: 32_767, height: 32_767)
        await #expect(throws: FrameSequenceError.self) { try await large.render(drawTestFrame) }
        var small = try sequence(directory)
        small.memoryBudget = 1000
        await #expect(throws: FrameSequenceError.self) { try await small.render(drawTestFrame) }
        #expect(try contents(directory) == ["frame_00000.png": Data("earlier".utf8)])
    }

    @Test("A missing directory or a file in its place throws naming the path")
    func missingDirectory() async throws {
        let parent = try makeTemporaryDirectory()
        let missing = parent.appending(path: "nope")
        await #expect(throws: FrameSequenceError.missingDirectory(missing.path)) {
            try await sequence(missing).render(drawTestFrame)
        }
        let file = parent.appending(path: "file")
        try Data().write(to: file)
        await #expect(throws: FrameSequenceError.missingDirectory(file.path)) {
            try await sequence(file).render(drawTestFrame)
        }
    }

    @Test("A failing frame stops the render with its index; earlier frames stay complete")
    func failingFrame() async throws {
        struct Boom: Error {}
        let directory = try makeTemporaryDirectory()
        await #expect(throws: FrameSequenceError.frameFailed(frame: 3, reason: "Boom()")) {
            try await sequence(directory, concurrency: 1).render { frame, canvas in
                if frame.index == 3 { throw Boom() }
                try await drawTestFrame(frame, canvas)
            }
        }
        #expect(try fileNames(in: directory) == (0...2).map { FrameTimeline.fileName(ofFrame: $0) })
    }

    @Test("Image closures: the same files as drawing, wrong sizes throw")
    func images() async throws {
        let directory = try makeTemporaryDirectory()
        let result = try await sequence(directory, frames: 0...2).render(images: { frame in
            RGBAImage(
                width: 64, height: 48, color: .init(red: UInt8(frame.index * 50), green: 0, blue: 0)
            )
        })
        #expect(try RGBAImage(contentsOfPNG: result.frameURLs[2])[0, 0].red == 100)
        await #expect(throws: FrameSequenceError.self) {
            try await sequence(directory, frames: 0...2).render(images: { _ in
                RGBAImage(width: 2, height: 2)
            })
        }
    }

    @Test("Video output without ffmpeg on PATH is a clear error")
    func ffmpegMissing() throws {
        let directory = try makeTemporaryDirectory()
        let video = FrameVideo(output: directory.appending(path: "out.mp4"), format: .mp4)
        #expect(FrameVideo.ffmpeg(environment: ["PATH": directory.path]) == nil)
        #expect(throws: FrameSequenceError.ffmpegMissing(output: video.output.path)) {
            try video.check(environment: ["PATH": directory.path])
        }
        #expect(FrameSequenceError.ffmpegMissing(output: "x").description.contains("ffmpeg"))
    }
}
