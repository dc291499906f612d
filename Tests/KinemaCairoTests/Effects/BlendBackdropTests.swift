import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// A blend mode blends within its nearest compositing group, and the window's backdrop
/// (the frame's background) is not part of the scene's layer: checked on pixels, on a
/// transparent and on an opaque white canvas. A black disc 60 across in a 100-point canvas
/// spans 20...80; (50, 50) is inside it, (22, 22) inside its frame but outside the disc,
/// (5, 5) outside both.
@MainActor
@Suite("Blend modes and the window's backdrop")
struct BlendBackdropTests {
    static let size = CGSize(width: 100, height: 100)
    nonisolated static let pureRed = Color(red: 1, green: 0, blue: 0)
    nonisolated static let pureBlue = Color(red: 0, green: 0, blue: 1)

    func image<V: View>(
        background: Color, measurer: any TextMeasurer = FallbackTextMeasurer(),
        @ViewBuilder _ content: @escaping @Sendable () -> V
    ) throws -> RGBAImage {
        let list = SceneTimeline(size: Self.size, initialState: 0, measurer: measurer) { _ in
            content()
        }.frame(at: 0)
        return try DisplayListRenderer().render(
            list, options: DisplayListRenderOptions(background: background))
    }

    /// The disc: black, with a red overlay blended source-atop.
    nonisolated static func disc() -> some View {
        Circle().fill(Color(red: 0, green: 0, blue: 0)).frame(width: 60, height: 60)
            .overlay(pureRed.blendMode(.sourceAtop))
    }

    @Test func sourceAtopColoursOnlyTheShapeOnATransparentCanvas() throws {
        let image = try image(background: .clear) { Self.disc() }
        #expect(image[50, 50] == .init(red: 255, green: 0, blue: 0))
        #expect(image[22, 22].alpha == 0)
        #expect(image[5, 5].alpha == 0)
    }

    @Test func sourceAtopColoursOnlyTheShapeOnAnOpaqueCanvas() throws {
        // The white background is the window's backdrop, not part of the layer: outside
        // the disc the overlay finds nothing to draw atop, and the white shows.
        let image = try image(background: .white) { Self.disc() }
        #expect(image[50, 50] == .init(red: 255, green: 0, blue: 0))
        #expect(image[22, 22] == .init(red: 255, green: 255, blue: 255))
        #expect(image[5, 5] == .init(red: 255, green: 255, blue: 255))
    }

    @Test func aViewBeneathIsPartOfTheLayer() throws {
        // A white view drawn beneath is backdrop inside the layer: the overlay covers all
        // of its frame. A compositing group around the disc takes it out again.
        let open = try image(background: .clear) {
            ZStack {
                Color(red: 1, green: 1, blue: 1)
                Self.disc()
            }
        }
        #expect(open[22, 22] == .init(red: 255, green: 0, blue: 0))
        #expect(open[5, 5] == .init(red: 255, green: 255, blue: 255))
        let grouped = try image(background: .clear) {
            ZStack {
                Color(red: 1, green: 1, blue: 1)
                Self.disc().compositingGroup()
            }
        }
        #expect(grouped[22, 22] == .init(red: 255, green: 255, blue: 255))
        #expect(grouped[50, 50] == .init(red: 255, green: 0, blue: 0))
    }

    @Test func aSeparableModeOverNothingDrawsTheSource() throws {
        // Screen with white would give white; over nothing of the layer it is the source:
        // blue, composited over the white background.
        let image = try image(background: .white) {
            Self.pureBlue.frame(width: 40, height: 40).blendMode(.screen)
        }
        #expect(image[50, 50] == .init(red: 0, green: 0, blue: 255))
        #expect(image[5, 5] == .init(red: 255, green: 255, blue: 255))
    }

    @Test func gradientOverTextColoursTheGlyphsOnly() throws {
        // Black text with a red-to-blue gradient blended source-atop, on white: no glyph
        // pixel stays black or grey (each is the gradient's colour at some coverage over
        // white), and the text's box around the glyphs stays white.
        let image = try image(background: .white, measurer: PangoTextMeasurer()) {
            Text("HIH")
                .font(.system(size: 40, weight: .black))
                .foregroundStyle(Color(red: 0, green: 0, blue: 0))
                .overlay(
                    LinearGradient(
                        colors: [Self.pureRed, Self.pureBlue], startPoint: .leading,
                        endPoint: .trailing
                    )
                    .blendMode(.sourceAtop))
        }
        var coloured = 0
        var white = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let p = image[x, y]
                if p == .init(red: 255, green: 255, blue: 255) {
                    white += 1
                    continue
                }
                // Gradient over white at coverage c: green = 255 (1 − c), red + blue =
                // 255 + 255 (1 − c) − ... : red or blue is always above green. Grey would
                // have them equal.
                #expect(max(p.red, p.blue) > p.green, "(\(x), \(y)) is \(p)")
                coloured += 1
            }
        }
        // Glyphs cover part of the text's box, far from all of it.
        #expect(coloured > 200)
        #expect(white > 100 * 100 - 2_500)
    }
}
