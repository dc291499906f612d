import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension GraphicsContext {
    /// A view of a canvas's symbols, ready to draw, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`: get one with ``resolveSymbol(id:)``.
    ///
    /// Kinema lays the view out for the rectangle it is drawn in and draws it at rest: its
    /// animations do not run, and `@State` inside it keeps its initial value.
    public struct ResolvedSymbol {
        /// The symbol's position among the canvas's symbols.
        internal let index: Int
        /// The size of the symbol: its size when proposed the canvas's size.
        public let size: CGSize
    }

    /// The view of the canvas's symbols tagged `id` (the first, when several share the
    /// tag), or `nil` when none is.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let star = context.resolveSymbol(id: "star") {
    ///         context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Image(systemName: "star.fill").tag("star")
    /// }
    /// ```
    /// - Parameter id: The tag given to the view with `tag(_:)`.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let wanted = AnyHashable(id)
        guard let index = recording.symbolTags.firstIndex(where: { $0 == wanted }) else {
            return nil
        }
        return ResolvedSymbol(index: index, size: recording.symbolSize(of: index))
    }

    /// Draws a symbol laid out in `rect` (in the current coordinates): the view is
    /// proposed the rectangle's size and centred in it, as in a frame. The context's
    /// transform, clips, filters, opacity and blend mode apply to it as a whole.
    /// - Parameters:
    ///   - symbol: The symbol, from ``resolveSymbol(id:)``.
    ///   - rect: The rectangle to lay it out in.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite
        else {
            recording.diagnose("symbol drawn in a non-finite rectangle \(rect); not drawn")
            return
        }
        let frame = rect.standardized
        let items = recording.symbolItems(of: symbol.index, in: frame.size)
        guard !items.isEmpty else { return }
        let place = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .concatenating(transform)
        let groups = openGroups(opacityGroup: true)
        for item in items { recording.items.append(item.mapped(by: place)) }
        for _ in 0..<groups { recording.items.append(.endGroup) }
    }

    /// Draws a symbol at its size with its `anchor` point at `point` (in the current
    /// coordinates).
    /// - Parameters:
    ///   - symbol: The symbol, from ``resolveSymbol(id:)``.
    ///   - point: Where the anchor goes.
    ///   - anchor: The point of the symbol's frame placed at `point`; its centre unless
    ///     given.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(
            x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }
}

/// A symbol and the size of the frame it is laid out in: the key of its drawn items.
nonisolated internal struct SymbolFrame: Hashable {
    internal let index: Int
    internal let width: Double
    internal let height: Double
}

nonisolated extension CanvasRecording {
    /// The size of symbol `index` proposed the canvas's size, computed once.
    internal func symbolSize(of index: Int) -> CGSize {
        if let size = symbolSizes[index] { return size }
        let size = symbols.size(ofSymbol: index, proposing: self.size, measurer: measurer)
        symbolSizes[index] = size
        return size
    }

    /// The items of symbol `index` laid out in a frame of `size`, drawn once per size.
    ///
    /// A graphics context exists only while a canvas's renderer runs, on the main actor
    /// (`CanvasRenderer`), so the symbol is drawn there.
    internal func symbolItems(of index: Int, in size: CGSize) -> [DisplayItem] {
        let key = SymbolFrame(index: index, width: size.width, height: size.height)
        if let items = symbolItems[key] { return items }
        let (symbols, measurer) = (symbols, measurer)
        let items = MainActor.assumeIsolated {
            symbols.items(ofSymbol: index, in: size, measurer: measurer)
        }
        symbolItems[key] = items
        return items
    }
}
