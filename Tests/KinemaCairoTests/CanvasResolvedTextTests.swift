import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `GraphicsContext.resolve(_:)` for text in a canvas measured by Pango: the size and
/// baselines come from the system font's metrics, Inter Display's `hhea` table (ascent 1974
/// and descent 502 units of a 2048-unit em, read from the font file), worked out by hand.
@MainActor
@Suite("Canvas resolved text")
struct CanvasResolvedTextTests {
    /// What a renderer measured, read back by the test (renderers run on the main actor).
    @MainActor
    final class Measured {
        var size = CGSize.zero
        var first = 0.0
        var last = 0.0
        var wrapped = CGSize.zero
        nonisolated init() {}

        nonisolated func record(_ change: @escaping @MainActor (Measured) -> Void) {
            MainActor.assumeIsolated { change(self) }
        }
    }

    @Test func resolvedTextMeasuresWithTheFontsMetrics() {
        let measured = Measured()
        _ = SceneTimeline(
            size: CGSize(width: 200, height: 200), initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in
            Canvas { context, _ in
                let text = context.resolve(Text("A\nB").font(.system(size: 20)))
                let unbounded = CGSize(width: CGFloat.infinity, height: .infinity)
                let size = text.measure(in: unbounded)
                let first = Double(text.firstBaseline(in: unbounded))
                let last = Double(text.lastBaseline(in: unbounded))
                let long = context.resolve(Text("wrap these words").font(.system(size: 20)))
                let wrapped = long.measure(in: CGSize(width: 60, height: 200))
                measured.record {
                    ($0.size, $0.first, $0.last, $0.wrapped) = (size, first, last, wrapped)
                }
            }
        }
        // One line is (1974 + 502) / 2048 × 20 = 24.180 high, its baseline 1974 / 2048 × 20
        // = 19.277 below its top; the second line's baseline is one line further down.
        let line = (1974.0 + 502) / 2048 * 20
        let ascent = 1974.0 / 2048 * 20
        expectClose(Double(measured.size.height), 2 * line, absolute: 0.01)
        expectClose(measured.first, ascent, absolute: 0.01)
        expectClose(measured.last, ascent + line, absolute: 0.01)
        // Wrapped at 60 points the words take three lines.
        expectClose(Double(measured.wrapped.height), 3 * line, absolute: 0.01)
        #expect(measured.wrapped.width <= 60)
    }
}
