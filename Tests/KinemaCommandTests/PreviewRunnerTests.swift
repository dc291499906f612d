// The preview runner, in process, over this module's previews: frames until each preview
// settles (capped), the animated PNG, the viewer and the gallery, and a failing preview
// named by its file and line.
import Foundation
import KinemaCairo
import KinemaScene
import Testing

@testable import KinemaCommandLine

@MainActor
@Suite struct PreviewRunnerTests {
    /// Renders this module's previews at 10 fps, at most 2 s each, into a new folder.
    static func render(_ extra: [String] = []) async throws -> (status: Int32, folder: URL) {
        let folder = try makeTemporaryDirectory()
        let status = await KinemaPreviewRunner.run(
            ["--out", folder.path, "--fps", "10", "--max-duration", "2"] + extra,
            modules: ["KinemaCommandTests"])
        return (status, folder)
    }

    static func results(in folder: URL) throws -> [PreviewResult] {
        try JSONDecoder().decode(
            [PreviewResult].self, from: Data(contentsOf: folder.appending(path: "previews.json")))
    }

    @Test func rendersEveryPreviewUntilItSettles() async throws {
        let (status, folder) = try await Self.render()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One preview fails: status 1, the others are rendered.
        #expect(status == 1)
        let results = try Self.results(in: folder)
        // This module's previews in the order of their files and lines, then the providers
        // by name (another test file has one too).
        let mine = ["Still", "Sliding", "Pulsing", "Broken", "Red", "Blue"]
        #expect(results.map(\.title).filter(mine.contains) == mine)
        #expect(results.contains { $0.title == "KinemaCommandTests.GrowingBar_Previews[0]" })
        let frames = Dictionary(uniqueKeysWithValues: results.map { ($0.title, $0.frames) })
        // Never moves: one frame. Linear over 0.5 s: the last change is at 0.5 s, frame 5
        // of 10 per second, so frames 0...5. Repeats forever: the 2 s cap, 20 frames.
        #expect(frames["Still"] == 1)
        #expect(frames["Sliding"] == 6)
        #expect(frames["Pulsing"] == 20)
        #expect(frames["Red"] == 1)
        let sliding = try #require(results.first { $0.title == "Sliding" })
        #expect((sliding.width, sliding.height) == (100, 30))
        #expect(sliding.layout == "sizeThatFits")
        let still = try #require(results.first { $0.title == "Still" })
        #expect((still.width, still.height) == (60, 40))
        // A provider's previews, split, each with its name, padding and layout.
        let red = try #require(results.first { $0.title == "Red" })
        #expect((red.width, red.height) == (20, 20))
        #expect(red.source == "KinemaCommandTests.Swatches_Previews[0]")
        for result in results where result.error == nil {
            let directory = folder.appending(path: result.folder)
            for file in ["preview.png", "index.html", "contact.png", "frames/manifest.json"] {
                #expect(
                    FileManager.default.fileExists(atPath: directory.appending(path: file).path),
                    "\(result.folder)/\(file)")
            }
        }
        // The animated PNG has the frames' size and count.
        let apng = try Data(contentsOf: folder.appending(path: "\(sliding.folder)/preview.png"))
        #expect(apng.count > 0)
        let frameCount = apng.withUnsafeBytes { bytes -> Int in
            // acTL: chunk length (4), type (4), then num_frames (4, big-endian).
            guard let range = apng.range(of: Data("acTL".utf8)) else { return 0 }
            let start = range.upperBound - apng.startIndex
            return Int(bytes.loadUnaligned(fromByteOffset: start, as: UInt32.self).bigEndian)
        }
        #expect(frameCount > 1 && frameCount <= 6)
    }

    @Test func namesAFailedPreviewByItsFileAndLine() async throws {
        let (status, folder) = try await Self.render(["--filter", "broken"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 1)
        let result = try #require(try Self.results(in: folder).first)
        #expect(result.error == "no sample data")
        let fixture = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "PreviewFixtures/RunnerPreviews.swift")
        let lines = try String(contentsOf: fixture, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("#Preview(\"Broken\"") }) + 1
        #expect(result.place == "\(fixture.path):\(line)")
        let page = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"error\">no sample data</p>"))
    }

    @Test func aFixedDurationAndTheFilter() async throws {
        let (status, folder) = try await Self.render(["--filter", "still", "--duration", "0.5"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        let results = try Self.results(in: folder)
        #expect(results.map(\.title) == ["Still"])
        #expect(results.first?.frames == 5)
    }

    /// The options that shape the output: pixels per point, frames per second, a dark
    /// canvas and a sprite sheet.
    @Test func scaleFramesPerSecondDarkAndASheet() async throws {
        let (status, folder) = try await Self.render([
            "--filter", "still", "--duration", "1", "--fps", "4", "--scale", "2",
            "--color-scheme", "dark", "--sheet",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        let result = try #require(try Self.results(in: folder).first)
        // One second at 4 frames per second.
        #expect(result.frames == 4)
        #expect((result.width, result.height) == (60, 40))
        #expect(result.hasSheet)
        let directory = folder.appending(path: result.folder)
        let frame = try RGBAImage(
            contentsOfPNG: directory.appending(path: "frames/frame_00003.png"))
        // 60 x 40 points at 2 pixels per point; the dark canvas is black around the
        // 30 x 20 point green rectangle in its middle.
        #expect((frame.width, frame.height) == (120, 80))
        #expect(frame[0, 0] == RGBAImage.Pixel(red: 0, green: 0, blue: 0))
        #expect(frame[29, 19] == RGBAImage.Pixel(red: 0, green: 0, blue: 0))
        let middle = frame[60, 40]
        #expect(middle.green > 100 && middle.red < middle.green && middle.blue < middle.green)
        #expect(frame[31, 21] == middle)
        for file in ["sheet.png", "sheet.json"] {
            #expect(FileManager.default.fileExists(atPath: directory.appending(path: file).path))
        }
        let page = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(page.contains("@2x, dark"))
    }

    @Test func listsWithoutRendering() async {
        let status = await KinemaPreviewRunner.run(["--list"], modules: ["NoSuchModule"])
        #expect(status == 0)
    }

    @Test func refusesBadOptions() async {
        #expect(await KinemaPreviewRunner.run(["--scale", "0"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--color-scheme", "blue"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run(["--duration", "61"], modules: []) == 2)
        #expect(await KinemaPreviewRunner.run([], modules: []) == 2)  // no --out
    }
}
