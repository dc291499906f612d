import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The animated views in AnimatedViews/ (plain SwiftUI files: `@State`, `onAppear`,
/// `withAnimation`, `task`, timers) run in a ViewHost and render: goldens at chosen times,
/// looked at before recording.
@MainActor
@Suite("Animated app views, hosted")
struct AnimatedViewGoldenTests {
    /// Hosts `content`, runs it to the last time and snapshots a frame at each time.
    func render<V: View>(
        _ name: String, size: CGSize, times: [Double], script: [ScriptedInput] = [],
        @ViewBuilder _ content: () -> V
    ) async throws {
        let host = ViewHost(size: size, measurer: PangoTextMeasurer(), content: content)
        host.play(script)
        await host.run(until: times.max() ?? 0)
        #expect(host.diagnostics.isEmpty, "\(name): \(host.diagnostics)")
        let renderer = DisplayListRenderer()
        for time in times {
            let image = try renderer.render(
                host.timeline.frame(at: time),
                options: DisplayListRenderOptions(background: .white))
            expectSnapshot(image, named: "hosted-\(name)-\(time)")
        }
    }

    @Test func arcLoader() async throws {
        try await render("loader", size: CGSize(width: 80, height: 80), times: [0, 0.25, 0.6]) {
            ArcLoader()
        }
    }

    @Test func pulsingDots() async throws {
        try await render("dots", size: CGSize(width: 100, height: 40), times: [0, 0.3, 0.7]) {
            PulsingDots()
        }
    }

    @Test func fillingRing() async throws {
        try await render("ring", size: CGSize(width: 110, height: 110), times: [0, 0.7, 2]) {
            FillingRing()
        }
    }

    @Test func flipCard() async throws {
        try await render("flip", size: CGSize(width: 140, height: 170), times: [0, 1.15, 1.3, 2]) {
            FlippingCard()
        }
    }

    @Test func heartBurst() async throws {
        try await render("heart", size: CGSize(width: 100, height: 100), times: [0, 0.45, 1.2]) {
            HeartBurst()
        }
    }

    @Test func typingIndicator() async throws {
        try await render("typing", size: CGSize(width: 100, height: 50), times: [0, 0.2, 0.45]) {
            TypingIndicator()
        }
    }

    @Test func skeletonRow() async throws {
        try await render("skeleton", size: CGSize(width: 220, height: 70), times: [0, 0.6]) {
            LoadingSkeleton()
        }
    }

    @Test func pressScaleButton() async throws {
        try await render(
            "press", size: CGSize(width: 150, height: 70), times: [0, 0.3, 0.7, 1],
            script: [.press("Like 0", at: 0.2), .release("Like 0", at: 0.6)]
        ) {
            PressScaleButton()
        }
    }

    @Test func settingsSwitch() async throws {
        try await render(
            "switch", size: CGSize(width: 280, height: 100), times: [0, 0.65, 1.2],
            script: [.toggle("Airplane Mode", at: 0.5)]
        ) {
            SettingsSwitch()
        }
    }

    @Test func countdown() async throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        try await render(
            "countdown", size: CGSize(width: 110, height: 110), times: [0, 3.5, 9.2, 12]
        ) {
            CountdownTimer(start: start)
        }
    }
}
