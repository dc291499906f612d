import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCommandLine
import KinemaCore
import KinemaScene
import Testing

/// A 40 x 30 point scene: a bar that grows from 10 to 30 points over 1 s.
@MainActor
private func barTimeline() -> SceneTimeline<Bool> {
    var timeline = SceneTimeline(size: CGSize(width: 40, height: 30), initialState: false) {
        long in Rectangle().fill(Color.blue).frame(width: long ? 30 : 10, height: 10)
    }
    timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = true }
    return timeline
}

@MainActor
@Suite("KinemaCommand over a package's own scenes (in process)", .serialized)
struct CustomSceneTests {
    @Test("render takes the package's scenes; a scaled timeline is made for --scale")
    func ownScenes() async throws {
        let directory = try makeTemporaryDirectory()
        let scales = Locked<[Double]>([])
        let command = KinemaCommand(scenes: [
            RenderableScene(name: "bar", summary: "a growing bar", duration: 1, fps: 4) {
                barTimeline()
            },
            RenderableScene(name: "scaled", duration: 1, fps: 4) { displayScale in
                scales.withLock { $0.append(displayScale) }
                return barTimeline()
            },
        ])
        #expect(
            command.scenes.map(\.size)
                == Array(repeating: PixelSize(width: 40, height: 30), count: 2))
        let status = await command.run([
            "render", "bar", "scaled", "--out", directory.path, "--scale", "2", "--sheet", "grid",
        ])
        #expect(status == 0)
        for name in ["bar", "scaled"] {
            let frames = directory.appending(path: "\(name)/frames")
            let image = try RGBAImage(contentsOfPNG: frames.appending(path: "frame_00003.png"))
            #expect(image.width == 80 && image.height == 60)
            #expect(
                FileManager.default.fileExists(
                    atPath: directory.appending(path: "\(name)/sheet.json").path))
        }
        // Once to learn the size (at scale 1), once for the render.
        #expect(scales.withLock { $0 } == [1, 2])
        #expect(await command.run(["render", "nosuch", "--out", directory.path]) == 2)
        #expect(await command.run(["demos"]) == 0)
    }

    @Test("Two scenes of one name are refused")
    func duplicateNames() async {
        let scene = RenderableScene(name: "bar", duration: 1) { barTimeline() }
        #expect(await KinemaCommand(scenes: [scene, scene]).run(["demos"]) == 1)
    }
}
