import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaRendering
import KinemaScene
import Testing

/// The run-time half of SwiftUI's concurrency contract (the WWDC25 session's rule: the
/// annotations describe what happens at run time). A hosted view whose main-actor code
/// checks its isolation is drawn serially, from a detached task and by concurrent render
/// workers, frame by frame through an animation: nothing traps, every frame is the same,
/// the per-frame main-actor content really runs for each frame, and the code SwiftUI runs
/// off the main thread does run there.
@MainActor
@Suite("Concurrency contract: main-actor code runs on the main actor")
struct MainActorContractTests {
    /// The main-actor code of ``IsolationProbeScene``.
    static let mainActorProbes = [
        "View.body", "nested View.body", "ViewModifier.body", "animatable ViewModifier.body",
        "keyframeAnimator content", "phaseAnimator content", "TimelineView content",
        "Canvas renderer", "GeometryReader content", "Transition.body", "ButtonStyle.makeBody",
        "ToggleStyle.makeBody", "onAppear", "onChange", "task", "onReceive", "Button action",
        "withAnimation completion", "onGeometryChange action",
    ]

    /// A host of the probe scene run for 2.5 s, its button tapped at 1.2 s.
    func runProbeScene(_ log: IsolationLog) async -> ViewHost {
        let host = ViewHost(size: CGSize(width: 120, height: 260)) {
            IsolationProbeScene(log: log)
        }
        host.tap("Tap", at: 1.2)
        await host.run(until: 2.5)
        return host
    }

    /// Frames every 1/20 s through the animation and after it.
    let times = (0..<50).map { Double($0) / 20 }

    @Test("Frames drawn from a detached task run per-frame content on the main actor only")
    func detachedDrawing() async throws {
        let log = IsolationLog()
        let host = await runProbeScene(log)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let timeline = host.timeline
        let serial = times.map { timeline.frame(at: $0) }
        let before = log.count("animatable ViewModifier.body")
        let keyframesBefore = log.count("keyframeAnimator content")
        let times = self.times
        let detached = await Task.detached {
            var lists: [DisplayList] = []
            for time in times {
                lists.append(await timeline.prepareFrame(at: time).displayList())
            }
            return lists
        }.value
        #expect(detached == serial)
        // The modifier's body ran again for every frame strictly inside its animation
        // (0 < t < 1: 19 frames), on the main actor, while the frame was prepared.
        #expect(log.count("animatable ViewModifier.body") - before >= 19)
        #expect(log.count("keyframeAnimator content") - keyframesBefore >= times.count)
        for probe in Self.mainActorProbes {
            #expect(log.count(probe) > 0, "\(probe) never ran")
        }
    }

    @Test("Concurrent render workers draw the same bytes as one, with no main-actor code off it")
    func concurrentWorkers() async throws {
        let log = IsolationLog()
        let host = await runProbeScene(log)
        let timeline = try FrameTimeline(from: 0, to: 2.5, fps: 12)
        let before = log.count("animatable ViewModifier.body")
        var outputs: [[Data]] = []
        for workers in [1, 3] {
            let directory = FileManager.default.temporaryDirectory
                .appending(path: "kinema-isolation-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            var frames = FrameSequence(
                timeline: timeline, size: PixelSize(width: 120, height: 260), directory: directory)
            frames.maximumConcurrency = workers
            try await frames.render(SceneDrawing.drawing(host.timeline))
            outputs.append(
                try (0..<timeline.count).map {
                    try Data(
                        contentsOf: directory.appending(path: FrameTimeline.fileName(ofFrame: $0)))
                })
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0][1] != outputs[0][6])  // the frames really animate
        // Frames at 1/12 ... 11/12 s animate the modifier: its body ran for each, twice.
        #expect(log.count("animatable ViewModifier.body") - before >= 2 * 11)
    }

    @Test("What SwiftUI runs off the main thread, Kinema may run on a drawing thread")
    func offMainCode() async throws {
        let log = IsolationLog()
        let host = await runProbeScene(log)
        let timeline = host.timeline
        let times = self.times
        _ = await Task.detached {
            for time in times { _ = await timeline.prepareFrame(at: time).displayList() }
        }.value
        for probe in [
            "Shape.path", "Layout.sizeThatFits", "Layout.placeSubviews",
            "GeometryEffect.effectValue", "visualEffect",
        ] {
            #expect(log.offMainCount(probe) > 0, "\(probe) never ran off the main thread")
        }
        // SwiftUI's transform is `@Sendable`; Kinema runs it where it lays out a state.
        #expect(log.count("onGeometryChange transform") > 0)
    }
}
