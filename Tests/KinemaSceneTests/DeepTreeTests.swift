import Dispatch
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaSceneWaits
import KinemaTestSupport
import Testing

/// Runs `body` on a Dispatch worker thread (a 512 KiB stack) and returns its result.
@MainActor
private func onDispatchThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
}

@MainActor
@Suite struct DeepTreeTests {
    @Test func tenThousandLevelsChangeAndDrawOnADispatchThread() async {
        // Views are built and changed on the main actor, as in SwiftUI; frames are drawn
        // from the compiled timeline on a small-stack worker thread. Under ThreadSanitizer
        // a level's frames are so large that 10,000 levels outgrow even the engine's
        // 1 GiB stack (seen at 65,000 frames): 1,000 levels there, as in DepthTests.
        let depth = isRunningUnderThreadSanitizer ? 1_000 : 10_000
        var timeline = SceneTimeline(size: canvas, initialState: depth) { depth in
            Nest(depth: depth)
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = depth - 1 }
        let frames = [0, 1.5, 3].map { timeline.preparedFrame(at: $0) }
        let lists = await onDispatchThread { () -> [DisplayList] in
            frames.map { $0.displayList() }
        }
        #expect(lists[0].drawings.count == 1)
        // Each level pads by 0.001 and offsets by 0.001: 2 * 0.001 per level.
        expectClose(lists[0].box(0).minX, 2 * Double(depth) * 0.001, absolute: 1e-6)
        // Mid-change the old rectangle fades out while the new one fades in.
        #expect(lists[1].drawings.count == 2)
        #expect(lists[1].groups == [.opacity(0.5), .opacity(0.5)])
        #expect(lists[2].drawings.count == 1)
        expectClose(lists[2].box(0).minX, 2 * Double(depth - 1) * 0.001, absolute: 1e-6)
    }

    @Test(arguments: [0, 1, 31, 32, 33])
    func nestsAroundTheInlineLayoutHeight(depth: Int) async {
        // Two nodes per level (padding, offset): the layout moves to the worker past 64.
        let timeline = SceneTimeline(size: canvas, initialState: depth) { Nest(depth: $0) }
        let frame = timeline.preparedFrame(at: 0)
        let list = await onDispatchThread { frame.displayList() }
        #expect(list.drawings.count == 1)
        // Each level pads by 0.001 and offsets by 0.001: 2 * 0.001 per level.
        expectClose(list.box(0).minX, 2 * Double(depth) * 0.001, absolute: 1e-9)
    }
}
