import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The idiom files in AppStyle/ (EverydayAnimations.swift, ModernAPIs.swift: app code as
/// written, `import SwiftUI` included) run in a ViewHost and render: a golden of each at a
/// time inside its animation, looked at before recording. The only diagnostics allowed are
/// the SF Symbol placeholders'.
@MainActor
@Suite("Everyday SwiftUI idioms, hosted")
struct EverydayIdiomGoldenTests {
    func render<V: View>(
        _ name: String, size: CGSize, at time: Double, script: [ScriptedInput] = [],
        @ViewBuilder _ content: () -> V
    ) async throws {
        try await expectHostedSnapshot(
            named: "idiom-\(name)-\(time)", size: size, at: time, script: script, content)
    }

    @Test func spinnerAndDots() async throws {
        try await render("spinner", size: CGSize(width: 70, height: 70), at: 0.3) {
            EverydaySpinner()
        }
        try await render("dots", size: CGSize(width: 70, height: 30), at: 0.5) { EverydayDots() }
    }

    @Test func heroCard() async throws {
        try await render("card", size: CGSize(width: 220, height: 420), at: 0) { EverydayCard() }
    }

    @Test func tapOnTheButtonInsideATappableCardShakesIt() async throws {
        // The card's `onTapGesture` is labelled "Wrong" too: the tap goes to the button,
        // so the card stays small and the button shakes (0.15 s into the default animation).
        try await render(
            "shake", size: CGSize(width: 220, height: 420), at: 0.25,
            script: [.tap("Wrong", at: 0.1)]
        ) { EverydayCard() }
    }

    @Test func waveTimelineAndRing() async throws {
        try await render("wave", size: CGSize(width: 200, height: 120), at: 0.5) {
            EverydayWaveView()
        }
        try await render("timeline", size: CGSize(width: 120, height: 120), at: 0.4) {
            EverydayTimeline()
        }
        try await render("ring", size: CGSize(width: 260, height: 340), at: 0.2) {
            EverydayProgressHost()
        }
    }

    @Test func flipShimmerAndList() async throws {
        try await render(
            "flip", size: CGSize(width: 160, height: 200), at: 0.45,
            script: [.tap(identifier: "flip", at: 0)]
        ) { EverydayFlip().accessibilityIdentifier("flip") }
        try await render("shimmer", size: CGSize(width: 180, height: 60), at: 0.6) {
            Text("Loading content").font(.title2).padding().everydayShimmering()
        }
        try await render(
            "list", size: CGSize(width: 240, height: 200), at: 0.15,
            script: [.tap("Two", at: 0)]
        ) { EverydayList() }
    }

    @Test func combineTimerCountdown() async throws {
        // Ticks at 1, 2 and 3 s: 7 left, the ring animating from 0.8 to 0.7 (halfway).
        try await render("countdown", size: CGSize(width: 120, height: 120), at: 3.5) {
            CountdownRing()
        }
    }

    @Test func transitionsAndScrollEffects() async throws {
        // The push and slide transitions 0.3 s into the change, the width animating.
        try await render("transitions", size: CGSize(width: 220, height: 180), at: 0.3) {
            ScrollingAnim()
        }
        try await render("scroll", size: CGSize(width: 200, height: 40), at: 0) {
            ScrollingScroll()
        }
        try await render("stretchy", size: CGSize(width: 200, height: 200), at: 0) {
            ScrollingGeo()
        }
    }

    @Test func photoCarousel() async throws {
        // Remote images stay on their placeholder (no network), with that diagnostic.
        let offline: (String) -> Bool = { $0.contains("without a network") }
        try await expectHostedSnapshot(
            named: "idiom-carousel-65.0", size: CGSize(width: 320, height: 200), at: 65,
            allowedDiagnostic: offline
        ) { PhotoCarousel() }
    }

    @Test func meshGradients() async throws {
        try await render("mesh-background", size: CGSize(width: 240, height: 180), at: 0.8) {
            AnimatedMeshBackground()
        }
        try await render("mesh-swatches", size: CGSize(width: 230, height: 110), at: 0) {
            HStack {
                StaticMeshSwatch(smooth: false)
                StaticMeshSwatch(smooth: true)
            }
        }
    }

    @Test func modernAPIs() async throws {
        try await render("counter", size: CGSize(width: 160, height: 130), at: 0.7) {
            ModernCounter()
        }
        try await render("springs", size: CGSize(width: 320, height: 40), at: 0.2) {
            ModernSprings().accessibilityIdentifier("springs")
        }
        try await render("phase", size: CGSize(width: 60, height: 60), at: 0.3) { ModernPhase() }
        try await render("path", size: CGSize(width: 160, height: 80), at: 0) { ModernPath() }
        try await render("observable", size: CGSize(width: 200, height: 80), at: 0) {
            VStack {
                ModernObservable()
                ModernNewObservable()
            }
        }
    }
}
