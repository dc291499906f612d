import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// Golden images of the effect files in AppEffects/ (written as for SwiftUI), rendered with
/// Pango text on white. References live in __Snapshots__/EffectGoldenTests/; record with
/// KINEMA_RECORD_SNAPSHOTS=1 and look at every one before committing it.
@MainActor
@Suite("Effect goldens")
struct EffectGoldenTests {
    static let white = DisplayListRenderOptions(background: .white)

    /// `view` of state `state` rendered on a canvas of `size`.
    func render<V: View>(_ size: CGSize, _ view: @escaping @Sendable () -> V) throws -> RGBAImage {
        let timeline = SceneTimeline(size: size, initialState: 0, measurer: PangoTextMeasurer()) {
            _ in view()
        }
        return try DisplayListRenderer().render(timeline.frame(at: 0), options: Self.white)
    }

    @Test(arguments: [0.0, 45, 89, 135, 180])
    func cardFlip(degrees: Double) throws {
        let image = try render(CGSize(width: 180, height: 130)) { FlipCard(angle: degrees) }
        expectSnapshot(image, named: "flip-\(Int(degrees))")
    }

    @Test func shakeMidAnimation() throws {
        var timeline = SceneTimeline(
            size: CGSize(width: 180, height: 60), initialState: 0, measurer: PangoTextMeasurer()
        ) { PasswordField(attempts: $0) }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 1 }
        let image = try DisplayListRenderer().render(timeline.frame(at: 0.17), options: Self.white)
        expectSnapshot(image, named: "shake")
    }

    @Test func waveMidAnimation() throws {
        var timeline = SceneTimeline(
            size: CGSize(width: 140, height: 60), initialState: 0.0, measurer: PangoTextMeasurer()
        ) { WaveDots(phase: $0) }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 1 }
        let image = try DisplayListRenderer().render(timeline.frame(at: 0.3), options: Self.white)
        expectSnapshot(image, named: "wave")
    }

    @Test func pulseMidAnimation() throws {
        var timeline = SceneTimeline(
            size: CGSize(width: 120, height: 120), initialState: 0.0, measurer: PangoTextMeasurer()
        ) { PulseRing(progress: $0) }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 0.9 }
        let image = try DisplayListRenderer().render(timeline.frame(at: 0.5), options: Self.white)
        expectSnapshot(image, named: "pulse")
    }

    @Test func tutorialFlipEffectMidAnimation() throws {
        var timeline = SceneTimeline(
            size: CGSize(width: 140, height: 110), initialState: false,
            measurer: PangoTextMeasurer()
        ) { FlipTile(flipped: $0) }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = true }
        // 54° about the x axis: the bottom edge comes nearer.
        let image = try DisplayListRenderer().render(timeline.frame(at: 0.3), options: Self.white)
        expectSnapshot(image, named: "flip-effect")
    }

    @Test func shimmer() throws {
        let image = try render(CGSize(width: 190, height: 60)) { SkeletonRow(phase: -20) }
        expectSnapshot(image, named: "shimmer")
    }

    @Test func tilt() throws {
        let image = try render(CGSize(width: 200, height: 150)) {
            TiltCard(tilt: CGSize(width: 25, height: 15))
        }
        expectSnapshot(image, named: "tilt")
    }

    @Test func blendOverlay() throws {
        let image = try render(CGSize(width: 180, height: 130)) { BlendOverlay() }
        expectSnapshot(image, named: "blend-overlay")
    }

    @Test func duotone() throws {
        let image = try render(CGSize(width: 200, height: 80)) { Duotone() }
        expectSnapshot(image, named: "duotone")
    }

    @Test func spotlightMask() throws {
        let image = try render(CGSize(width: 200, height: 130)) { SpotlightMask() }
        expectSnapshot(image, named: "spotlight-mask")
    }

    @Test func everyBlendMode() throws {
        // Each cell: a warm-to-cool backdrop, then a disc and a translucent bar with the mode.
        let image = try render(CGSize(width: 7 * 44, height: 3 * 44)) {
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                ForEach(0..<3, id: \.self) { row in
                    GridRow {
                        ForEach(0..<7, id: \.self) { column in
                            let mode = BlendMode.allCases[row * 7 + column]
                            ZStack {
                                LinearGradient(
                                    colors: [.orange, .teal], startPoint: .topLeading,
                                    endPoint: .bottomTrailing)
                                Circle().fill(Color.purple).frame(width: 26, height: 26)
                                    .blendMode(mode)
                                Rectangle().fill(Color.yellow.opacity(0.6))
                                    .frame(width: 40, height: 8).blendMode(mode)
                            }
                            .frame(width: 40, height: 40)
                            .compositingGroup()
                        }
                    }
                }
            }
        }
        expectSnapshot(image, named: "blend-modes")
    }

    @Test func everyColorEffect() throws {
        let image = try render(CGSize(width: 9 * 34, height: 48)) {
            HStack(spacing: 2) {
                swatch
                swatch.hueRotation(.degrees(90))
                swatch.saturation(0.2)
                swatch.brightness(0.25)
                swatch.contrast(0.5)
                swatch.colorMultiply(.cyan)
                swatch.grayscale(1)
                swatch.colorInvert()
                swatch.luminanceToAlpha()
            }
        }
        expectSnapshot(image, named: "color-effects")
    }

    nonisolated private var swatch: some View {
        VStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
            Color.yellow
        }
        .frame(width: 32, height: 44)
    }
}
