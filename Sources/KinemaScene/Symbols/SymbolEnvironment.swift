import Foundation
import KinemaCore
import KinemaGraphics

/// What the environment says about the symbols drawn in one place: their scale, variants,
/// rendering mode and weight (the font's unless `fontWeight(_:)` sets one).
nonisolated package struct SymbolEnvironment: Sendable, Equatable {
    /// The image scale (`imageScale(_:)`).
    internal var scale: Image.Scale = .medium
    /// The variants added to names (`symbolVariant(_:)`).
    internal var variants: SymbolVariants = .none
    /// The rendering mode (`symbolRenderingMode(_:)`), if set.
    internal var mode: SymbolRenderingMode?
    /// The font of symbols, its weight the one `fontWeight(_:)` sets when it does.
    package var font: Font = .body

    /// The symbol `image` (named `name`) resolved here, or `nil` when Kinema has no design
    /// for it: its lookup with these variants, its metrics in this font and scale, and its
    /// mode (the image's own, else this environment's, else multicolor for an image set to
    /// `renderingMode(.original)`, else monochrome).
    package func resolve(_ image: Image, named name: String) -> SymbolRendition? {
        guard let lookup = SymbolLookup(name: name, variants: variants) else { return nil }
        let metrics = SymbolMetrics(fontSize: font.size, weight: font.weight, scale: scale)
        let kind =
            (image.symbolRenderingMode ?? mode)?.kind
            ?? (image.templateRenderingMode == .original ? .multicolor : .monochrome)
        return SymbolRendition(lookup, metrics: metrics, mode: kind)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(
        scale: Image.Scale = .medium, variants: SymbolVariants = .none,
        mode: SymbolRenderingMode? = nil, font: Font = .body
    ) {
        self.scale = scale
        self.variants = variants
        self.mode = mode
        self.font = font
    }
}

extension ResolveContext {
    /// The symbol environment where resolution is.
    package var symbolEnvironment: SymbolEnvironment {
        var font = environment.font
        if let weight = environment.fontWeight { font.weight = weight }
        let values = environmentValues
        return SymbolEnvironment(
            scale: values.imageScale, variants: values.symbolVariants,
            mode: values.symbolRenderingMode, font: font)
    }
}

nonisolated extension Image {
    /// The size of the symbol `systemName` in `font` at the medium scale, or `nil` when
    /// Kinema has no design for it (for UIKit's `UIImage(systemName:)`, whose default
    /// configuration is the body font).
    package static func symbolSize(systemName: String, font: Font = .body) -> CGSize? {
        SymbolEnvironment(font: font).resolve(Image(systemName: systemName), named: systemName)?
            .size
    }
}
