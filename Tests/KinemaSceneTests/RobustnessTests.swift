import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A view nested `depth` times in padding, offset and opacity: a tree `3 * depth` levels
/// deep, resolved through recursion of `body`.
struct Nest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Rectangle().fill(red)
        } else {
            Nest(depth: depth - 1).padding(0.001).offset(x: 0.001)
        }
    }
}

@MainActor
@Suite struct RobustnessTests {
    @Test func serialEqualsConcurrent() async {
        var timeline = SceneTimeline(size: canvas, initialState: false) { on in
            VStack {
                ForEach(0..<20) { i in
                    Rectangle().fill(on ? red : blue).frame(width: on ? 30 : 10, height: 2)
                        .opacity(on ? 0.5 : 1).rotationEffect(.degrees(on ? Double(i) * 10 : 0))
                }
            }
        }
        timeline.change(at: 0.1, animation: .spring(duration: 0.6, bounce: 0.3)) { $0 = true }
        let times = (0..<64).map { Double($0) / 64 }
        let serial = times.map { timeline.frame(at: $0) }
        let frozen = timeline
        let concurrent = await withTaskGroup(of: (Int, DisplayList).self) { group in
            for (i, t) in times.enumerated() {
                group.addTask { (i, await frozen.prepareFrame(at: t).displayList()) }
            }
            var results = [DisplayList?](repeating: nil, count: times.count)
            for await (i, list) in group { results[i] = list }
            return results
        }
        #expect(concurrent == serial.map { $0 })
        #expect(serial[10] != serial[30])  // the frames really differ over time
    }

    @Test func timelineHasValueSemantics() {
        var a = SceneTimeline(size: canvas, initialState: 0.0) { x in Square().offset(x: x) }
        let b = a
        a.change(at: 1, animation: .linear(duration: 1)) { $0 = 10 }
        expectClose(a.frame(at: 1.5).box(0).minX, 50, absolute: 1e-9)
        expectClose(b.frame(at: 1.5).box(0).minX, 45, absolute: 0)
        var c = a
        c.change(at: 1.2, animation: nil) { $0 = 0 }
        expectClose(a.frame(at: 1.5).box(0).minX, 50, absolute: 1e-9)
        expectClose(c.frame(at: 1.5).box(0).minX, 45, absolute: 0)
    }

    @Test func duplicateForEachIdsAreKeptApartAndDiagnosed() {
        var timeline = SceneTimeline(size: canvas, initialState: [1, 1, 2]) { ids in
            HStack(spacing: 0) {
                ForEach(ids, id: \.self) { _ in Square() }
            }
        }
        #expect(timeline.frame(at: 0).drawings.count == 3)
        #expect(timeline.diagnostics.contains { $0.message.contains("repeated") })
        // The second 1 is (1, occurrence 2): removing it fades that one out only.
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = [1, 2] }
        #expect(timeline.frame(at: 1.5).groups == [.opacity(0.5)])
    }

    @Test func nonFiniteModifierValuesUseNeutralValues() {
        let list = render {
            Square()
                .opacity(.nan).scaleEffect(.infinity).rotationEffect(.radians(.nan))
                .offset(x: .nan, y: -.infinity).blur(radius: .nan).padding(.nan)
        }
        #expect(list.description == "canvas 100x100\n\(square) at 45,45")
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Square().opacity(.nan).frame(width: .nan, height: -5)
        }
        #expect(timeline.diagnostics.count == 3)
        #expect(!timeline.frame(at: 0).description.contains("nan"))
    }

    @Test func badFramesAndContradictoryLimits() {
        // Negative and NaN frame lengths are ignored; a max below its min is raised.
        #expect(dump { Square().frame(width: -10, height: .nan) } == "\(square) at 45,45")
        #expect(
            dump { Rectangle().fill(red).frame(minWidth: 30, maxWidth: 10, maxHeight: 10) }
                == "fill M0,0 L30,0 L30,10 L0,10 Z rgba(1 0 0 1) at 35,45")
    }

    @Test func badCanvasAndTimes() {
        let timeline = SceneTimeline(
            size: CGSize(width: CGFloat.nan, height: -1), initialState: 0
        ) { _ in Square() }
        #expect(timeline.size == .zero)
        #expect(!timeline.frame(at: .nan).description.contains("nan"))
        var moving = SceneTimeline(size: canvas, initialState: 0.0) { x in Square().offset(x: x) }
        moving.change(at: 2, animation: .linear(duration: 1)) { $0 = 10 }
        moving.change(at: 1, animation: nil) { $0 = 20 }  // earlier than the last: at 2
        expectClose(moving.frame(at: 2.5).box(0).minX, 65, absolute: 0)
        expectClose(moving.frame(at: .infinity).box(0).minX, 65, absolute: 0)
        expectClose(moving.frame(at: -.infinity).box(0).minX, 45, absolute: 0)
    }

    @Test(
        .disabled(
            if: isRunningUnderThreadSanitizer,
            "ThreadSanitizer's instrumented frames outgrow the large stack; depth is not a race")
    )
    func deepTreeOfTenThousandLevels() {
        // 10,000 nested views, each with padding and offset: resolution, layout and
        // drawing run on a large-stack thread (see SceneTimeline), so no overflow here on
        // the test's own thread.
        var timeline = SceneTimeline(size: canvas, initialState: 10_000) { depth in
            Nest(depth: depth)
        }
        let list = timeline.frame(at: 0)
        #expect(list.drawings.count == 1)
        // 10,000 offsets of 0.001: 10 points right of the padded rectangle's place.
        expectClose(list.box(0).minX, 10 + 10_000 * 0.001, absolute: 1e-6)
        // One level less: the rectangle's identity path changes (one conditional fewer),
        // so the old one fades out while the new one fades in.
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = 9_999 }
        let mid = timeline.frame(at: 1.5)
        #expect(mid.drawings.count == 2)
        #expect(mid.groups == [.opacity(0.5), .opacity(0.5)])
    }
}
