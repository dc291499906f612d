import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCommandLine
import KinemaCore
import KinemaScene
import Testing

/// A bar that grows from 10 to 30 points from `onAppear`, as a SwiftUI file writes it.
private struct GrowingBar: View {
    @State private var isLong = false
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: isLong ? 30 : 10, height: 10)
            .onAppear { withAnimation(.linear(duration: 1)) { isLong = true } }
    }
}

/// A tap target whose action turns the bar red.
private struct TapToColor: View {
    @State private var isRed = false
    var body: some View {
        VStack {
            Rectangle().fill(isRed ? Color.red : Color.blue).frame(width: 10, height: 10)
            Button("Go") { isRed = true }
        }
    }
}

private struct GrowingBar_Previews: PreviewProvider {
    static var previews: some View { GrowingBar().padding(5) }
}

@MainActor
@Suite("KinemaCommand over hosted views and previews (in process)", .serialized)
struct HostedSceneTests {
    @Test("A view scene renders frames of its own animation; the last frames differ")
    func viewScene() async throws {
        let directory = try makeTemporaryDirectory()
        let command = KinemaCommand(scenes: [
            RenderableScene(name: "bar", size: CGSize(width: 40, height: 30), duration: 1, fps: 4) {
                GrowingBar()
            },
            RenderableScene(
                name: "tap", size: CGSize(width: 60, height: 40), duration: 1, fps: 4,
                script: [.tap("Go", at: 0.5)]
            ) {
                TapToColor()
            },
        ])
        #expect(await command.run(["render", "bar", "tap", "--out", directory.path]) == 0)
        func frame(_ scene: String, _ index: Int) throws -> RGBAImage {
            try RGBAImage(
                contentsOfPNG: directory.appending(
                    path: "\(scene)/frames/frame_0000\(index).png"))
        }
        #expect(try frame("bar", 0) != frame("bar", 3))
        #expect(try frame("tap", 0) == frame("tap", 1))  // before the tap at 0.5 s
        #expect(try frame("tap", 1) != frame("tap", 2))  // after it
    }

    @Test("A PreviewProvider renders at its layout: the previews' ideal size")
    func previewScene() async throws {
        let directory = try makeTemporaryDirectory()
        let scene = RenderableScene(
            name: "preview", previews: GrowingBar_Previews.self, layout: .sizeThatFits,
            duration: 1, fps: 2)
        #expect(scene.size == PixelSize(width: 20, height: 20))
        let device = RenderableScene(name: "device", previews: GrowingBar_Previews.self)
        #expect(device.size == PixelSize(width: 393, height: 852))
        let command = KinemaCommand(scenes: [scene])
        #expect(await command.run(["render", "preview", "--out", directory.path]) == 0)
        let image = try RGBAImage(
            contentsOfPNG: directory.appending(path: "preview/frames/frame_00001.png"))
        #expect(image.width == 20 && image.height == 20)
    }
}
