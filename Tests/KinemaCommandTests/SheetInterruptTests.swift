import Foundation
import KinemaCairo
import Testing

@testable import KinemaCommandLine

/// Starts `kinema` with `arguments`, its output discarded but for standard error.
private func start(_ arguments: [String], errors: Pipe) throws -> Process {
    let process = Process()
    process.executableURL = kinemaExecutable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    return process
}

/// Polls every millisecond, for up to 60 s, until `condition` holds.
private func poll(_ condition: () -> Bool) {
    var waited = 0
    while waited < 60_000 && !condition() {
        usleep(1_000)
        waited += 1
    }
}

/// The names in `directory` (none if it does not exist).
private func names(in directory: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
}

/// Whether every file in `directory` is complete: no temporary file of Kinema's naming
/// (`.NAME.XXXXXX`; the render's lock file `.kinema.lock` stays by design), each PNG
/// decodes and each JSON parses.
private func onlyCompleteFiles(in directory: URL) -> Bool {
    names(in: directory).allSatisfy { name in
        let url = directory.appending(path: name)
        if name == ".kinema.lock" { return true }
        if name.hasPrefix(".") { return false }
        if name.hasSuffix(".png") { return (try? RGBAImage(contentsOfPNG: url)) != nil }
        if name.hasSuffix(".json") {
            return (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) != nil
        }
        return true
    }
}

@Suite("kinema: Ctrl-C in the sheet phase, unreadable frames for sheets", .serialized)
struct SheetInterruptTests {
    /// Signals a render once its contact sheet exists, that is while the sprite sheet is
    /// packed (the step after it). A run whose sheet was done before the signal could be
    /// sent is tried again with more frames.
    @Test("Ctrl-C while a render packs its sprite sheet: exit 130, no sheet file, --resume")
    func interruptRenderSheet() throws {
        for frames in [600, 2_400, 7_200] {
            let directory = try makeTemporaryDirectory()
            let demo = directory.appending(path: "curves")
            let arguments = [
                "render", "curves", "--out", directory.path, "--size", "64x48", "--frames",
                "0..\(frames - 1)", "--sheet", "packed",
            ]
            let errors = Pipe()
            let process = try start(arguments, errors: errors)
            poll {
                !process.isRunning || names(in: demo).contains("contact.png")
            }
            guard process.isRunning else {
                process.waitUntilExit()
                continue  // the sheet was packed before the signal: more frames
            }
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            let message = String(
                decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 130, "\(message)")
            #expect(message.contains("--resume"), "\(message)")
            #expect(!names(in: demo).contains { $0.hasPrefix("sheet") }, "\(names(in: demo))")
            #expect(onlyCompleteFiles(in: demo), "\(names(in: demo))")

            let resumed = try runKinema(arguments + ["--resume"])
            #expect(resumed.status == 0, "\(resumed.standardError)")
            #expect(resumed.standardOutput.contains("\(frames) kept from before"))
            let json = try JSONSerialization.jsonObject(
                with: Data(contentsOf: demo.appending(path: "sheet.json")))
            let listed = ((json as? [String: Any])?["frames"] as? [String: Any])?.count
            #expect(listed == frames)
            #expect(onlyCompleteFiles(in: demo), "\(names(in: demo))")
            return
        }
        Issue.record("every render finished its sheet before the signal could be sent")
    }

    /// `kinema sheet` over many frames, signalled once it has a frame file open (so its
    /// handler is installed and it is reading or packing them).
    @Test("Ctrl-C during kinema sheet: exit 130, only complete files, no temporary file")
    func interruptSheetCommand() throws {
        let directory = try makeTemporaryDirectory()
        let frames = directory.appending(path: "frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for i in 0..<1_500 {
            var image = RGBAImage(width: 48, height: 32, color: .init(red: 200, green: 40, blue: 9))
            image[i % 48, (i / 48) % 32] = .init(red: 0, green: UInt8(i % 256), blue: 255)
            try image.writePNG(to: frames.appending(path: String(format: "f_%05d.png", i)))
        }
        for attempt in 0..<3 {
            let out = directory.appending(path: "out-\(attempt)")
            let errors = Pipe()
            let process = try start(
                ["sheet", frames.path, "--out", out.path, "--packed"], errors: errors)
            let descriptors = "/proc/\(process.processIdentifier)/fd"
            poll {
                !process.isRunning
                    || names(in: URL(filePath: descriptors)).contains { name in
                        let target = try? FileManager.default.destinationOfSymbolicLink(
                            atPath: descriptors + "/" + name)
                        return target?.hasPrefix(frames.path) == true
                    }
            }
            guard process.isRunning else {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
                continue  // packed before the signal could be sent: try again
            }
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            let message = String(
                decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationReason == .exit, "ended by the signal itself: \(message)")
            #expect(process.terminationStatus == 130, "\(message)")
            #expect(onlyCompleteFiles(in: out), "\(names(in: out))")
            return
        }
        Issue.record("kinema sheet always finished before the signal could be sent")
    }

    @Test("An unreadable frame for the contact sheet is named, with what to do, exit 1")
    func unreadableContactFrame() async throws {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appending(path: "frames"), withIntermediateDirectories: true)
        var sequence = FrameSequence(
            timeline: try FrameTimeline(frames: 0, through: 5, fps: 10),
            size: PixelSize(width: 16, height: 12), directory: directory.appending(path: "frames"))
        sequence.maximumConcurrency = 1
        let result = try await sequence.render { frame in
            RGBAImage(
                width: 16, height: 12, color: .init(red: UInt8(frame.index), green: 0, blue: 0))
        }
        let damaged = result.directory.appending(path: FrameTimeline.fileName(ofFrame: 3))
        var bytes = try Data(contentsOf: damaged)
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: damaged)
        #expect {
            try Outputs.writeContactSheet(result, to: directory)
        } throws: { error in
            let text = "\(error)"
            return error is RuntimeError && text.contains(damaged.path)
                && text.contains("the contact sheet") && text.contains("--resume")
        }
        #expect(!names(in: directory).contains { $0.hasPrefix("contact") || $0.hasPrefix(".") })
    }
}
