import Foundation
import KinemaCore

/// A symbol name resolved against the catalogue: its full name (variants included, in
/// SF Symbols' order: `base.slash.circle.fill`) and its design.
nonisolated internal struct SymbolLookup: Sendable {
    /// The full name drawn (`heart.circle.fill` for `heart` with `.circle.fill` variants).
    internal let name: String
    /// The design, its multicolor colours applied to its layers.
    internal let design: SymbolDesign

    /// The symbol `name` with the environment's `variants`, or `nil` when the catalogue
    /// has no such symbol.
    ///
    /// Variants written in the name must exist (`heart.fill`, `xmark.circle.fill`;
    /// `checkmark.fill` does not). Variants of the environment (`symbolVariant(_:)`) are
    /// added where the symbol has them and ignored where it does not, as SwiftUI falls back
    /// to the plain symbol: `checkmark` with `.fill` is `checkmark`.
    internal init?(name: String, variants: SymbolVariants = .none) {
        guard let parsed = Self.parse(name) else { return nil }
        var request = parsed.request
        let entry = parsed.entry
        if variants.contains(.slash) { request.slash = true }
        if request.enclosure == nil, entry.isEnclosable,
            let enclosure = SymbolEnclosure.allCases.first(where: {
                variants.contains(SymbolVariants(names: [$0.rawValue]))
            })
        {
            request.enclosure = enclosure
        }
        if variants.contains(.fill), request.enclosure != nil || entry.filled != nil {
            request.fill = true
        }
        self.name = request.fullName
        var design =
            request.fill && request.enclosure == nil
            ? (entry.filled ?? entry.outline) : entry.outline
        if request.fill, request.enclosure != nil { design = entry.filled ?? entry.outline }
        if request.slash { design = design.slashed }
        if let enclosure = request.enclosure {
            design = design.enclosed(
                in: enclosure, filled: request.fill, offset: entry.enclosedOffset)
        }
        if let colors = SymbolCatalog.inherentColors[request.fullName] {
            for index in design.layers.indices where index < colors.count {
                design.layers[index].color = colors[index]
            }
        }
        self.design = design
    }

    /// The base, variants and flags a name asks for.
    private struct Request {
        var base: String
        var slash = false
        var enclosure: SymbolEnclosure?
        var fill = false

        var fullName: String {
            var name = base
            if slash { name += ".slash" }
            if let enclosure { name += "." + enclosure.rawValue }
            if fill { name += ".fill" }
            return name
        }
    }

    /// Splits `name` into a catalogue entry and the variants it names, or `nil` when the
    /// entry is unknown or lacks a variant the name asks for.
    private static func parse(_ name: String) -> (entry: SymbolEntry, request: Request)? {
        let entries = SymbolCatalog.entries
        if let entry = entries[name] { return (entry, Request(base: name)) }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var request = Request(base: name)
        if parts.last == "fill" {
            request.fill = true
            parts.removeLast()
        }
        if parts.count > 1, let enclosure = SymbolEnclosure(rawValue: parts.last ?? ""),
            entries[parts.joined(separator: ".")] == nil
        {
            request.enclosure = enclosure
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash", entries[parts.joined(separator: ".")] == nil {
            request.slash = true
            parts.removeLast()
        }
        request.base = parts.joined(separator: ".")
        guard let entry = entries[request.base] else { return nil }
        if request.enclosure != nil, !entry.isEnclosable { return nil }
        if request.fill, request.enclosure == nil, entry.filled == nil { return nil }
        return (entry, request)
    }
}
