import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The app-style gesture views in AppStyle/ (written as apps write them, `import SwiftUI`
/// included) follow scripted touches: goldens mid-gesture and after, looked at before
/// recording.
@MainActor
@Suite("App-style gesture views")
struct GestureAppStyleTests {
    /// Renders `host` at `time` as the golden `name`.
    func snapshot(_ host: ViewHost, at time: Double, named name: String) throws {
        let image = try DisplayListRenderer().render(
            host.frame(at: time), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: name)
    }

    @Test("A card dragged down follows the finger, and a throw dismisses it")
    func dismissibleCard() async throws {
        let host = ViewHost(size: CGSize(width: 280, height: 200), measurer: PangoTextMeasurer()) {
            DismissibleCard()
        }
        // A slow drag (40 points in 0.5 s: predicted 40 + 80 * 0.499) springs back; a
        // throw (120 points in 0.3 s: predicted 120 + 400 * 0.499) dismisses.
        host.play([
            .drag(identifier: "card", by: CGSize(width: 0, height: 40), at: 0.2, duration: 0.5),
            .drag(identifier: "card", by: CGSize(width: 0, height: 120), at: 1, duration: 0.3),
        ])
        await host.run(until: 2)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(host.frame(at: 0.9) == host.frame(at: 0.1))
        try snapshot(host, at: 1.2, named: "dismiss-card-dragging")
        #expect(!host.frame(at: 1.8).description.contains("New message"))
        #expect(host.frame(at: 0.9).description.contains("New message"))
    }

    @Test("A pinch zooms the photo, the zoom stays, a double tap springs it back")
    func zoomablePhoto() async throws {
        let host = ViewHost(size: CGSize(width: 240, height: 200), measurer: PangoTextMeasurer()) {
            ZoomablePhoto()
        }
        host.play([
            .magnify(identifier: "photo", scale: 2, at: 0.5, duration: 0.5),
            .tap(identifier: "photo", at: 2),
        ])
        await host.run(until: 3)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        try snapshot(host, at: 0.75, named: "zoom-photo-pinching")
        try snapshot(host, at: 1.5, named: "zoom-photo-zoomed")
        #expect(host.frame(at: 2.9) == host.frame(at: 0.2))
    }
}
