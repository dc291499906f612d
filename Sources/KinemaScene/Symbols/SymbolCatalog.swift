import Foundation
import KinemaCore

/// A symbol of the catalogue: its outlined design, its filled one, and the variants its
/// name may take.
nonisolated internal struct SymbolEntry: Sendable {
    /// The design of the plain name (`heart`).
    internal var outline: SymbolDesign
    /// The design of the `.fill` name (`heart.fill`), if there is one.
    internal var filled: SymbolDesign?
    /// Whether the symbol takes the `.circle`, `.square` and `.rectangle` variants (a mark
    /// drawn inside an enclosure); shapes that are enclosures themselves do not.
    internal var isEnclosable = true
    /// How far the symbol's centre is moved inside an enclosure, in units of the inner
    /// glyph's grid (a play triangle moves right to look centred).
    internal var enclosedOffset = CGPoint.zero

    /// An entry with an outlined design and, optionally, a filled one.
    internal init(
        _ outline: SymbolDesign, filled: SymbolDesign? = nil, isEnclosable: Bool = true,
        enclosedOffset: CGPoint = .zero
    ) {
        self.outline = outline
        self.filled = filled
        self.isEnclosable = isEnclosable
        self.enclosedOffset = enclosedOffset
    }
}

/// Kinema's own designs of the common SF Symbols, by name, organised in families (marks,
/// shapes, arrows, media, objects, people, editing, commerce, communication, signals,
/// nature, status), each in a file of its own. Apple's glyphs are not copied: every design
/// is drawn here from lines, arcs, circles and rounded rectangles on the grid
/// ``SymbolMetrics`` describes.
nonisolated internal enum SymbolCatalog {
    /// Every entry, by base name (`heart`; `heart.fill` is the entry's filled design).
    internal static let entries: [String: SymbolEntry] = {
        var all: [String: SymbolEntry] = [:]
        let families = [
            marks, shapes, arrows, media, objects, people, editing, commerce, communication,
            signals, nature, status,
        ]
        for family in families {
            all.merge(family) { first, _ in first }
        }
        return all
    }()

    /// The inherent colours of symbols in the multicolor mode, by full name, one per layer
    /// (`nil` for a layer in the foreground style). Symbols not listed draw every layer in
    /// the foreground style, as SwiftUI's symbols without colours of their own do.
    internal static let inherentColors: [String: [Color?]] = [
        "checkmark.circle.fill": [.green, .white],
        "checkmark.circle": [.green, .green],
        "plus.circle.fill": [.green, .white],
        "plus.circle": [.green, .green],
        "minus.circle.fill": [.red, .white],
        "minus.circle": [.red, .red],
        "xmark.circle.fill": [.gray, .white],
        "exclamationmark.triangle.fill": [.yellow, .white],
        "bell.badge": [nil, .red],
        "bell.badge.fill": [nil, .red],
        "cloud.sun.rain": [.yellow, nil, .blue],
        "cloud.sun.rain.fill": [.yellow, nil, .blue],
        "exclamationmark.triangle": [.yellow, .yellow],
        "flame": [.orange],
        "flame.fill": [.orange],
        "bolt.fill": [.yellow],
        "sun.max": [.yellow],
        "sun.max.fill": [.yellow],
        "leaf": [.green],
        "leaf.fill": [.green],
        "heart.fill": [.red],
        "trash.slash": [nil, .red],
        "trash.slash.fill": [nil, .red],
    ]
}

nonisolated extension Image {
    /// The names of the symbols Kinema draws with its own designs (Kinema's own): each
    /// design, its `.fill` form where it has one, and the `.circle` and `.circle.fill`
    /// forms of the enclosable ones, sorted. Other variants (`.square`, `.rectangle`,
    /// `.slash`) combine with these names as in SF Symbols.
    public static var kinemaSymbolNames: [String] {
        var names: [String] = []
        for (name, entry) in SymbolCatalog.entries {
            names.append(name)
            if entry.filled != nil { names.append(name + ".fill") }
            if entry.isEnclosable { names += [name + ".circle", name + ".circle.fill"] }
        }
        return names.sorted()
    }
}
