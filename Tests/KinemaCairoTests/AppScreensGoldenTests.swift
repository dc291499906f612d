import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaScene
import Testing

/// The app-style files of AppScreens/ (written as apps write them, `import SwiftUI`
/// included), hosted and run to a few times, each frame looked at before recording: stroke
/// widths, dash phases and borders that animate (a loader gallery), a gradient and a
/// shimmer blended into a title's glyphs only, a navigation screen whose empty state is
/// centred under the bar with an emoji and a white-on-red button, a right-to-left row, and
/// the metaball loader (canvas symbols, blur and alpha threshold).
@MainActor
@Suite("App screens")
struct AppScreensGoldenTests {
    func golden<V: View>(
        _ name: String, size: CGSize, at time: Double, @ViewBuilder _ content: () -> V
    ) async throws {
        try await expectHostedSnapshot(
            named: "screen-\(name)-\(time)", size: size, at: time, content)
    }

    @Test func loaderGallery() async throws {
        // Mid-pulse (the ring half grown, its stroke thinned), and later in the cycle.
        for time in [0.3, 0.9] {
            try await golden("loaders", size: CGSize(width: 300, height: 140), at: time) {
                LoaderGallery()
            }
        }
    }

    @Test func shimmerTitle() async throws {
        for time in [0.5, 1.0] {
            try await golden("shimmer", size: CGSize(width: 260, height: 120), at: time) {
                ShimmerTitle()
            }
        }
    }

    @Test func inboxScreen() async throws {
        try await golden("inbox", size: CGSize(width: 320, height: 480), at: 0) { InboxScreen() }
        try await golden("inbox-rtl", size: CGSize(width: 320, height: 480), at: 0) {
            RightToLeftInbox()
        }
        try await golden("rtl-row", size: CGSize(width: 390, height: 90), at: 0) {
            RightToLeftRow()
        }
    }

    @Test func metaballLoader() async throws {
        for time in [0.0, 0.7] {
            try await golden("metaballs", size: CGSize(width: 180, height: 180), at: time) {
                MetaballLoader()
            }
        }
    }
}
