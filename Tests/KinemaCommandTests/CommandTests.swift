import Foundation
import KinemaCairo
import Testing

@Suite("kinema command", .serialized)
struct CommandTests {
    @Test(
        "--help works everywhere and exits 0",
        arguments: [
            ["--help"], ["render", "--help"], ["demos", "-h"], ["sheet", "--help"],
            ["diff", "--help"], ["curves", "--help"], ["finish", "--help"],
            ["render", "curves", "--size", "1x1", "--help"],
        ])
    func help(arguments: [String]) throws {
        let output = try runKinema(arguments)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("usage: kinema"))
    }

    @Test(
        "Usage errors exit 2 and name the input",
        arguments: [
            (["frobnicate"], "frobnicate"), (["render"], "which demo"),
            (["render", "nosuchdemo"], "nosuchdemo"), (["render", "curves", "--bogus"], "--bogus"),
            (["render", "curves", "--size", "0x10"], "0x10"),
            (["render", "curves", "--size", "-4x10"], "-4x10"),
            (["render", "curves", "--size", "40000x10"], "40000x10"),
            (["render", "curves", "--size", "large"], "large"),
            (["render", "curves", "--fps", "0"], "0.0"),
            (["render", "curves", "--fps", "abc"], "abc"),
            (["render", "curves", "--frames", "9..3"], "9..3"),
            (["render", "curves", "--frames", "3"], "'3'"),
            (["render", "curves", "--duration", "-1"], "-1"),
            (["render", "curves", "--duration", "1", "--frames", "0..3"], "not both"),
            (["render", "curves", "--sheet", "round"], "round"),
            (["render", "curves", "--size"], "--size"), (["demos", "extra"], "extra"),
            (["diff", "one.png"], "two"), (["diff", "a.png", "b.png", "--threshold", "2"], "2"),
            (["sheet"], "PNG"), (["sheet", "x", "--padding", "-1"], "-1"),
            (["sheet", "x", "--format", "xml"], "xml"),
            (["finish"], "which folder"), (["finish", "/nonexistent/kinema"], "not a folder"),
            (["finish", "a", "b"], "'b'"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], mentions: String) throws {
        let output = try runKinema(arguments)
        #expect(output.status == 2, "\(arguments): \(output.standardError)")
        #expect(output.standardError.contains(mentions), "\(output.standardError)")
    }

    @Test("A missing output directory is created with its parents")
    func missingDirectory() throws {
        let directory = try makeTemporaryDirectory()
        let missing = directory.appending(path: "missing/deeper").path
        let output = try runKinema(["render", "curves", "--out", missing, "--frames", "0..1"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(FileManager.default.fileExists(atPath: missing + "/curves/frames/manifest.json"))
    }

    @Test("render writes frames, manifest, contact sheet and sprite sheet; plain progress lines")
    func render() throws {
        let directory = try makeTemporaryDirectory()
        let output = try runKinema([
            "render", "curves", "--out", directory.path, "--size", "160x120", "--frames", "0..5",
            "--sheet", "grid",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("frames 6/6 (100%)"))
        #expect(!output.standardOutput.contains("\r"))
        #expect(output.standardOutput.contains("frames/s"))
        let demo = directory.appending(path: "curves")
        for name in [
            "frames/frame_00000.png", "frames/frame_00005.png", "frames/manifest.json",
            "contact.png", "sheet.png", "sheet.json",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: demo.appending(path: name).path), "\(name)")
        }
        let frame = try RGBAImage(contentsOfPNG: demo.appending(path: "frames/frame_00003.png"))
        #expect(frame.size == PixelSize(width: 160, height: 120))
    }

    @Test("--video without ffmpeg on PATH exits 1 naming ffmpeg, before rendering")
    func videoWithoutFFmpeg() throws {
        let directory = try makeTemporaryDirectory()
        let output = try runKinema(
            [
                "render", "curves", "--out", directory.path, "--frames", "0..1", "--gif",
                directory.appending(path: "a.gif").path,
            ],
            environment: ["PATH": directory.path])
        #expect(output.status == 1)
        #expect(output.standardError.contains("ffmpeg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(
        "render --video and --gif write an MP4 and a GIF of every frame",
        .enabled(
            if: FrameVideo.ffmpeg() != nil, "ffmpeg is not installed (apt-get install ffmpeg)"))
    func videoAndGIF() throws {
        let directory = try makeTemporaryDirectory()
        let video = directory.appending(path: "w.mp4")
        let gif = directory.appending(path: "w.gif")
        let output = try runKinema([
            "render", "wheel", "--out", directory.path, "--size", "96x64", "--frames", "0..5",
            "--video", video.path, "--gif", gif.path,
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("mp4:") && output.standardOutput.contains("gif:"))
        // MP4 starts with an ftyp box; a GIF with its signature; both hold more than a header.
        let mp4Bytes = try Data(contentsOf: video)
        let gifBytes = try Data(contentsOf: gif)
        #expect(mp4Bytes.count > 1_000 && mp4Bytes[4..<8] == Data("ftyp".utf8))
        #expect(gifBytes.count > 1_000 && gifBytes.prefix(6) == Data("GIF89a".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "w.gif", "w.mp4", "wheel",
            ])
    }

    @Test("diff: 0 for equal images, 1 for different ones, 2 for a corrupt file")
    func diff() throws {
        let directory = try makeTemporaryDirectory()
        let a = directory.appending(path: "a.png")
        let b = directory.appending(path: "b.png")
        let corrupt = directory.appending(path: "c.png")
        try RGBAImage(width: 8, height: 8, color: .init(red: 10, green: 20, blue: 30)).writePNG(
            to: a)
        var other = RGBAImage(width: 8, height: 8, color: .init(red: 10, green: 20, blue: 30))
        other[3, 3] = .init(red: 255, green: 255, blue: 255)
        try other.writePNG(to: b)
        try Data("not a png".utf8).write(to: corrupt)
        #expect(try runKinema(["diff", a.path, a.path]).status == 0)
        let different = try runKinema([
            "diff", a.path, b.path, "--out", directory.appending(path: "d.png").path,
        ])
        #expect(different.status == 1)
        #expect(different.standardOutput.contains("1 of 64 pixels differ"))
        #expect(FileManager.default.fileExists(atPath: directory.appending(path: "d.png").path))
        let bad = try runKinema(["diff", a.path, corrupt.path])
        #expect(bad.status == 2 && bad.standardError.contains(corrupt.path))
    }

    @Test("sheet packs a directory of frames; corrupt frames exit 1 naming the file")
    func sheet() throws {
        let frames = try makeTemporaryDirectory()
        for index in 0..<4 {
            try RGBAImage(
                width: 10, height: 10, color: .init(red: UInt8(index * 60), green: 0, blue: 0)
            )
            .writePNG(to: frames.appending(path: "f\(index).png"))
        }
        let out = try makeTemporaryDirectory()
        let output = try runKinema(["sheet", frames.path, "--out", out.path, "--format", "array"])
        #expect(output.status == 0, "\(output.standardError)")
        let atlas = try String(contentsOf: out.appending(path: "sheet.json"), encoding: .utf8)
        #expect(atlas.contains("\"filename\": \"f3.png\""))
        try Data("garbage".utf8).write(to: frames.appending(path: "f9.png"))
        let bad = try runKinema(["sheet", frames.path, "--out", out.path])
        #expect(bad.status == 1 && bad.standardError.contains("f9.png"))
    }

    @Test("demos lists every demo, extractor as the default")
    func demos() throws {
        let output = try runKinema(["demos"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("extractor (default)"))
        for name in ["wheel", "curves", "spinner"] { #expect(output.standardOutput.contains(name)) }
    }

    @Test("SIGINT stops scheduling, leaves only complete frames and exits 130")
    func interrupt() throws {
        let directory = try makeTemporaryDirectory()
        let process = Process()
        process.executableURL = kinemaExecutable
        process.arguments = [
            "render", "curves", "--out", directory.path, "--size", "320x240", "--frames", "0..3000",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let frames = directory.appending(path: "curves/frames")
        var waited = 0
        // Ten complete frames (the lock and temporary files do not count).
        func pngCount() -> Int {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []
            return names.count { $0.hasSuffix(".png") }
        }
        while waited < 30_000, pngCount() < 10 {
            usleep(10_000)
            waited += 10
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let all = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(!all.contains("manifest.json"))
        #expect(
            all.allSatisfy { !$0.hasPrefix(".") || $0 == DirectoryLock.fileName },
            "temporary files left: \(all)")
        let names = all.filter { $0.hasSuffix(".png") }
        #expect(names.count >= 10 && names.count < 3001)
        for name in names {
            #expect(try RGBAImage(contentsOfPNG: frames.appending(path: name)).width == 320)
        }
    }
}
