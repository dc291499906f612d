import Foundation
import KinemaCairo
import KinemaDemos
import Testing

@MainActor
@Suite("Demos")
struct DemoTests {
    @Test("The registry knows its default and finds demos by name")
    func registry() {
        #expect(DemoRegistry.demo(named: DemoRegistry.defaultName) != nil)
        #expect(DemoRegistry.demo(named: "nope") == nil)
        #expect(Set(DemoRegistry.all.map(\.name)).count == DemoRegistry.all.count)
    }

    @Test("Curves frames depend only on the time: equal twice, different over time")
    func curvesDeterministic() async throws {
        let demo = CurvesDemo.demo
        let first = try makeTemporaryDirectory()
        let second = try makeTemporaryDirectory()
        for (directory, jobs) in [(first, 1), (second, 3)] {
            var sequence = FrameSequence(
                timeline: try FrameTimeline(frames: 0, through: 8, fps: 30),
                size: PixelSize(width: 200, height: 150), directory: directory)
            sequence.maximumConcurrency = jobs
            try await sequence.render(demo.draw)
        }
        let a = try Data(contentsOf: first.appending(path: "frame_00004.png"))
        #expect(a == (try Data(contentsOf: second.appending(path: "frame_00004.png"))))
        #expect(a != (try Data(contentsOf: first.appending(path: "frame_00008.png"))))
        let image = try RGBAImage(contentsOfPNG: first.appending(path: "frame_00004.png"))
        #expect(image.isOpaque)
    }
}
