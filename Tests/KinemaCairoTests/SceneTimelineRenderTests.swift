import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene
import KinemaTestSupport
import Testing

/// A bar that grows from 20 to 80 points wide.
private struct GrowingBar: View {
    var wide: Bool

    var body: some View {
        Rectangle()
            .fill(Color.blue)
            .frame(width: wide ? 80 : 20, height: 10)
    }
}

@MainActor
@Suite("Rendering a scene timeline to frames")
struct SceneTimelineRenderTests {
    private func timeline() -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: CGSize(width: 100, height: 20), initialState: false) {
            GrowingBar(wide: $0)
        }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = true }
        return timeline
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-scene-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The bar's width in row 10 of a frame, in pixels, edge coverage included: the bar is
    /// blue (red 0) on white (red 255), so each pixel's coverage is `(255 - red) / 255`.
    private func barWidth(_ url: URL) throws -> Double {
        let image = try PNGDecoder.decode(contentsOf: url)
        return (0..<image.width).reduce(0) { sum, x in
            sum + Double(255 - Int(image[x, 10].red)) / 255
        }
    }

    @Test("from:to:fps: writes the frames and the manifest; the bar grows linearly")
    func rendersFrames() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await timeline().render(from: 0, to: 1, fps: 4, into: directory)
        #expect(result.frameURLs.count == 4)
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(
                    "manifest.json"
                ).path))
        // Linear from 20 to 80 over 1 s: at t = 0.25, 0.5, 0.75 the bar is 35, 50, 65 wide.
        // Tolerance: 8-bit rounding of the two half-covered edge pixels.
        let widths = try result.frameURLs.map(barWidth)
        for (width, expected) in zip(widths, [20.0, 35, 50, 65]) {
            expectClose(width, expected, absolute: 0.02)
        }
    }

    @Test("Scale 2 doubles the pixel size; a frame range picks frames of the same clock")
    func scaleAndRange() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await timeline().render(
            frames: 2, through: 3, fps: 4, into: directory, scale: 2)
        #expect(result.frameURLs.count == 2)
        let image = try PNGDecoder.decode(contentsOf: try #require(result.frameURLs.first))
        #expect(image.width == 200 && image.height == 40)
        // Frame 2 at t = 0.5: 50 points wide, 100 pixels at scale 2.
        expectClose(try barWidth(try #require(result.frameURLs.first)), 100, absolute: 0.02)
    }

    @Test("Bad scale, fps and ranges throw errors naming the input, writing nothing")
    func badInput() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for scale in [0, -1, Double.nan, .infinity] {
            let error = await #expect(throws: FrameSequenceError.self) {
                try await timeline().render(from: 0, to: 1, fps: 4, into: directory, scale: scale)
            }
            #expect(error?.description.contains("scale") == true)
        }
        await #expect(throws: FrameSequenceError.invalidFPS(0)) {
            try await timeline().render(from: 0, to: 1, fps: 0, into: directory)
        }
        await #expect(throws: FrameSequenceError.invalidTimeRange(from: 1, to: 0)) {
            try await timeline().render(from: 1, to: 0, fps: 4, into: directory)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
