import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Emoji draw in colour through Pango and Cairo, from Debian's colour emoji font
/// (`fonts-noto-color-emoji`, installed by `scripts/setup.sh`), whatever the text's
/// colour; without the font they would be the missing-glyph box, drawn in the text's
/// colour (grey levels only on black text).
@MainActor
@Suite("Colour emoji")
struct EmojiColourTests {
    /// `text` in black at 40 points on white, 80 by 80 points.
    func image(_ text: String) throws -> RGBAImage {
        let list = SceneTimeline(
            size: CGSize(width: 80, height: 80), initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in
            Text(text).font(.system(size: 40)).foregroundStyle(Color(red: 0, green: 0, blue: 0))
        }.frame(at: 0)
        return try DisplayListRenderer().render(
            list, options: DisplayListRenderOptions(background: .white))
    }

    /// The pixels whose components spread by more than 60 levels: colours, not greys.
    func colouredPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let spread = Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue))
                if spread > 60 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: ["🚀", "❤️", "🎉"])
    func anEmojiIsDrawnInColour(emoji: String) throws {
        let coloured = colouredPixels(try image(emoji))
        #expect(
            coloured > 100,
            """
            \(emoji) drew \(coloured) coloured pixels: is Debian's colour emoji font \
            (fonts-noto-color-emoji) installed? scripts/setup.sh installs it.
            """)
    }

    @Test func blackTextStaysGrey() throws {
        // The check's control: black letters have no coloured pixel.
        #expect(colouredPixels(try image("Kinema")) == 0)
    }

    @Test func anEmojiIsMeasuredWithTheColourFontsAdvance() {
        // Noto Color Emoji advances every emoji by 2550 units of its 2048-unit em: at 40
        // points, 40 × 2550 / 2048 = 49.8046875 points.
        let size = PangoTextMeasurer().size(
            of: "🚀", font: .system(size: 40), proposal: .unspecified)
        expectClose(size.width, 40 * 2550 / 2048, absolute: 1e-6)
    }
}
