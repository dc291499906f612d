import Foundation
import KinemaCairo
import Testing

/// The big-endian 32-bit number at `offset`.
private func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}

@Suite("kinema: animated images and engine atlases", .serialized)
struct AnimatedOutputCommandTests {
    @Test("render writes APNG, WebP and the atlases asked for")
    func renderAnimationsAndAtlases() throws {
        let directory = try makeTemporaryDirectory()
        let apng = directory.appending(path: "spin.png")
        let webp = directory.appending(path: "spin.webp")
        let output = try runKinema([
            "render", "spinner", "--out", directory.path, "--frames", "0..5", "--apng", apng.path,
            "--webp", webp.path, "--lossy", "90", "--loop", "3", "--atlas-format", "libgdx,godot",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("apng:"))
        #expect(output.standardOutput.contains("webp:"))
        // APNG: the PNG signature, IHDR, then acTL with 6 frames played 3 times.
        let png = [UInt8](try Data(contentsOf: apng))
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "acTL")
        #expect(u32(png, 41) == 6 && u32(png, 45) == 3)
        // WebP: a RIFF file of type WEBP with an animation (ANIM) chunk.
        let riff = [UInt8](try Data(contentsOf: webp))
        #expect(String(decoding: riff[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: riff[8..<12], as: UTF8.self) == "WEBP")
        #expect(String(decoding: riff, as: UTF8.self).contains("ANIM"))
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.appending(path: "spinner").path)
        #expect(Set(names).isSuperset(of: ["sheet.png", "sheet.atlas", "sheet.tres"]))
        #expect(!names.contains("sheet.json"))
    }

    @Test("sheet writes the TexturePacker form asked for beside the other atlases")
    func sheetFormats() throws {
        let directory = try makeTemporaryDirectory()
        let rendered = try runKinema([
            "render", "spinner", "--out", directory.path, "--frames", "0..2",
        ])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let out = directory.appending(path: "atlases")
        let output = try runKinema([
            "sheet", directory.appending(path: "spinner/frames").path, "--out", out.path,
            "--name", "spin", "--format", "array", "--atlas-format", "godot,texturepacker,libgdx",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["spin.atlas", "spin.json", "spin.png", "spin.tres"])
        let json = try String(contentsOf: out.appending(path: "spin.json"), encoding: .utf8)
        #expect(json.contains("\"filename\""))  // the array form
        let atlas = try String(contentsOf: out.appending(path: "spin.atlas"), encoding: .utf8)
        #expect(atlas.hasPrefix("spin.png\nsize:"))
    }

    @Test(
        "Bad values exit 2, name the option and write nothing",
        arguments: [
            (["--webp", "a.webp", "--lossy", "120"], "--lossy"),
            (["--webp", "a.webp", "--lossy", "high"], "--lossy"),
            (["--lossy", "50"], "--lossy"),
            (["--apng", "a.png", "--loop", "-1"], "--loop"),
            (["--webp", "a.webp", "--loop", "65536"], "--loop"),
            (["--loop", "2"], "--loop"),
            (["--webp", "a.webp", "--fps", "5000"], "--webp"),
            (["--apng", "a.png", "--fps", "70000"], "--apng"),
            (["--webp", "a.webp", "--size", "17000x10"], "--webp"),
            (["--apng", ""], "--apng"),
            (["--webp", "/"], "is a directory"),
            (["--atlas-format", "unity"], "unity"),
            (["--atlas-format", "libgdx,"], "--atlas-format"),
        ] as [([String], String)])
    func usageErrors(extra: [String], mentions: String) throws {
        let directory = try makeTemporaryDirectory()
        let out = directory.appending(path: "out")
        let output = try runKinema(
            ["render", "spinner", "--out", out.path, "--frames", "0..1"] + extra, in: directory)
        #expect(output.status == 2, "\(extra): \(output.standardError)")
        #expect(output.standardError.contains(mentions), "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("An atlas format without a sprite sheet, and a bad one for sheet, exit 2")
    func atlasFormatErrors() throws {
        let directory = try makeTemporaryDirectory()
        let curves = try runKinema([
            "render", "curves", "--out", directory.path, "--frames", "0..1", "--atlas-format",
            "godot",
        ])
        #expect(curves.status == 2)
        #expect(curves.standardError.contains("--atlas-format"))
        let sheet = try runKinema(["sheet", directory.path, "--atlas-format", "xml"])
        #expect(sheet.status == 2)
        #expect(sheet.standardError.contains("xml"))
    }
}
