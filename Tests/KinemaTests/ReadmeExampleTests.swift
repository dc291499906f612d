// The README's first and third examples, run as written there: a SwiftUI view rendered to
// PNG frames, and those frames packed into a sprite sheet with its atlas.
import Foundation
import Kinema
import KinemaCairo
import KinemaRendering
import Testing

// README: "Render a SwiftUI view" (from here to the end of `renderPulse`).
struct Pulse: View {
    @State private var grown = false

    var body: some View {
        Circle().fill(.orange)
            .frame(width: 40, height: 40)
            .scaleEffect(grown ? 1.5 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5).repeatForever()) { grown = true }
            }
    }
}

@MainActor func renderPulse(into directory: URL) async throws {
    let host = ViewHost(size: CGSize(width: 80, height: 80)) { Pulse() }
    await host.run(until: 1)  // onAppear and the animation, on a virtual clock
    let frames = FrameSequence(
        timeline: try FrameTimeline(from: 0, to: 1, fps: 30),
        size: PixelSize(width: 80, height: 80), directory: directory)
    try await frames.render(SceneDrawing.drawing(host.timeline))
    // directory: frame_00000.png ... frame_00029.png (t = 0 to 29/30 s) and manifest.json
}

// README: "Make a sprite sheet".
func packPulse(from directory: URL) throws {
    let pngs = try FileManager.default
        .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "png" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let frames = pngs.map { SpriteFrameFile(url: $0, duration: .milliseconds(33)) }
    try SpriteAtlas.write(
        files: frames, tags: [FrameTag(name: "pulse", from: 0, to: frames.count - 1)],
        options: SpriteSheetOptions(layout: .packed, padding: 2), to: directory,
        named: "pulse", formats: [.texturePacker(.hash), .godotSpriteFrames])
    // directory: pulse.png, pulse.json (TexturePacker), pulse.tres (Godot)
}

@MainActor
@Suite("README: render a view, make a sprite sheet")
struct ReadmeExampleTests {
    @Test("The pulse renders 30 frames that grow, and packs into a sheet with its atlases")
    func renderAndPack() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appending(path: "kinema-readme-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        try await renderPulse(into: directory)
        let first = try PNGDecoder.decode(contentsOf: directory.appending(path: "frame_00000.png"))
        let middle = try PNGDecoder.decode(
            contentsOf: directory.appending(path: "frame_00015.png"))
        let last = directory.appending(path: "frame_00029.png")
        #expect(FileManager.default.fileExists(atPath: last.path))
        // At t = 0 the circle is 40 points wide (columns 20..<60); at t = 0.5 it is 1.5 times
        // that, 60 points (10..<70): the pixel at x = 15 on the middle row is orange only then.
        func isOrange(_ image: RGBAImage) -> Bool {
            let pixel = image[15, 40]
            return pixel.alpha == 255 && pixel.red == 255 && pixel.blue < 40
        }
        #expect(!isOrange(first))
        #expect(isOrange(middle))

        try packPulse(from: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains("pulse.png"))
        #expect(names.contains("pulse.json"))
        let atlas = try String(contentsOf: directory.appending(path: "pulse.json"), encoding: .utf8)
        #expect(atlas.contains("\"frame_00029.png\""))
        #expect(atlas.contains("\"pulse\""))
    }
}
