import Foundation
import KinemaCore
import KinemaGraphics

/// Status marks: info, exclamation mark, question mark, the warning triangle.
nonisolated extension SymbolCatalog {
    internal static var status: [String: SymbolEntry] {
        let triangle = polygon(p(0, -44), p(50, 42), p(-50, 42))
        let mark = exclamation.applying(
            CGAffineTransform(scaleX: 0.56, y: 0.56).concatenating(
                CGAffineTransform(translationX: 0, y: 12)))
        return [
            "info": SymbolEntry(
                SymbolDesign(
                    .fill(circle(p(0, -34), 4)),
                    .stroke(lines(p(-11, -10), p(2, -10), p(2, 38))),
                    .stroke(lines(p(-14, 38), p(18, 38))))),
            "exclamationmark": SymbolEntry(exclamation),
            "questionmark": SymbolEntry(question),
            "exclamationmark.triangle": SymbolEntry(
                SymbolDesign([
                    SymbolLayer(level: 1, elements: [.stroke(triangle)]),
                    SymbolLayer(level: 0, elements: mark.layers[0].elements),
                ]),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(triangle)]),
                    SymbolLayer(level: 0, elements: mark.layers[0].elements, cut: .hole),
                ]),
                isEnclosable: false),
        ]
    }

    /// An exclamation mark: a stroke over a dot.
    private static var exclamation: SymbolDesign {
        SymbolDesign(.stroke(lines(p(0, -42), p(0, 14))), .fill(circle(p(0, 37), 4)))
    }

    /// A question mark: a hook over a dot.
    private static var question: SymbolDesign {
        var hook = Path()
        hook.addArc(
            center: p(0, -20), radius: 23, startAngle: .degrees(190), endAngle: .degrees(400),
            clockwise: false)
        hook.addQuadCurve(to: p(0, 16), control: p(0, -2))
        return SymbolDesign(.stroke(hook), .fill(circle(p(0, 37), 4)))
    }
}
