import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
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

/// Styled text drawn by Cairo lies in the box the Pango measurer gave it.
@MainActor
@Suite("Pango text options: drawing agrees")
struct PangoTextOptionsDrawingTests {
    /// The text run's box and the ink's bounds of `text` drawn in a 300 x 120 scene.
    func drawn<V: View>(@ViewBuilder _ text: @escaping @Sendable () -> V) throws -> (
        CGRect, CGRect
    ) {
        let timeline = SceneTimeline(
            size: CGSize(width: 300, height: 120), initialState: 0,
            measurer: PangoTextMeasurer()
        ) { _ in text() }
        let list = timeline.frame(at: 0)
        var box = CGRect.null
        for case .text(let run) in list.items {
            box = CGRect(origin: run.origin, size: run.size).applying(run.transform)
        }
        let image = try DisplayListRenderer().render(list)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                (minX, minY) = (min(minX, x), min(minY, y))
                (maxX, maxY) = (max(maxX, x), max(maxY, y))
            }
        }
        try #require(maxX >= 0, "nothing drawn")
        return (box, CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    @Test func anEllipsizedLineStaysInItsBox() throws {
        let (box, ink) = try drawn {
            Text("A line far too long for its narrow frame, cut with an ellipsis")
                .font(.system(size: 16)).lineLimit(1).frame(width: 150)
        }
        expectClose(
            box.height,
            PangoTextMeasurer().size(of: "X", font: .system(size: 16), proposal: .unspecified)
                .height, absolute: 1e-9)
        #expect(box.insetBy(dx: -1, dy: -1).contains(ink))
        // The ellipsis reaches the end of the line.
        #expect(ink.maxX > box.maxX - 16)
    }

    @Test func spacedItalicTextFillsItsBox() throws {
        let (box, ink) = try drawn {
            Text("Spaced").font(.system(size: 24)).italic().kerning(4)
        }
        #expect(box.insetBy(dx: -2, dy: -2).contains(ink))
        // The spacing after the last letter is part of the box: the ink ends before it.
        expectClose(ink.minX, box.minX, absolute: 0.2 * 24)
        expectClose(ink.maxX, box.maxX, absolute: 0.2 * 24 + 4)
    }

    @Test func twoLinesOfThreeParagraphsStayInTheirBox() throws {
        let (box, ink) = try drawn {
            Text("one\ntwo\nthree").font(.system(size: 14)).lineLimit(2)
        }
        let line = PangoTextMeasurer().size(
            of: "X", font: .system(size: 14), proposal: .unspecified)
        expectClose(box.height, 2 * line.height, absolute: 1e-9)
        #expect(box.insetBy(dx: -1, dy: -1).contains(ink))
    }
}
