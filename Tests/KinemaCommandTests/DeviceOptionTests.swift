import Foundation
import KinemaCairo
import KinemaCommandLine
import KinemaCore
import KinemaScene
import Testing

@MainActor
@Suite("render --device: a hosted view full screen on a device", .serialized)
struct DeviceOptionTests {
    /// A greedy red view in the safe area, and a timeline scene that is not hosted.
    func command() -> KinemaCommand {
        KinemaCommand(scenes: [
            RenderableScene(name: "fill", size: CGSize(width: 40, height: 30), duration: 1, fps: 1)
            {
                Color.red
            },
            RenderableScene(name: "timeline", duration: 1, fps: 1) {
                SceneTimeline(size: CGSize(width: 20, height: 20), initialState: 0) { _ in Color.red
                }
            },
        ])
    }

    @Test("The frame is the device's screen and the view fills its safe area")
    func deviceCanvas() async throws {
        let directory = try makeTemporaryDirectory()
        let status = await command().run([
            "render", "fill", "--device", "iphone se", "--scale", "2", "--out", directory.path,
        ])
        #expect(status == 0)
        let image = try RGBAImage(
            contentsOfPNG: directory.appending(path: "fill/frames/frame_00000.png"))
        // iPhone SE (3rd generation): 375 x 667 points, a 20-point status bar on top.
        #expect(image.width == 750 && image.height == 1334)
        // System red is (255, 59, 48); the background white.
        #expect(image[375, 38].green == 255)  // white under the status bar
        #expect(image[375, 42].red == 255 && image[375, 42].green == 59)  // red from y 40
        #expect(image[375, 1333].green == 59)  // down to the bottom edge
    }

    @Test(
        "Bad uses of --device are usage errors",
        arguments: [
            ["render", "fill", "--device", "Pixel 8"],
            ["render", "timeline", "--device", "iPhone 15"],
            ["render", "fill", "--device", "iPhone 15", "--size", "10x10"],
            ["render", "fill", "--device", ""],
        ])
    func badDevices(arguments: [String]) async throws {
        let directory = try makeTemporaryDirectory()
        #expect(await command().run(arguments + ["--out", directory.path]) == 2)
    }
}
