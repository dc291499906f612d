import Foundation
import KinemaCairo
import Testing

/// Starts `kinema` with `arguments` and returns the running process (output discarded
/// unless `errors` is given).
private func start(_ arguments: [String], environment: [String: String]? = nil, errors: Pipe? = nil)
    throws -> Process
{
    let process = Process()
    process.executableURL = kinemaExecutable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors ?? FileHandle.nullDevice
    try process.run()
    return process
}

/// Waits up to 30 s until `condition` holds.
private func waitUntil(_ condition: () -> Bool) {
    var waited = 0
    while waited < 30_000 && !condition() {
        usleep(10_000)
        waited += 10
    }
}

@Suite("kinema render: resume, lock, interrupts", .serialized)
struct RenderRunTests {
    @Test("A second render into the same folder is refused naming it and the holder")
    func lock() throws {
        let directory = try makeTemporaryDirectory()
        let frames = directory.appending(path: "curves/frames")
        let errors = Pipe()
        let first = try start(
            [
                "render", "curves", "--out", directory.path, "--size", "320x240", "--frames",
                "0..3000",
            ],
            errors: errors)
        waitUntil {
            ((try? FileManager.default.contentsOfDirectory(atPath: frames.path))?.count ?? 0) > 6
        }
        let second = try runKinema([
            "render", "curves", "--out", directory.path, "--size", "64x48", "--frames", "0..3",
        ])
        #expect(second.status == 1)
        #expect(second.standardError.contains(directory.appending(path: "curves").path))
        #expect(second.standardError.contains("process \(first.processIdentifier)"))
        kill(first.processIdentifier, SIGINT)
        first.waitUntilExit()
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(first.terminationStatus == 130)
        #expect(message.contains("--resume"), "\(message)")
    }

    @Test("--resume refuses another --fps or --size, and redraws a frame damaged mid-file")
    func resume() throws {
        let directory = try makeTemporaryDirectory()
        let base = [
            "render", "curves", "--out", directory.path, "--frames", "0..5", "--size", "96x64",
        ]
        #expect(try runKinema(base).status == 0)
        for (change, named) in [(["--fps", "60"], "fps: 30"), (["--size", "64x64"], "width: 96")] {
            let output = try runKinema(base + change + ["--resume"])
            #expect(output.status == 2, "\(change): \(output.standardError)")
            #expect(output.standardError.contains("--resume"))
            #expect(output.standardError.contains(named), "\(output.standardError)")
        }
        let url = directory.appending(path: "curves/frames/frame_00003.png")
        let original = try Data(contentsOf: url)
        var damaged = original
        damaged[damaged.count / 2] ^= 0x55
        try damaged.write(to: url)
        let resumed = try runKinema(base + ["--resume"])
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput.contains("5 kept from before, 1 damaged frame drawn again"))
        #expect(try Data(contentsOf: url) == original)
    }

    @Test("Ctrl-C while the video is encoded stops ffmpeg, leaves no video and exits 130")
    func interruptDuringVideo() throws {
        let directory = try makeTemporaryDirectory()
        let tools = directory.appending(path: "tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let fake = tools.appending(path: "ffmpeg")
        try Data("#!/bin/sh\nexec sleep 60\n".utf8).write(to: fake)
        #expect(chmod(fake.path, 0o755) == 0)
        let gif = directory.appending(path: "a.gif")
        let process = try start(
            [
                "render", "curves", "--out", directory.path, "--frames", "0..2", "--size", "32x32",
                "--gif", gif.path,
            ],
            environment: ["PATH": tools.path + ":/usr/bin:/bin"])
        let manifest = directory.appending(path: "curves/frames/manifest.json")
        waitUntil { FileManager.default.fileExists(atPath: manifest.path) }
        usleep(300_000)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()  // a run that ignored the signal would hang here
        #expect(process.terminationStatus == 130)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            !names.contains("a.gif") && names.allSatisfy { !$0.hasSuffix(".partial") }, "\(names)")
    }
}
