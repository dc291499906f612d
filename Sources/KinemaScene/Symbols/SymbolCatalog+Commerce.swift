import Foundation
import KinemaCore
import KinemaGraphics

/// Commerce and security: credit card, gift, bag, bar chart, key, shield.
nonisolated extension SymbolCatalog {
    internal static var commerce: [String: SymbolEntry] {
        let card = roundedRect(-48, -34, 96, 68, radius: 9)
        let stripe = lines(p(-48, -14), p(48, -14))
        let bagBody = roundedRect(-38, -16, 76, 62, radius: 8)
        let bagHandle = arc(p(0, -16), 17, from: 180, to: 360)
        let shield = shieldOutline
        return [
            "creditcard": SymbolEntry(
                SymbolDesign(
                    .stroke(card), .stroke(stripe), .stroke(lines(p(-32, 16), p(-12, 16)))),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(card)]),
                    SymbolLayer(level: 0, elements: [.stroke(stripe)], cut: .hole),
                ])),
            "gift": SymbolEntry(gift),
            "bag": SymbolEntry(
                SymbolDesign(.stroke(bagBody), .stroke(bagHandle)),
                filled: SymbolDesign(.fill(bagBody), .stroke(bagHandle))),
            // Its bars run together at the size of an enclosed glyph: no `.circle` forms.
            "chart.bar": plain(bars, isEnclosable: false),
            "key": SymbolEntry(key),
            "shield": plain(shield),
        ]
    }

    /// A wrapped box with a ribbon and a bow.
    private static var gift: SymbolDesign {
        var bow = polygon(p(0, -24), p(-20, -44), p(-28, -34), p(-16, -24))
        bow.addPath(polygon(p(0, -24), p(20, -44), p(28, -34), p(16, -24)))
        return SymbolDesign(
            .stroke(roundedRect(-40, -6, 80, 50, radius: 4)),
            .stroke(roundedRect(-46, -24, 92, 18, radius: 4)),
            .stroke(lines(p(0, -24), p(0, 44))), .stroke(bow))
    }

    /// Three bars rising to the right.
    private static var bars: Path {
        var path = roundedRect(-44, 8, 22, 38, radius: 3)
        path.addPath(roundedRect(-11, -16, 22, 62, radius: 3))
        path.addPath(roundedRect(22, -40, 22, 86, radius: 3))
        return path
    }

    /// A key at 45 degrees: a ring, a shaft and two teeth.
    private static var key: SymbolDesign {
        rotated(
            SymbolDesign(
                .stroke(circle(p(-38, 0), 22)), .stroke(lines(p(-16, 0), p(62, 0))),
                .stroke(segments((p(40, 0), p(40, 18)), (p(55, 0), p(55, 14))))
            ), by: -45)
    }

    /// A shield: a flat top, straight sides, curving to a point.
    private static var shieldOutline: Path {
        var path = Path()
        path.move(to: p(0, -46))
        path.addLine(to: p(38, -32))
        path.addLine(to: p(38, -2))
        path.addCurve(to: p(0, 48), control1: p(38, 24), control2: p(22, 40))
        path.addCurve(to: p(-38, -2), control1: p(-22, 40), control2: p(-38, 24))
        path.addLine(to: p(-38, -32))
        path.closeSubpath()
        return path
    }
}
