import Foundation

nonisolated extension Image {
    /// How an image draws its pixels: as they are, or as a template tinted by the
    /// foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The pixels as they are.
        case original
        /// The alpha, tinted by the foreground style.
        case template
    }

    /// The quality of an image's resampling.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest pixel.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }

    /// A scale of symbol images relative to the text beside them, as SwiftUI's
    /// `Image.Scale`: set it with `imageScale(_:)` (see the Symbols article for the sizes).
    public enum Scale: Hashable, Sendable {
        /// About 20% smaller than medium: a symbol the height of the font's capitals.
        case small
        /// The default: a symbol that matches the size of the text.
        case medium
        /// About 30% larger than medium.
        case large
    }

    /// This image in a rendering mode. Kinema draws an image file's pixels as they are
    /// (`.template` is not applied); a symbol with `.original` draws in its own colours
    /// (``SymbolRenderingMode/multicolor``) unless a symbol rendering mode is set, and with
    /// `.template` in the foreground style (``SymbolRenderingMode/monochrome``).
    /// - Parameter renderingMode: The mode; `nil` for the default.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRenderingMode = renderingMode
        return image
    }

    /// This image resampled at a quality. Kinema resamples with Cairo's good filter.
    /// - Parameter interpolation: The quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// This image with or without antialiased edges (Kinema: antialiased).
    /// - Parameter isAntialiased: Whether to antialias.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
