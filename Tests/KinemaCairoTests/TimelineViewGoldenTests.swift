import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// A countdown from 10 that ticks every second of scene time, from the scene's start.
struct Countdown: View {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            let remaining = max(0, 10 - Int(context.date.timeIntervalSince(start)))
            Text("\(remaining)")
                .font(.system(size: 40, weight: .bold))
                .foregroundStyle(remaining > 3 ? Color.white : Color.yellow)
                .frame(width: 90, height: 90)
                .background(Circle().fill(Color(red: 0.15, green: 0.2, blue: 0.45)))
        }
    }
}

/// A square that turns and pulses with the frame time, over a dot drawn by a `Canvas`
/// that circles it.
struct Pulse: View {
    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            ZStack {
                Canvas { graphics, size in
                    let angle = 2 * Double.pi * t / 2
                    let center = CGPoint(
                        x: size.width / 2 + 48 * cos(angle), y: size.height / 2 + 48 * sin(angle))
                    graphics.fill(
                        Path(
                            ellipseIn: CGRect(
                                x: center.x - 6, y: center.y - 6, width: 12, height: 12)),
                        with: .color(.orange))
                }
                RoundedRectangle(cornerRadius: 10)
                    .fill(
                        LinearGradient(
                            colors: [.pink, .purple], startPoint: .topLeading,
                            endPoint: .bottomTrailing)
                    )
                    .frame(width: 50, height: 50)
                    .rotationEffect(.degrees(90 * t))
                    .scaleEffect(1 + 0.25 * sin(2 * Double.pi * t))
            }
            .frame(width: 120, height: 120)
        }
    }
}

@MainActor
@Suite("TimelineView goldens")
struct TimelineViewGoldenTests {
    /// The frames of one scene at `times`.
    func frames<V: View>(
        _ times: [Double], size: CGSize, @ViewBuilder _ content: @escaping @MainActor () -> V
    ) throws -> [RGBAImage] {
        let timeline = SceneTimeline(
            size: size, initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in content() }
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        let renderer = DisplayListRenderer()
        return try times.map {
            try renderer.render(
                timeline.frame(at: $0), options: DisplayListRenderOptions(background: .white))
        }
    }

    @Test func countdown() throws {
        let times = [0, 3.5, 8, 12]
        let images = try frames(times, size: CGSize(width: 110, height: 110)) { Countdown() }
        for (time, image) in zip(times, images) {
            expectSnapshot(image, named: "countdown-\(time)")
        }
        #expect(images[0] != images[1])
        // Within one second the countdown does not change.
        #expect(
            try frames([3.5, 3.9], size: CGSize(width: 110, height: 110)) { Countdown() }
                .dropFirst().first == images[1])
    }

    @Test func pulse() throws {
        let times = [0, 0.25, 0.5, 1.25]
        let images = try frames(times, size: CGSize(width: 140, height: 140)) { Pulse() }
        for (time, image) in zip(times, images) {
            expectSnapshot(image, named: "pulse-\(time)")
        }
        #expect(Set(images).count == 4)
    }
}
