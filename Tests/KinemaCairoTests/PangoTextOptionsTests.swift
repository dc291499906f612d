import Foundation
import KinemaCairo
import KinemaCore
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Line limits, letter spacing and italic measured by Pango: the measurer and the renderer
/// lay text out alike.
@Suite("Pango text options")
struct PangoTextOptionsTests {
    let measurer = PangoTextMeasurer()
    let font = Font(size: 17)
    let long = "The quick brown fox jumps over the lazy dog again and again"

    func size(_ text: String, _ options: TextOptions = TextOptions(), width: CGFloat? = 120)
        -> CGSize
    {
        measurer.size(
            of: text, font: font, options: options,
            proposal: ProposedViewSize(width: width, height: nil))
    }

    @Test func lineLimitOneIsOneLinesHeight() {
        let line = size("X", width: nil).height
        let free = size(long)
        #expect(free.height > 2.5 * line)
        expectClose(size(long, TextOptions(lineLimit: 1)).height, line, absolute: 1e-6)
        expectClose(size(long, TextOptions(lineLimit: 2)).height, 2 * line, absolute: 1e-6)
        // The ellipsized line fits the width.
        #expect(size(long, TextOptions(lineLimit: 1)).width <= 120 + 2.0 / 1024 + 1e-9)
    }

    @Test func aLimitAboveTheLineCountChangesNothing() {
        expectClose(
            size(long, TextOptions(lineLimit: 50)).height, size(long).height, absolute: 1e-6)
    }

    @Test func lineLimitCountsLinesAcrossParagraphs() {
        let line = size("X", width: nil).height
        let text = "one\ntwo\nthree\nfour"
        expectClose(size(text, width: nil).height, 4 * line, absolute: 1e-6)
        expectClose(
            size(text, TextOptions(lineLimit: 2), width: nil).height, 2 * line, absolute: 1e-6)
        expectClose(
            size(text, TextOptions(lineLimit: 3), width: 200).height, 3 * line, absolute: 1e-6)
    }

    @Test func letterSpacingWidensEachCharacterByTheSpacing() {
        let plain = size("abcdefgh", width: nil).width
        let spaced = size("abcdefgh", TextOptions(letterSpacing: 2), width: nil).width
        // Pango adds the spacing between the eight characters (and half at each end).
        expectClose(spaced - plain, 8 * 2, absolute: 2.01)
        #expect(spaced > plain + 12)
        #expect(size("abcdefgh", TextOptions(letterSpacing: -1), width: nil).width < plain)
    }

    @Test func italicIsMeasuredWithTheObliqueFace() {
        var italic = font
        italic.isItalic = true
        let upright = measurer.size(of: "Wavy", font: font, proposal: .unspecified)
        let slanted = measurer.size(of: "Wavy", font: italic, proposal: .unspecified)
        #expect(slanted.height == upright.height)
        #expect(slanted.width > 0)
    }

    @Test func alignmentAndLinesChangeNoSize() {
        let plain = size(long)
        let decorated = size(
            long,
            TextOptions(alignment: .center, isUnderlined: true, isStruckThrough: true))
        #expect(plain == decorated)
    }
}
