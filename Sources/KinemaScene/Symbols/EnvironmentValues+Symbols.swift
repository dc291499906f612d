import Foundation
import KinemaCore

extension EnvironmentValues {
    /// The rendering mode of symbols inside; `nil` (the default) draws them in their
    /// default mode, monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variants added to the names of symbols inside; none unless set.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The scale of symbols inside relative to their font; medium unless set.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

nonisolated extension View {
    /// Sets the rendering mode of symbols inside.
    ///
    /// ```swift
    /// Image(systemName: "exclamationmark.triangle.fill")
    ///     .symbolRenderingMode(.palette)
    ///     .foregroundStyle(.yellow, .cyan)
    /// ```
    /// - Parameter mode: The mode; `nil` for the default (monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        environment(\.symbolRenderingMode, mode)
    }

    /// Adds a variant to the symbols inside: `Image(systemName: "heart")` with
    /// `.symbolVariant(.fill)` draws `heart.fill`. Variants add up
    /// (`.symbolVariant(.circle)` around `.symbolVariant(.fill)` gives `.circle.fill`);
    /// a symbol without the variant is drawn without it.
    /// - Parameter variant: The variant.
    public func symbolVariant(_ variant: SymbolVariants)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        modifier(
            _EnvironmentValuesModifier {
                $0.symbolVariants = SymbolVariants(
                    names: $0.symbolVariants.names.union(variant.names))
            })
    }

    /// Sets the scale of symbols inside relative to their font: `.small`, `.medium` (the
    /// default) or `.large`.
    /// - Parameter scale: The scale.
    public func imageScale(_ scale: Image.Scale)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        environment(\.imageScale, scale)
    }
}

nonisolated extension Image {
    /// This symbol in a rendering mode, whatever the environment's.
    /// - Parameter mode: The mode; `nil` for the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}
