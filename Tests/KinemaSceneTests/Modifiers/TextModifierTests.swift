import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Text's line limit, alignment, styling and concatenation, measured by the fallback
/// measurer (0.6 x size per character, 1.2 x size per line; 17 pt by default).
@MainActor
@Suite struct TextModifierTests {
    /// The first text run of a list.
    func run(_ list: DisplayList) -> TextRun? {
        for item in list.items {
            if case .text(let run) = item { return run }
        }
        return nil
    }

    /// The height of the first text run's box.
    func height(_ list: DisplayList) -> Double { Double(run(list)?.size.height ?? -1) }

    /// The width of the first text run's box.
    func width(_ list: DisplayList) -> Double { Double(run(list)?.size.width ?? -1) }

    let line = 1.2 * 17.0
    let advance = 0.6 * 17.0

    @Test func lineLimitOneGivesOneLinesHeight() {
        // 20 characters in a 51-point width: 5 per line, 4 lines without a limit.
        let free = render { Text(String(repeating: "a", count: 20)).frame(width: 51) }
        let limited = render {
            Text(String(repeating: "a", count: 20)).lineLimit(1).frame(width: 51)
        }
        expectClose(height(free), 4 * line, absolute: 1e-9)
        expectClose(height(limited), line, absolute: 1e-9)
        #expect(run(limited)?.options.lineLimit == 1)
    }

    @Test func lineLimitCapsButNeverPads() {
        let two = render { Text("abcdefgh").lineLimit(3).frame(width: 4 * 10.2) }
        expectClose(height(two), 2 * line, absolute: 1e-9)
        let reserved = render { Text("ab").lineLimit(3, reservesSpace: true) }
        expectClose(height(reserved), 3 * line, absolute: 1e-9)
    }

    @Test func aNilLimitIsNoLimitAndZeroIsOneLine() {
        let none = render {
            Text(String(repeating: "a", count: 20)).lineLimit(nil).frame(width: 51)
        }
        expectClose(height(none), 4 * line, absolute: 1e-9)
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Text(String(repeating: "a", count: 20)).lineLimit(0).frame(width: 51)
        }
        expectClose(height(timeline.frame(at: 0)), line, absolute: 1e-9)
        #expect(timeline.diagnostics.contains { $0.message.contains("lineLimit is 0") })
    }

    @Test func theInnermostLimitWins() {
        let list = render {
            VStack { Text(String(repeating: "a", count: 20)).lineLimit(2).frame(width: 51) }
                .lineLimit(1)
        }
        expectClose(height(list), 2 * line, absolute: 1e-9)
    }

    @Test func multilineAlignmentReachesTheRun() {
        let list = render { Text("a\nbb").multilineTextAlignment(.center) }
        #expect(run(list)?.options.alignment == .center)
        #expect(run(render { Text("a") })?.options == TextOptions())
    }

    @Test func kerningAndTrackingWidenEachCharacter() {
        let list = render { Text("abcd").kerning(2).tracking(1.5) }
        expectClose(width(list), 4 * (advance + 3.5), absolute: 1e-9)
        #expect(run(list)?.options.letterSpacing == 3.5)
        let viewLevel = render { Text("abcd").kerning(-1) }
        expectClose(width(viewLevel), 4 * (advance - 1), absolute: 1e-9)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func badSpacingIsZero(spacing: Double) {
        let list = render { Text("abcd").kerning(spacing).tracking(spacing) }
        #expect(run(list)?.options.letterSpacing == 0)
        expectClose(width(list), 4 * advance, absolute: 1e-9)
    }

    @Test func boldItalicWeightAndDesignReachTheFont() {
        let font = run(render { Text("x").bold().italic().fontDesign(.serif) })?.font
        #expect(font?.weight == .bold)
        #expect(font?.isItalic == true)
        #expect(font?.name == "DejaVu Serif")
        let custom = run(
            render { Text("x").font(.custom("Futura", size: 12)).fontDesign(.monospaced) })
        #expect(custom?.font.name == "Futura")
        let viewLevel = run(render { VStack { Text("x") }.italic().fontDesign(.monospaced).bold() })
        #expect(viewLevel?.font.isItalic == true)
        #expect(viewLevel?.font.name == "DejaVu Sans Mono")
        #expect(viewLevel?.font.weight == .bold)
        let upright = run(render { VStack { Text("x").italic(false) }.italic() })
        #expect(upright?.font.isItalic == false)
        #expect(run(render { Text("x").bold(false) })?.font.weight == .regular)
    }

    @Test func underlineAndStrikethroughReachTheRun() {
        let options = run(render { Text("x").underline(color: red).strikethrough() })?.options
        #expect(options?.isUnderlined == true)
        #expect(options?.underlineColor == red)
        #expect(options?.isStruckThrough == true)
        #expect(options?.strikethroughColor == nil)
        let off = run(render { VStack { Text("x").underline(false) }.underline() })?.options
        #expect(off?.isUnderlined == false)
    }

    @Test func concatenationKeepsEachPartsStyleAsSpans() {
        let text = Text("Total: ").italic() + Text("42").font(.caption).foregroundColor(red)
        let joined = run(render { text })
        #expect(joined?.string == "Total: 42")
        #expect(joined?.font.isItalic == true)
        #expect(joined?.font.size == 17)
        var span = TextSpan(range: 7..<9)
        span.font = .caption
        span.color = red
        #expect(joined?.options.spans == [span])
    }

    @Test func modifiersOfAConcatenationReachThePartsThatSetNothing() {
        let text = (Text("a").fontWeight(.light) + Text("b")).bold().underline()
        let joined = run(render { text })
        #expect(joined?.font.weight == .light)
        #expect(joined?.options.isUnderlined == true)
        var bold = Font.body
        bold.weight = .bold
        var span = TextSpan(range: 1..<2)
        span.font = bold
        #expect(joined?.options.spans == [span])
        // Parts styled alike make no span; nor does plain text.
        #expect(run(render { Text("a") + Text("b") + Text("c") })?.options.spans == [])
        #expect(run(render { Text("a") + Text("b") + Text("c") })?.string == "abc")
    }

    @Test func theDumpNamesNonDefaultOptions() {
        let dump = render { Text("ab").lineLimit(1).multilineTextAlignment(.trailing).kerning(2) }
            .description
        #expect(dump.contains("lines 1 trailing spacing 2"))
    }

    @Test func lineLimitRangesCapAndReserve() {
        let long = String(repeating: "a", count: 30)  // 6 lines of 5 in 51 points
        let ranged = render { Text(long).lineLimit(2...4).frame(width: 51) }
        expectClose(height(ranged), 4 * line, absolute: 1e-9)
        let short = render { Text("ab").lineLimit(2...4).frame(width: 51) }
        expectClose(height(short), 2 * line, absolute: 1e-9)
        let from = render { Text(long).lineLimit(3...).frame(width: 51) }
        expectClose(height(from), 6 * line, absolute: 1e-9)
        let fromShort = render { Text("ab").lineLimit(3...).frame(width: 51) }
        expectClose(height(fromShort), 3 * line, absolute: 1e-9)
        let through = render { Text(long).lineLimit(...2).frame(width: 51) }
        expectClose(height(through), 2 * line, absolute: 1e-9)
    }

    @Test func truncationModeAndCaseReachTheRun() {
        let list = render { Text("Mixed Case").truncationMode(.middle).textCase(.uppercase) }
        #expect(run(list)?.options.truncationMode == .middle)
        #expect(run(list)?.string == "MIXED CASE")
        #expect(run(render { Text("ABC").textCase(.lowercase) })?.string == "abc")
        #expect(run(render { Text("AbC").textCase(nil) })?.string == "AbC")
        #expect(list.description.contains("truncate middle"))
    }

    @Test func minimumScaleFactorAndTighteningChangeNothingDrawn() {
        let plain = render { Text("Scaled").frame(width: 20) }.description
        #expect(
            render { Text("Scaled").minimumScaleFactor(0.5).frame(width: 20) }.description == plain)
        #expect(
            render { Text("Scaled").minimumScaleFactor(.nan).frame(width: 20) }.description == plain
        )
        #expect(
            render { Text("Scaled").allowsTightening(true).frame(width: 20) }.description == plain)
    }

    @Test func foregroundStyleOnTextKeepsItAText() {
        let text: Text = Text("a").foregroundStyle(red) + Text("b").foregroundStyle(.foreground)
        let joined = run(render { text.foregroundStyle(blue) })
        #expect(joined?.color == red)
        var span = TextSpan(range: 1..<2)
        span.color = blue
        #expect(joined?.options.spans == [span])
    }
}
