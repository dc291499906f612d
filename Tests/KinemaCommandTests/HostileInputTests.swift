import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// The command as a hostile user drives it: extreme numbers, odd files, concurrent runs.
@Suite("kinema command: hostile input", .serialized)
struct HostileInputTests {
    @Test(
        "Bad values are usage errors (exit 2) naming the option",
        arguments: [
            (
                ["render", "spinner", "--frames", "9223372036854775807..9223372036854775807"],
                "--frames"
            ),
            (["render", "spinner", "--frames", "0..1000000000"], "--frames"),
            (["render", "spinner", "--frames", "0..2", "--fps", "1e-20"], "--fps"),
            (["render", "spinner", "--frames", "0..2", "--fps", "1e-300"], "--fps"),
            (["render", "spinner", "--duration", "1e300", "--fps", "1e-300"], "--duration"),
            (["render", "spinner", "--fps", "0x10"], "0x10"),
            (["render", "spinner", "--fps", "inf"], "inf"),
            (["render", "spinner", "--size", "+10x+10"], "+10x+10"),
            (["render", "spinner", "--jobs", "+2"], "+2"),
            (["render", "spinner", "--image", "x.png"], "--image"),
            (["render", "spinner", "--video", ""], "--video"),
            (["render", "spinner", "--out", ""], "--out"),
            (["render", "spinner", "--gif", "a.gif", "--fps", "0.001"], "--gif"),
            (["render", "spinner", "--video", "a.mp4", "--fps", "5000"], "--video"),
            (["sheet", "x", "--padding", "9223372036854775807"], "--padding"),
            (["sheet", "x", "--max-size", "9223372036854775807"], "--max-size"),
            (["sheet", "x", "--max-size", "99999999", "--padding", "40000"], "--max-size"),
            (["diff", "a.png", "b.png", "--out", ""], "--out"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], option: String) throws {
        let output = try runKinema(arguments, in: try makeTemporaryDirectory())
        #expect(output.status == 2, "\(arguments): \(output.standardError)")
        #expect(output.standardError.contains(option), "\(output.standardError)")
    }

    /// Every numeric option of every subcommand at extreme finite values: the command exits
    /// with 0, 1 or 2 (a trap would end it by a signal), and never prints a raw dump.
    @Test("Seeded extreme values in every numeric option: no trap, a clear status")
    func extremeOptions() throws {
        let extremes = [
            "0", "1e-300", "-1e-300", "1e300", "-1e300", "1.7976931348623157e308",
            "-1.7976931348623157e308", "9223372036854775807", "-9223372036854775808", "1",
        ]
        let directory = try makeTemporaryDirectory()
        let frame = directory.appending(path: "f.png")
        try RGBAImage(width: 4, height: 4, color: .init(red: 9, green: 9, blue: 9)).writePNG(
            to: frame)
        let out = directory.appending(path: "out").path
        var g = SeededGenerator(seed: 0xC11)
        func value() -> String { extremes.randomElement(using: &g)! }
        var runs: [[String]] = []
        for value in extremes {
            runs += [
                [
                    "render", "curves", "--out", out, "--size", "8x8", "--frames", "0..0", "--fps",
                    value,
                ],
                ["render", "curves", "--out", out, "--size", "8x8", "--duration", value],
                [
                    "render", "curves", "--out", out, "--size", "8x8", "--frames", "0..0", "--jobs",
                    value,
                ],
                [
                    "render", "curves", "--out", out, "--size", "\(value)x\(value)", "--frames",
                    "0..0",
                ],
                [
                    "render", "curves", "--out", out, "--size", "8x8", "--frames",
                    "\(value)..\(value)",
                ],
                ["sheet", frame.path, "--out", out, "--padding", value],
                ["sheet", frame.path, "--out", out, "--max-size", value],
                ["diff", frame.path, frame.path, "--threshold", value],
                ["curves", "--samples", value],
                [
                    "render", "spinner", "--out", out, "--size", "8x8", "--frames", "0..0",
                    "--scale", value,
                ],
                [
                    "render", "spinner", "--out", out, "--size", "8x8", "--frames", "0..0",
                    "--shard", "\(value)/\(value)",
                ],
            ]
        }
        for _ in 0..<12 {
            runs.append([
                "render", "curves", "--out", out, "--size", "8x8", "--frames", "0..\(value())",
                "--fps", value(), "--jobs", value(),
            ])
        }
        for arguments in runs {
            let output = try runKinema(arguments, in: directory)
            #expect([0, 1, 2].contains(output.status), "\(arguments): \(output.standardError)")
            #expect(!output.standardError.contains("Fatal error"), "\(arguments)")
            #expect(!output.standardError.contains("Error Domain"), "\(arguments)")
            #expect(!output.standardOutput.contains("nan"), "\(arguments)")
        }
    }

    @Test("--out that is a file, or cannot be created, is a sentence naming the path")
    func badOutputDirectories() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "afile")
        try Data().write(to: file)
        let isFile = try runKinema(["render", "curves", "--frames", "0..0", "--out", file.path])
        #expect(isFile.status == 1 && isFile.standardError.contains("is a file"))
        let under = file.appending(path: "sub").path
        let notDirectory = try runKinema(["render", "curves", "--frames", "0..0", "--out", under])
        #expect(notDirectory.status == 1 && notDirectory.standardError.contains(under))
        #expect(
            !notDirectory.standardError.contains("Error Domain"), "\(notDirectory.standardError)")
    }

    @Test("A missing --image file is an error naming it")
    func missingImage() throws {
        let directory = try makeTemporaryDirectory()
        let missing = directory.appending(path: "nope.png").path
        let output = try runKinema([
            "render", "extractor", "--frames", "0..0", "--out", directory.path, "--image", missing,
        ])
        #expect(output.status == 1 && output.standardError.contains(missing))
        #expect(output.standardError.contains("no such file"), "\(output.standardError)")
    }

    @Test("sheet and diff refuse devices and FIFOs at once, naming them")
    func specialFiles() throws {
        let directory = try makeTemporaryDirectory()
        let fifo = directory.appending(path: "pipe.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let frame = directory.appending(path: "f.png")
        try RGBAImage(width: 4, height: 4).writePNG(to: frame)
        for path in ["/dev/zero", fifo.path] {
            let sheet = try runKinema(["sheet", path, "--out", directory.path])
            #expect(
                sheet.status == 1 && sheet.standardError.contains(path), "\(sheet.standardError)")
            let diff = try runKinema(["diff", frame.path, path])
            #expect(diff.status == 2 && diff.standardError.contains(path), "\(diff.standardError)")
        }
    }

    @Test("diff refuses --out naming an input; an unwritable --out exits 2, not 1")
    func diffOutput() throws {
        let directory = try makeTemporaryDirectory()
        let a = directory.appending(path: "a.png")
        let b = directory.appending(path: "b.png")
        try RGBAImage(width: 4, height: 4, color: .init(red: 1, green: 2, blue: 3)).writePNG(to: a)
        try RGBAImage(width: 4, height: 4, color: .init(red: 200, green: 2, blue: 3)).writePNG(
            to: b)
        let before = try Data(contentsOf: a)
        let same = try runKinema(["diff", a.path, b.path, "--out", a.path])
        #expect(same.status == 2 && same.standardError.contains("input"))
        #expect(try Data(contentsOf: a) == before)
        let unwritable = directory.appending(path: "missing/d.png").path
        let failed = try runKinema(["diff", a.path, b.path, "--out", unwritable])
        #expect(failed.status == 2 && failed.standardError.contains(unwritable))
    }
}
