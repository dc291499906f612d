import Foundation
import KinemaCore
import KinemaGraphics

/// Editing and places: compose, copies of a page, a map, a pin.
nonisolated extension SymbolCatalog {
    internal static var editing: [String: SymbolEntry] {
        let front = roundedRect(-22, -28, 62, 76, radius: 9)
        let map = polygon(
            p(-46, -34), p(-16, -44), p(16, -34), p(46, -44), p(46, 34), p(16, 44), p(-16, 34),
            p(-46, 44))
        let folds = segments((p(-16, -44), p(-16, 34)), (p(16, -34), p(16, 44)))
        let head = circle(p(0, -22), 20)
        let needle = lines(p(0, -2), p(0, 46))
        var back = Path()
        back.move(to: p(-38, 30))
        back.addArc(tangent1End: p(-38, -46), tangent2End: p(20, -46), radius: 9)
        back.addLine(to: p(20, -46))
        return [
            "square.and.pencil": SymbolEntry(compose, isEnclosable: false),
            "doc.on.doc": SymbolEntry(
                SymbolDesign(.stroke(front), .stroke(back)),
                filled: SymbolDesign(.fill(front), .stroke(back)),
                // The two pages run together at the size of an enclosed glyph.
                isEnclosable: false),
            "map": SymbolEntry(
                SymbolDesign(.stroke(map), .stroke(folds)),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(map)]),
                    SymbolLayer(level: 0, elements: [.stroke(folds)], cut: .gap(0)),
                ])),
            "mappin": SymbolEntry(
                SymbolDesign(.stroke(head), .stroke(needle)),
                filled: SymbolDesign(.fill(head), .stroke(needle))),
        ]
    }

    /// A square open at its top right, a pencil writing into it.
    private static var compose: SymbolDesign {
        var square = Path()
        square.move(to: p(2, -38))
        square.addArc(tangent1End: p(-42, -38), tangent2End: p(-42, 46), radius: 14)
        square.addArc(tangent1End: p(-42, 46), tangent2End: p(44, 46), radius: 14)
        square.addArc(tangent1End: p(44, 46), tangent2End: p(44, -38), radius: 14)
        square.addLine(to: p(44, 2))
        let body = polygon(p(-7, -38), p(7, -38), p(7, 18), p(0, 31), p(-7, 18))
        let pen = body.applying(
            CGAffineTransform(rotationAngle: .pi / 4).concatenating(
                CGAffineTransform(translationX: 18, y: -12)))
        return SymbolDesign(.stroke(square), .stroke(pen))
    }
}
