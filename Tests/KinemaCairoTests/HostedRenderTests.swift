import Foundation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene
import Testing

/// A hosted view rendered to PNG frames as the README and the tour show: one worker and several give
/// the same bytes.
@MainActor
@Suite("Hosted views to PNG frames")
struct HostedRenderTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appending(path: "kinema-hosted-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("FrameSequence renders a hosted view's timeline; concurrent bytes equal serial")
    func concurrentEqualsSerial() async throws {
        let host = ViewHost(size: CGSize(width: 80, height: 80)) { ArcLoader() }
        await host.run(until: 1)
        let timeline = try FrameTimeline(from: 0, to: 1, fps: 12)
        var outputs: [[Data]] = []
        for workers in [1, 2] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            var frames = FrameSequence(
                timeline: timeline, size: PixelSize(width: 80, height: 80), directory: directory)
            frames.maximumConcurrency = workers
            let result = try await frames.render(SceneDrawing.drawing(host.timeline))
            #expect(result.renderedCount == timeline.count)
            outputs.append(
                try (0..<timeline.count).map { index in
                    try Data(
                        contentsOf: directory.appending(
                            path: String(format: "frame_%05d.png", index)))
                })
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0][0] != outputs[0][3])  // the arc turns
    }
}
