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

    /// The relative size of a symbol image.
    public enum Scale: Hashable, Sendable {
        /// Small.
        case small
        /// Medium (the default).
        case medium
        /// Large.
        case large
    }

    /// This image in a rendering mode. Kinema draws an image file's pixels as they are
    /// (`.template` is not applied) and symbols as their placeholder.
    /// - Parameter renderingMode: The mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// This image resampled at a quality. Kinema resamples with Cairo's good filter.
    /// - Parameter interpolation: The quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// This image with or without antialiased edges (Kinema: antialiased).
    /// - Parameter isAntialiased: Whether to antialias.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// This symbol in a rendering mode (its placeholder is drawn in the foreground style).
    /// - Parameter mode: The mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. Kinema draws
/// symbols as a placeholder in the foreground style whatever the mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers at the foreground style's levels.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground styles given.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of symbols (`.fill`, `.circle`, ...), as SwiftUI's `SymbolVariants`. Kinema
/// draws symbols as a placeholder whatever the variant.
public struct SymbolVariants: Hashable, Sendable {
    private let names: Set<String>
    /// No variant.
    public static let none = SymbolVariants(names: [])
    /// Filled.
    public static let fill = SymbolVariants(names: ["fill"])
    /// In a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(names: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// Slashed.
    public static let slash = SymbolVariants(names: ["slash"])

    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }
}

nonisolated extension View {
    /// Sets the rendering mode of symbols inside (their placeholders are drawn the same
    /// whatever the mode).
    /// - Parameter mode: The mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

    /// Sets the variant of symbols inside (their placeholders are drawn the same).
    /// - Parameter variant: The variant.
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }

    /// Sets the relative size of symbols inside (their placeholders are the font's size).
    /// - Parameter scale: The scale.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
}
