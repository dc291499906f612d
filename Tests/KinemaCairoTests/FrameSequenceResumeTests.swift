import CCairo
import Foundation
import KinemaCairo
import KinemaCore
import Testing

/// A frame whose pixels depend on its index: a disc moving right on a gray background.
private let drawDisc: FrameDrawing = { frame, canvas in
    let cr = canvas.context.pointer
    cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.9, 0.2, 0.1)
    cairo_arc(cr, 8 + 4 * Double(frame.index), 16, 6, 0, 2 * .pi)
    cairo_fill(cr)
}

private func discs(_ directory: URL, fps: Double = 10, width: Int = 48) throws -> FrameSequence {
    var sequence = FrameSequence(
        timeline: try FrameTimeline(frames: 0, through: 7, fps: fps),
        size: PixelSize(width: width, height: 32), directory: directory)
    sequence.maximumConcurrency = 2
    sequence.fingerprint = ["scene": "discs"]
    return sequence
}

@Suite("Frame sequences: resume, settings, lock, stale files")
struct FrameSequenceResumeTests {
    @Test("Resume decodes every kept frame: a byte flipped mid-file is found and redrawn")
    func corruptInTheMiddle() async throws {
        let directory = try makeTemporaryDirectory()
        try await discs(directory).render(drawDisc)
        let url = directory.appending(path: "frame_00003.png")
        let original = try Data(contentsOf: url)
        var damaged = original
        damaged[damaged.count / 2] ^= 0xFF
        try damaged.write(to: url)
        var resumed = try discs(directory)
        resumed.resumes = true
        let result = try await resumed.render(drawDisc)
        #expect(result.repairedCount == 1 && result.skippedCount == 7)
        #expect(result.renderedCount == 1)
        #expect(try Data(contentsOf: url) == original)
    }

    @Test(
        "Resume refuses frames drawn with another rate, size or fingerprint",
        arguments: ["fps", "width", "scene"])
    func changedSettings(name: String) async throws {
        func make(_ directory: URL) throws -> FrameSequence {
            switch name {
            case "fps": return try discs(directory, fps: 30)
            case "width": return try discs(directory, width: 40)
            default:
                var other = try discs(directory)
                other.fingerprint = ["scene": "squares"]
                return other
            }
        }
        let directory = try makeTemporaryDirectory()
        try await discs(directory).render(drawDisc)
        let before = try Data(contentsOf: directory.appending(path: "frame_00002.png"))
        var resumed = try make(directory)
        resumed.resumes = true
        do {
            try await resumed.render(drawDisc)
            Issue.record("a resume over other settings succeeded")
        } catch let error as FrameSequenceError {
            guard case .settingsChanged(_, let changes) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(changes.count == 1 && changes[0].hasPrefix(name + ":"), "\(changes)")
            #expect(error.description.contains(directory.path))
        }
        #expect(try Data(contentsOf: directory.appending(path: "frame_00002.png")) == before)
        // Without resuming, the same sequence starts over and succeeds.
        let fresh = try make(directory)
        #expect(try await fresh.render(drawDisc).renderedCount == 8)
    }

    @Test("Resume refuses frames with no settings record; a fresh render removes old frames")
    func noRecord() async throws {
        let directory = try makeTemporaryDirectory()
        try await discs(directory).render(drawDisc)
        try FileManager.default.removeItem(at: directory.appending(path: FrameSettings.fileName))
        var resumed = try discs(directory)
        resumed.resumes = true
        await #expect(throws: FrameSequenceError.self) { try await resumed.render(drawDisc) }
        try Data("stale".utf8).write(to: directory.appending(path: "frame_00042.png"))
        try await discs(directory).render(drawDisc)
        #expect(try !fileNames(in: directory).contains("frame_00042.png"))
    }

    @Test("A second render into a locked directory is refused, naming it and the holder")
    func lock() async throws {
        let directory = try makeTemporaryDirectory()
        let held = try DirectoryLock(directory: directory)
        do {
            try await discs(directory).render(drawDisc)
            Issue.record("rendered into a locked directory")
        } catch let error as FrameSequenceError {
            #expect(error == .directoryInUse(directory.path, holder: "process \(getpid())"))
        }
        #expect(try fileNames(in: directory).isEmpty)
        held.release()
        #expect(try await discs(directory).render(drawDisc).renderedCount == 8)
    }

    @Test("Temporary files of Kinema's naming left by a killed run are removed; others stay")
    func staleTemporaryFiles() async throws {
        let directory = try makeTemporaryDirectory()
        let stale = [".frame_00242.png.Ab3dEf", ".manifest.json.x1Y2z3"]
        let foreign = [".frame_1.png.toolong", ".hidden", "notes.txt"]
        for name in stale + foreign {
            try Data().write(to: directory.appending(path: name))
        }
        var resumed = try discs(directory)
        resumed.resumes = true
        try await resumed.render(drawDisc)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(stale.allSatisfy { !names.contains($0) }, "\(names)")
        #expect(foreign.allSatisfy { names.contains($0) }, "\(names)")
    }
}
