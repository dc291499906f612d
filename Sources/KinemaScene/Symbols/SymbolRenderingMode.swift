import Foundation
import KinemaCore

/// How the layers of a symbol are coloured, as SwiftUI's `SymbolRenderingMode` (see the
/// Symbols article for what each layer of Kinema's designs takes).
public struct SymbolRenderingMode: Hashable, Sendable {
    /// The modes.
    package enum Kind: Hashable, Sendable {
        case monochrome
        case multicolor
        case hierarchical
        case palette
    }

    /// Which mode.
    internal let kind: Kind

    /// A single layer filled with the foreground style: every layer in the primary style,
    /// holes cut through.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The layers in their inherent colours where they have them (the green of
    /// `checkmark.circle.fill`, the yellow triangle of `exclamationmark.triangle.fill`),
    /// else in the foreground style.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers at the levels of the foreground style: the primary layer in the primary
    /// style, the secondary in the secondary (the primary at a lower opacity when only one
    /// style is set), the tertiary in the tertiary.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each layer in its style of `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)`, in
    /// order: primary, secondary, tertiary (derived from the primary when only one is set).
    public static let palette = SymbolRenderingMode(kind: .palette)
}

/// Variants of symbols (`.fill`, `.circle`, `.slash`, ...), as SwiftUI's `SymbolVariants`:
/// the environment's variants are added to the names of the symbols inside, where a symbol
/// has them.
public struct SymbolVariants: Hashable, Sendable {
    /// The variants' names, as they are written in symbol names.
    internal let names: Set<String>

    /// Variants by name.
    internal init(names: Set<String>) { self.names = names }

    /// No variant: set it with `environment(\.symbolVariants, .none)` to draw symbols as
    /// named.
    public static let none = SymbolVariants(names: [])
    /// Filled (`heart.fill`).
    public static let fill = SymbolVariants(names: ["fill"])
    /// In a circle (`heart.circle`).
    public static let circle = SymbolVariants(names: ["circle"])
    /// In a rounded square (`heart.square`).
    public static let square = SymbolVariants(names: ["square"])
    /// In a rounded rectangle (`plus.rectangle`).
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// Crossed by a slash (`bell.slash`).
    public static let slash = SymbolVariants(names: ["slash"])

    /// These variants, filled.
    public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
    /// These variants, in a circle.
    public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
    /// These variants, in a square.
    public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(names: names.union(["rectangle"])) }
    /// These variants, slashed.
    public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }

    /// Whether these variants include every variant of `other`.
    /// - Parameter other: The variants looked for.
    public func contains(_ other: SymbolVariants) -> Bool { other.names.isSubset(of: names) }
}
