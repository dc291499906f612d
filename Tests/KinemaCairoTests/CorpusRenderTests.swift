import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// The view files of Corpus/ (SwiftUI animation code as apps write it, `import SwiftUI`
/// included, never bent to what Kinema supports) hosted and drawn at times inside their
/// animations. Each must run without diagnostics but the SF Symbol placeholders' and those
/// its case names. With `KINEMA_CORPUS_OUT` set to a folder, the frames are written there
/// as PNG files to look at.
@MainActor
@Suite("SwiftUI corpus, hosted")
struct CorpusRenderTests {
    /// Hosts `content`, runs it to each of `times` and draws the frame at each; returns the
    /// frames' display lists.
    @discardableResult
    func render<V: View>(
        _ name: String, size: CGSize, at times: [Double], script: [ScriptedInput] = [],
        allowing allowed: [String] = [], startingNow: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation, @ViewBuilder _ content: () -> V
    ) async throws -> [DisplayList] {
        // A view that subtracts its own `Date()` from a timeline's date needs the scene to
        // start now (hosts start at a fixed date by default).
        let host = ViewHost(
            size: size, measurer: PangoTextMeasurer(),
            startDate: startingNow ? Date() : Date(timeIntervalSinceReferenceDate: 0),
            content: content)
        host.play(script)
        var lists: [DisplayList] = []
        for time in times {
            await host.run(until: time)
            let list = host.timeline.frame(at: time)
            lists.append(list)
            if let folder = ProcessInfo.processInfo.environment["KINEMA_CORPUS_OUT"] {
                let image = try DisplayListRenderer().render(
                    list, options: DisplayListRenderOptions(background: .white))
                try image.writePNG(
                    to: URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(time).png"))
            }
        }
        let unexpected = host.diagnostics.map(\.message).filter { message in
            !message.contains("SF Symbols") && !allowed.contains { message.contains($0) }
        }
        #expect(unexpected.isEmpty, "\(name): \(unexpected)", sourceLocation: sourceLocation)
        return lists
    }

    @Test func loadersAndRings() async throws {
        try await render("loaders", size: CGSize(width: 200, height: 260), at: [0.3, 0.7]) {
            LoadersGallery()
        }
        try await render("activity", size: CGSize(width: 320, height: 320), at: [0.5, 2.0]) {
            ActivityRingsView()
        }
        try await render("checkmark", size: CGSize(width: 220, height: 220), at: [0.4, 1.6]) {
            SuccessCheckmarkView()
        }
        try await render("download", size: CGSize(width: 300, height: 200), at: [0.5, 2.2]) {
            VStack(spacing: 40) {
                HoldToConfirmButton()
                DownloadButton()
            }
        }
    }

    @Test func navigationChrome() async throws {
        try await render("tabbar", size: CGSize(width: 360, height: 200), at: [0.6, 1.5]) {
            TabBarDemo()
        }
        try await render("onboarding", size: CGSize(width: 320, height: 480), at: [0.5, 1.3]) {
            OnboardingView()
        }
        try await render("fab", size: CGSize(width: 260, height: 400), at: [0.45, 1.2]) {
            FloatingActionMenu()
        }
        try await render("search", size: CGSize(width: 320, height: 360), at: [0.4, 1.0]) {
            ExpandingSearchBar()
        }
    }

    @Test func cardsAndGestures() async throws {
        try await render("flashcard", size: CGSize(width: 260, height: 480), at: [0.15, 0.45, 0.8])
        {
            VStack(spacing: 40) {
                FlashCardView(question: "Capital of France?", answer: "Paris")
                FlipCard3D()
            }
        }
        try await render(
            "swipe", size: CGSize(width: 320, height: 420), at: [0.15, 0.35, 0.7],
            script: [.drag("Ava LIKE", by: CGSize(width: 200, height: 10), at: 0.05, duration: 0.2)]
        ) { SwipeCardStack() }
        try await render("like", size: CGSize(width: 160, height: 80), at: [0.35, 0.6]) {
            LikeButton()
        }
        try await render("pin", size: CGSize(width: 260, height: 200), at: [0.1, 0.2, 0.9]) {
            PinEntryView()
        }
    }

    @Test func shapesAndCanvas() async throws {
        try await render("waves", size: CGSize(width: 240, height: 320), at: [0.5, 1.0]) {
            VStack {
                WaterLevelView()
                SineWave(amplitude: 20, phase: 0)
                    .stroke(Color.purple, lineWidth: 3)
                    .frame(height: 80)
            }
        }
        try await render("morph", size: CGSize(width: 200, height: 220), at: [0.5, 1.2]) {
            MorphingShapesView()
        }
        try await render(
            "particles", size: CGSize(width: 200, height: 200), at: [0.5, 1.0], startingNow: true
        ) {
            ParticleFieldView()
        }
        try await render(
            "starfield", size: CGSize(width: 240, height: 240), at: [1.0], startingNow: true
        ) {
            StarfieldView()
        }
    }

    @Test func animatorsAndSymbols() async throws {
        try await render("phases", size: CGSize(width: 320, height: 200), at: [0.3, 0.7]) {
            HStack(spacing: 40) {
                BouncingBall()
                KeyframeEmoji()
                PulsingBadge()
            }
        }
        try await render("symbols", size: CGSize(width: 320, height: 300), at: [0.3]) {
            SymbolEffectsGallery()
        }
        try await render(
            "stopwatch", size: CGSize(width: 320, height: 480), at: [1.25],
            allowing: ["listStyle(.plain)"]
        ) {
            StopwatchView()
        }
        try await render("typewriter", size: CGSize(width: 280, height: 140), at: [0.4, 2.0]) {
            VStack(alignment: .leading, spacing: 20) {
                TypewriterText(fullText: "Hello, SwiftUI!")
                WordRevealText()
            }
            .tint(.indigo)
        }
    }

    @Test func stylingAndBackgrounds() async throws {
        try await render("glow", size: CGSize(width: 300, height: 340), at: [0.6]) {
            VStack(spacing: 40) {
                GlowButton(title: "Get Premium")
                GradientTextBadge()
            }
            .padding()
            .background(Color(white: 0.95))
        }
        try await render("breathing", size: CGSize(width: 280, height: 280), at: [2.0, 5.0]) {
            BreathingExercise()
        }
        try await render("toggles", size: CGSize(width: 340, height: 260), at: [0.2]) {
            NeumorphicCard()
        }
        try await render("skeleton", size: CGSize(width: 320, height: 360), at: [0.4, 2.0]) {
            SkeletonFeed()
        }
        try await render("gradient", size: CGSize(width: 300, height: 420), at: [1.5]) {
            ZStack {
                AnimatedGradientBackground()
                ClockHands()
                    .foregroundStyle(.white)
                    .offset(y: 150)
            }
        }
    }

    @Test func scrolling() async throws {
        try await render("scrollcards", size: CGSize(width: 320, height: 280), at: [0.2]) {
            ScrollTransitionCards()
        }
        try await render("parallax", size: CGSize(width: 240, height: 300), at: [0.2]) {
            ParallaxList()
        }
    }

    @Test func pathsGridsAndChat() async throws {
        try await render("paths", size: CGSize(width: 240, height: 340), at: [0.6, 1.5]) {
            VStack(spacing: 30) {
                MarchingAnts()
                DrawingHeart()
                WavyLine(progress: 1).stroke(.orange, lineWidth: 3).frame(height: 40)
            }
            .padding()
        }
        try await render("hero", size: CGSize(width: 300, height: 420), at: [0.5, 1.2]) {
            PhotoGridHero()
        }
        try await render("header", size: CGSize(width: 300, height: 420), at: [0.1]) {
            CollapsingHeaderView()
        }
        try await render("plans", size: CGSize(width: 393, height: 520), at: [0.45, 1.2]) {
            PlanPicker()
        }
        try await render("scoped", size: CGSize(width: 300, height: 460), at: [0.3, 1.2]) {
            VStack(spacing: 40) {
                ScopedAnimationDemo()
                RepeatingPulse()
            }
        }
        try await render("chat", size: CGSize(width: 320, height: 320), at: [0.5, 0.8, 2.0]) {
            ChatView()
        }
    }
}
