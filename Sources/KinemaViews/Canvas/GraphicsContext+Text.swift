import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

nonisolated extension GraphicsContext {
    /// Text prepared for drawing in a canvas: its font and colour resolved from the
    /// canvas's environment, measured by the scene's measurer.
    public struct ResolvedText {
        internal let text: Text
        internal let font: Font
        internal let measurer: any TextMeasurer

        /// The shading of the glyphs (``Shading/foreground`` unless the text has a
        /// colour of its own); gradients colour text with their first stop.
        public var shading: Shading

        /// The size of the text laid out in `size` (wrapped at its width; a non-finite
        /// width lays it out on its own lines).
        public func measure(in size: CGSize) -> CGSize {
            measurer.size(of: text.string, font: font, proposal: proposal(in: size))
        }

        /// The distance from the top of the text laid out in `size` to its first line's
        /// baseline (the measurer's: Pango's font metrics, or an estimate; see
        /// `TextMeasurer.baselines(of:font:proposal:)`).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measurer.baselines(of: text.string, font: font, proposal: proposal(in: size)).first
        }

        /// The distance from the top of the text laid out in `size` to its last line's
        /// baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measurer.baselines(of: text.string, font: font, proposal: proposal(in: size)).last
        }

        /// The proposal of a layout in `size`: its width, when finite.
        private func proposal(in size: CGSize) -> ProposedViewSize {
            let width: CGFloat? = size.width.isFinite ? max(size.width, 0) : nil
            return ProposedViewSize(width: width, height: nil)
        }
    }

    /// An image prepared for drawing in a canvas.
    public struct ResolvedImage {
        internal let image: Image
        /// The image's size in points (its given size, else the measurer's; 0 by 0 when
        /// neither knows it).
        public internal(set) var size: CGSize
        /// The distance from the top of the image to its baseline: a symbol's font
        /// baseline, the bottom of other images.
        public var baseline: CGFloat { symbol.map { CGFloat($0.baseline) } ?? size.height }
        /// A shading for template images: the colour of every layer of a symbol (its
        /// layers take the context's foreground levels when `nil`); recorded for image
        /// files, whose pixels Kinema draws as they are.
        public var shading: Shading?
        /// The symbol this image draws, when it is one Kinema has a design for.
        internal var symbol: SymbolRendition?
    }

    /// Resolves `text` in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        var font = text.font ?? recording.font
        if let weight = text.weight { font.weight = weight }
        let shading = text.paint.map { Shading(storage: .paint($0)) } ?? .foreground
        return ResolvedText(text: text, font: font, measurer: recording.measurer, shading: shading)
    }

    /// Resolves `image`, measuring it when it has no size of its own. A symbol
    /// (`Image(systemName:)`) takes the font, scale, variants and rendering mode of the
    /// canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        if case .symbol(let name) = image.placeholder {
            return resolveSymbol(image, named: name)
        }
        var size = image.size ?? recording.measurer.imageSize(atPath: image.path)
        if size == nil {
            recording.diagnose("image \(image.path): size unknown; 0x0")
        }
        size = size.map {
            CGSize(
                width: $0.width.isFinite ? max($0.width, 0) : 0,
                height: $0.height.isFinite ? max($0.height, 0) : 0)
        }
        return ResolvedImage(image: image, size: size ?? .zero, shading: nil)
    }

    /// Draws resolved text wrapped in `rect`, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let size = text.measure(in: rect.size)
        draw(text, origin: rect.origin, size: CGSize(width: rect.width, height: size.height))
    }

    /// Draws resolved text on its natural lines with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, origin: origin, size: size)
    }

    /// Draws text wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws text with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func draw(_ text: ResolvedText, origin: CGPoint, size: CGSize) {
        let paint = text.shading.paint(
            in: CGRect(origin: origin, size: size), styles: recording.styles,
            opacity: opacity)
        let run = TextRun(
            string: text.text.string, font: text.font, color: paint.representativeColor,
            origin: origin, size: size, transform: transform)
        record(.text(run))
    }

    /// Draws a resolved image stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        if let symbol = image.symbol {
            draw(symbol, shading: image.shading, in: rect)
            return
        }
        if case .symbol = image.image.placeholder {
            drawSymbolPlaceholder(shading: image.shading, in: rect)
            return
        }
        record(
            .image(ImageItem(path: image.image.path, rect: rect, transform: transform)),
            opacityGroup: true)
    }

    /// Draws a resolved image at its size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(
            x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws an image stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
