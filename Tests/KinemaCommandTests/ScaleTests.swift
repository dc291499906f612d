import Foundation
import KinemaCairo
import Testing

@Suite("kinema render --scale", .serialized)
struct ScaleTests {
    /// The alpha of every pixel of `url`, summed, in units of a fully opaque pixel.
    private func coverage(_ url: URL) throws -> Double {
        let image = try RGBAImage(contentsOfPNG: url)
        var total = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width { total += Double(image[x, y].alpha) / 255 }
        }
        return total
    }

    @Test(
        "Frames are N x the point size, drawn at that resolution; manifest and atlas record N",
        arguments: [("2", 128, "2"), ("1.5", 96, "1.5"), ("3", 192, "3")])
    func scaled(option: String, side: Int, atlasScale: String) throws {
        let directory = try makeTemporaryDirectory()
        let base = ["render", "spinner", "--frames", "0..1", "--out"]
        let one = try runKinema(base + [directory.appending(path: "one").path])
        #expect(one.status == 0, "\(one.standardError)")
        let output = try runKinema(
            base + [directory.appending(path: "n").path, "--scale", option])
        #expect(output.status == 0, "\(output.standardError)")
        let spinner = directory.appending(path: "n/spinner")
        let frame = spinner.appending(path: "frames/frame_00001.png")
        let image = try RGBAImage(contentsOfPNG: frame)
        #expect(image.width == side && image.height == side)
        // Drawn at N x: the spinner covers N^2 times the pixels (edges within 4%).
        let scale = Double(option)!
        let ratio =
            try coverage(frame)
            / coverage(directory.appending(path: "one/spinner/frames/frame_00001.png"))
        #expect(abs(ratio / (scale * scale) - 1) < 0.04, "coverage ratio \(ratio)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: spinner.appending(path: "frames/manifest.json")))
                as? [String: Any])
        #expect(manifest["scale"] as? Double == scale && manifest["width"] as? Int == side)
        let atlas = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: spinner.appending(path: "sheet.json"))) as? [String: Any])
        let meta = try #require(atlas["meta"] as? [String: Any])
        #expect(meta["scale"] as? String == atlasScale)
    }

    @Test(
        "Bad --scale values exit 2 naming the option, with nothing written",
        arguments: ["0", "-1", "nan", "NaN", "9", "8.0001", "abc", "inf", "1e400", ""])
    func badValues(value: String) throws {
        let directory = try makeTemporaryDirectory()
        let output = try runKinema([
            "render", "spinner", "--out", directory.path, "--frames", "0..1", "--scale", value,
        ])
        #expect(output.status == 2, "\(value): \(output.standardError)")
        #expect(output.standardError.contains("--scale"), "\(output.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("A scene drawn with Cairo at its pixel size refuses --scale other than 1")
    func plainDrawing() throws {
        let directory = try makeTemporaryDirectory()
        let refused = try runKinema([
            "render", "curves", "--out", directory.path, "--frames", "0..0", "--scale", "2",
        ])
        #expect(refused.status == 2 && refused.standardError.contains("--scale"))
        let accepted = try runKinema([
            "render", "curves", "--out", directory.path, "--frames", "0..0", "--scale", "1",
        ])
        #expect(accepted.status == 0, "\(accepted.standardError)")
    }
}
