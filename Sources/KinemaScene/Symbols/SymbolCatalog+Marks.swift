import Foundation
import KinemaCore
import KinemaGraphics

/// Marks: checkmark, xmark, plus, minus, ellipsis, and the list marks.
nonisolated extension SymbolCatalog {
    internal static var marks: [String: SymbolEntry] {
        [
            "checkmark": SymbolEntry(
                SymbolDesign(.stroke(lines(p(-37, 3), p(-12, 33), p(37, -35))))),
            "xmark": SymbolEntry(
                SymbolDesign(
                    .stroke(segments((p(-32, -32), p(32, 32)), (p(32, -32), p(-32, 32)))))),
            "plus": SymbolEntry(
                SymbolDesign(.stroke(segments((p(0, -40), p(0, 40)), (p(-40, 0), p(40, 0)))))),
            "minus": SymbolEntry(SymbolDesign(.stroke(lines(p(-40, 0), p(40, 0))))),
            "multiply": SymbolEntry(
                SymbolDesign(
                    .stroke(segments((p(-26, -26), p(26, 26)), (p(26, -26), p(-26, 26)))))),
            "equal": SymbolEntry(
                SymbolDesign(.stroke(segments((p(-38, -14), p(38, -14)), (p(-38, 14), p(38, 14)))))),
            "ellipsis": SymbolEntry(
                SymbolDesign(.fill(dots([p(-36, 0), p(0, 0), p(36, 0)], radius: 4)))),
            "line.3.horizontal": SymbolEntry(
                SymbolDesign(
                    .stroke(
                        segments(
                            (p(-42, -30), p(42, -30)), (p(-42, 0), p(42, 0)),
                            (p(-42, 30), p(42, 30)))))),
            "list.bullet": SymbolEntry(
                SymbolDesign(
                    .fill(dots([p(-40, -30), p(-40, 0), p(-40, 30)], radius: 4)),
                    .stroke(
                        segments(
                            (p(-18, -30), p(46, -30)), (p(-18, 0), p(46, 0)),
                            (p(-18, 30), p(46, 30)))))),
            "slider.horizontal.3": SymbolEntry(sliders),
            "line.3.horizontal.decrease": SymbolEntry(
                SymbolDesign(
                    .stroke(
                        segments(
                            (p(-44, -28), p(44, -28)), (p(-28, 0), p(28, 0)),
                            (p(-12, 28), p(12, 28)))))),
        ]
    }

    /// Three tracks with a knob on each, the knobs cut out of their tracks.
    private static var sliders: SymbolDesign {
        let rows: [(y: Double, x: Double)] = [(-32, 18), (0, -18), (32, 8)]
        var tracks = Path()
        var knobs = Path()
        for row in rows {
            tracks.move(to: p(-46, row.y))
            tracks.addLine(to: p(46, row.y))
            knobs.addPath(circle(p(row.x, row.y), 9))
        }
        return SymbolDesign([
            SymbolLayer(level: 1, elements: [.stroke(tracks)]),
            SymbolLayer(level: 0, elements: [.fill(knobs)], cut: .gap(0.6)),
        ])
    }
}
