import Foundation
import KinemaCore
import KinemaGraphics

/// The enclosure of a symbol's `.circle`, `.square` and `.rectangle` variants.
nonisolated internal enum SymbolEnclosure: String, Sendable, CaseIterable {
    case circle
    case square
    case rectangle

    /// The enclosure's outline on the grid: a circle as large as the `circle` symbol, a
    /// rounded square and a rounded rectangle as large as the `square` and `rectangle`
    /// symbols.
    internal var outline: Path {
        switch self {
        case .circle: SymbolCatalog.circle(.zero, 50)
        case .square: SymbolCatalog.roundedRect(-44, -44, 88, 88, radius: 18)
        case .rectangle: SymbolCatalog.roundedRect(-58, -38, 116, 76, radius: 14)
        }
    }

    /// The box the enclosed glyph is fitted into (its lines' centres), on the grid.
    internal var innerSide: Double {
        switch self {
        case .circle: 46
        case .square: 44
        case .rectangle: 40
        }
    }
}

nonisolated extension SymbolDesign {
    /// This design drawn small inside `enclosure`: fitted, keeping its proportions, into the
    /// enclosure's inner box and centred there (moved by `offset` of its own units). Lines
    /// keep their width, as SF Symbols' enclosed glyphs keep the weight.
    ///
    /// Outlined, the enclosure is a layer one level below the glyph's deepest (the glyph is
    /// primary, the circle secondary). Filled, the enclosure is a disc and the glyph a hole
    /// in it (see ``SymbolLayer/Cut/hole``), the glyph's own holes drawn inside that hole.
    internal func enclosed(in enclosure: SymbolEnclosure, filled: Bool, offset: CGPoint)
        -> SymbolDesign
    {
        let bounds = pathBounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else {
            return self
        }
        let scale = enclosure.innerSide / max(bounds.width, bounds.height, 1)
        let fit = CGAffineTransform(
            translationX: -bounds.midX + offset.x, y: -bounds.midY + offset.y
        ).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var glyph = applying(fit).layers
        let level = deepestLevel + 1
        if filled {
            // The glyph is knocked out of the disc; its own holes (a camera's lens, a clock's
            // hands) are drawn again inside the knocked-out glyph.
            for index in glyph.indices {
                switch glyph[index].cut {
                case .none: glyph[index].cut = .hole
                case .hole: glyph[index].cut = .none
                case .gap: break
                }
            }
            let disc = SymbolLayer(level: level, elements: [.fill(enclosure.outline)])
            return SymbolDesign([disc] + glyph)
        }
        let ring = SymbolLayer(level: level, elements: [.stroke(enclosure.outline)])
        return SymbolDesign([ring] + glyph)
    }

    /// This design crossed by a slash from its top left to its bottom right, the slash cut
    /// out of the design with a gap on each side, as SF Symbols' `.slash` variants are.
    internal var slashed: SymbolDesign {
        let bounds = pathBounds
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else {
            return self
        }
        // Across the design's width, and at least 0.8 as tall as wide (a wide eye's slash
        // still leans like a tall bell's).
        let halfWidth = bounds.width / 2 * 0.96
        let halfHeight = max(bounds.height / 2, halfWidth * 0.8)
        let slash = SymbolCatalog.lines(
            CGPoint(x: bounds.midX - halfWidth, y: bounds.midY - halfHeight),
            CGPoint(x: bounds.midX + halfWidth, y: bounds.midY + halfHeight))
        let layer = SymbolLayer(level: 0, elements: [.stroke(slash)], cut: .gap(0.5))
        return SymbolDesign(layers + [layer])
    }
}
