import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The app-style view files in AppStyle/ (written as apps write them, `import SwiftUI`
/// included) render: goldens at a few times each, looked at before recording.
@MainActor
@Suite("App-style views")
struct AppStyleGoldenTests {
    /// Renders `content` for each state time, one state per time.
    func render<V: View>(
        _ name: String, size: CGSize, times: [Double] = [0],
        @ViewBuilder _ content: @escaping @Sendable (Double) -> V
    ) throws {
        var timeline = SceneTimeline(
            size: size, initialState: times[0], measurer: PangoTextMeasurer(), content: content)
        for time in times.dropFirst() {
            timeline.change(at: time, animation: .easeInOut(duration: 0.4)) { $0 = time }
        }
        #expect(timeline.diagnostics.isEmpty, "\(name): \(timeline.diagnostics)")
        let renderer = DisplayListRenderer()
        for time in times {
            let frameTime = time + 0.2
            let image = try renderer.render(
                timeline.frame(at: frameTime), options: DisplayListRenderOptions(background: .white)
            )
            expectSnapshot(image, named: "\(name)-\(frameTime)")
        }
    }

    @Test func coverFlow() throws {
        try render("coverflow", size: CGSize(width: 300, height: 100)) { _ in CoverFlow() }
    }

    @Test func particleFountain() throws {
        try render("fountain", size: CGSize(width: 160, height: 180), times: [0, 0.8, 1.6]) {
            ParticleFountain(time: $0)
        }
    }

    @Test func morphingBlob() throws {
        try render("blob", size: CGSize(width: 140, height: 140), times: [0, 1]) {
            MorphingBlob(phase: $0 * 2)
        }
    }

    @Test func ringProgress() throws {
        try render("ring", size: CGSize(width: 140, height: 140), times: [0, 1]) {
            RingProgress(progress: 0.3 + 0.4 * $0)
        }
    }

    @Test func shimmer() throws {
        try render("shimmer", size: CGSize(width: 200, height: 140), times: [0, 1]) {
            ShimmerPlaceholder(phase: $0 * 2)
        }
    }

    @Test func galleryGrid() throws {
        try render("gallery", size: CGSize(width: 220, height: 270)) { _ in GalleryGrid() }
    }

    @Test func conicSpinner() throws {
        let timeline = SceneTimeline(size: CGSize(width: 90, height: 90), initialState: 0) { _ in
            ConicSpinner()
        }
        let renderer = DisplayListRenderer()
        for time in [0.0, 0.25] {
            let image = try renderer.render(
                timeline.frame(at: time), options: DisplayListRenderOptions(background: .white))
            expectSnapshot(image, named: "spinner-\(time)")
        }
    }

    @Test func profileBadge() throws {
        try render("badge", size: CGSize(width: 200, height: 110)) { _ in ProfileBadge() }
    }

    @Test func statusCard() throws {
        try render("status", size: CGSize(width: 260, height: 130), times: [0, 1]) {
            StatusCard(progress: 0.25 + 0.5 * $0)
        }
    }
}
