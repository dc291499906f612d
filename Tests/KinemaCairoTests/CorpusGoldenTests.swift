import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaScene
import Testing

/// The most telling frames of the Corpus/ view files (see ``CorpusRenderTests``), each
/// looked at before recording: staggered trimmed rings, a trimmed checkmark mid-stroke, a
/// matched-geometry tab indicator in flight, a two-sided 3D card flip, wave shapes with
/// `AnimatablePair` data, a phase animator's squash with keyframed emoji, a masked shine
/// with a coloured shadow and an angular gradient, multiplied petals, and colour effects
/// computed from scroll geometry.
@MainActor
@Suite("SwiftUI corpus goldens")
struct CorpusGoldenTests {
    func golden<V: View>(
        _ name: String, size: CGSize, at time: Double, @ViewBuilder _ content: () -> V
    ) async throws {
        try await expectHostedSnapshot(
            named: "corpus-\(name)-\(time)", size: size, at: time, content)
    }

    @Test func ringsAndStrokes() async throws {
        try await golden("activity", size: CGSize(width: 320, height: 320), at: 0.5) {
            ActivityRingsView()
        }
        try await golden("checkmark", size: CGSize(width: 220, height: 220), at: 0.4) {
            SuccessCheckmarkView()
        }
    }

    @Test func tabBarAndCardFlip() async throws {
        try await golden("tabbar", size: CGSize(width: 360, height: 200), at: 0.6) { TabBarDemo() }
        try await golden("flashcard", size: CGSize(width: 260, height: 300), at: 0.45) {
            FlashCardView(question: "Capital of France?", answer: "Paris")
        }
    }

    @Test func shapesAndAnimators() async throws {
        try await golden("waves", size: CGSize(width: 220, height: 220), at: 0.5) {
            WaterLevelView()
        }
        try await golden("phases", size: CGSize(width: 320, height: 200), at: 0.3) {
            HStack(spacing: 40) {
                BouncingBall()
                KeyframeEmoji()
                PulsingBadge()
            }
        }
    }

    @Test func stylingAndScrollEffects() async throws {
        try await golden("glow", size: CGSize(width: 300, height: 340), at: 0.6) {
            VStack(spacing: 40) {
                GlowButton(title: "Get Premium")
                GradientTextBadge()
            }
            .padding()
            .background(Color(white: 0.95))
        }
        try await golden("breathing", size: CGSize(width: 280, height: 280), at: 5.0) {
            BreathingExercise()
        }
        try await golden("parallax", size: CGSize(width: 240, height: 300), at: 0.2) {
            ParallaxList()
        }
    }
}
