import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaDemos
import KinemaGraphics
import KinemaScene
import KinemaSceneDemos
import Testing

/// Key frames of the demos, drawn small (the extractor at 0.4x: 160 x 280; the wheel at
/// 0.4x: 160 x 160; the spinner at its 64 x 64). References in
/// __Snapshots__/DemoGoldenTests/.
@MainActor
@Suite("Demo goldens")
struct DemoGoldenTests {
    @Test(arguments: [("rest", 0.0), ("extracting", 1.3), ("done", 3.6)])
    func extractor(name: String, time: Double) async throws {
        let scene = try await ExtractorDemo.prepare(DemoInputs())
        let renderer = DisplayListRenderer(images: scene.images)
        let image = try renderer.render(
            scene.timeline.frame(at: time),
            options: DisplayListRenderOptions(scale: 0.4, background: ExtractorDemo.background))
        #expect(renderer.failedImagePaths.isEmpty)
        expectSnapshot(image, named: "extractor-\(name)")
    }

    /// The extractor at full scale at the peak of the label's blur (σ = 2 at 1.2 s) and
    /// while it is still small (σ ≈ 0.46 at 0.8 s): the blur group's bounded surface and
    /// vectorised passes. The references were recorded with the vectorised passes, which gave
    /// the same bytes as the scalar passes they replaced on every image compared.
    @Test(arguments: [("blur-peak", 1.2), ("blur-small", 0.8)])
    func extractorBlurAtFullScale(name: String, time: Double) async throws {
        let scene = try await ExtractorDemo.prepare(DemoInputs())
        let image = try DisplayListRenderer(images: scene.images).render(
            scene.timeline.frame(at: time),
            options: DisplayListRenderOptions(background: ExtractorDemo.background))
        expectSnapshot(image, named: "extractor-\(name)")
    }

    @Test(arguments: [0.0, 1.0])
    func wheel(time: Double) throws {
        let list = WheelScene.timeline(turns: 2).frame(at: time)
        let image = try DisplayListRenderer().render(
            list, options: DisplayListRenderOptions(scale: 0.4, background: .white))
        expectSnapshot(image, named: "wheel-\(time)")
    }

    @Test(arguments: [0, 5])
    func spinner(step: Int) throws {
        let list = SpinnerDemo.timeline(steps: 12).frame(at: Double(step) / 12)
        expectSnapshot(try DisplayListRenderer().render(list), named: "spinner-\(step)")
    }

    @Test func demoDrawingMatchesTheRendererAndFramesDiffer() async throws {
        // The registered drawing (through FrameSequence) gives the renderer's pixels.
        let directory = try makeTemporaryDirectory()
        let demo = try #require(DemoRegistry.demo(named: "spinner"))
        let sequence = FrameSequence(
            timeline: try FrameTimeline(frames: 0, through: 2, fps: 12),
            size: PixelSize(width: 64, height: 64), directory: directory)
        try await sequence.render(try await demo.prepare(DemoInputs()))
        let frame = try RGBAImage(contentsOfPNG: directory.appending(path: "frame_00001.png"))
        let expected = try DisplayListRenderer().render(
            SpinnerDemo.timeline(steps: 24).frame(at: 1 / 12))
        #expect(frame == expected)
        let other = try RGBAImage(contentsOfPNG: directory.appending(path: "frame_00002.png"))
        #expect(frame != other)
    }

    @Test func extractorRejectsAnUnreadableImage() async {
        await #expect(throws: ImageFileError.self) {
            _ = try await ExtractorDemo.prepare(DemoInputs(imagePath: "/nonexistent/photo.png"))
        }
    }
}

/// k-means palettes against images whose clusters are known.
@MainActor
@Suite("Palette extractor")
struct PaletteExtractorTests {
    /// An image of flat colour bands: `counts[i]` rows of `colors[i]`.
    func bands(_ colors: [RGBAImage.Pixel], rows counts: [Int], width: Int = 10) -> RGBAImage {
        var image = RGBAImage(width: width, height: counts.reduce(0, +))
        var y = 0
        for (color, count) in zip(colors, counts) {
            for _ in 0..<count {
                for x in 0..<width { image[x, y] = color }
                y += 1
            }
        }
        return image
    }

    @Test func flatClustersComeBackExactlyLargestFirst() async {
        let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
        let teal = RGBAImage.Pixel(red: 0, green: 128, blue: 128)
        let cream = RGBAImage.Pixel(red: 255, green: 240, blue: 200)
        let image = bands([red, teal, cream], rows: [5, 20, 10])
        let palette = await PaletteExtractor(count: 3).extract(from: image)
        let bytes = palette.map { c in [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        #expect(bytes == [[0, 128, 128], [255, 240, 200], [255, 0, 0]])
        #expect(PaletteExtractor(count: 3).palette(of: image) == palette)
    }

    @Test func seededAndDeterministicOnNoisyImages() {
        var image = RGBAImage(width: 64, height: 64)
        var state: UInt32 = 12345
        for y in 0..<64 {
            for x in 0..<64 {
                state = state &* 1_103_515_245 &+ 12345
                image[x, y] = .init(
                    red: UInt8(truncatingIfNeeded: state >> 8), green: UInt8(x * 4),
                    blue: UInt8(y * 4))
            }
        }
        let first = PaletteExtractor(count: 6, seed: 7).palette(of: image)
        #expect(first.count == 6)
        #expect(PaletteExtractor(count: 6, seed: 7).palette(of: image) == first)
    }

    @Test func badInput() {
        let clear = RGBAImage(width: 4, height: 4)
        #expect(PaletteExtractor().palette(of: clear).isEmpty)
        #expect(PaletteExtractor().palette(of: RGBAImage(width: 0, height: 0)).isEmpty)
        let gray = RGBAImage(width: 4, height: 4, color: .init(red: 9, green: 9, blue: 9))
        #expect(PaletteExtractor(count: 0).palette(of: gray).isEmpty)
        #expect(PaletteExtractor(count: 5).palette(of: gray).count == 1)
    }
}
