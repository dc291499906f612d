import Foundation
import KinemaCore
import KinemaGraphics

nonisolated extension Color {
    /// A colour from an asset catalog, as SwiftUI's `Color(_:bundle:)`: on Linux there
    /// is no asset catalog, so every name gives ``assetPlaceholder``, and a scene that
    /// draws it reports a diagnostic. Replace it with explicit components (or a colour of
    /// your own palette) for the real colour.
    ///
    /// ```swift
    /// Rectangle().fill(Color("AccentPink"))  // magenta, with a diagnostic
    /// ```
    /// - Parameters:
    ///   - name: The name of the colour set in the catalog (not read).
    ///   - bundle: The bundle of the catalog (not read).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = .assetPlaceholder
    }

    /// What every asset-catalog colour (``init(_:bundle:)``) draws as: opaque magenta,
    /// the colour graphics tools give missing colours, so it stands out.
    ///
    /// Its green component is a negligible negative amount (−2⁻⁴⁰, drawn as 0): that is
    /// how resolution tells it from a magenta of your own, and reports it.
    public static let assetPlaceholder = Color(red: 1, green: -0x1p-40, blue: 1)

    /// Whether the colour is ``assetPlaceholder``.
    internal var isAssetPlaceholder: Bool { self == .assetPlaceholder }
}

nonisolated extension UnresolvedPaint {
    /// Whether the paint uses the asset-catalog placeholder (as a colour or a stop).
    internal var usesAssetPlaceholder: Bool {
        switch self {
        case .color(let c): return c.isAssetPlaceholder
        case .contextual, .image: return false
        case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _),
            .elliptical(let g, _, _, _):
            return g.stops.contains { $0.color.isAssetPlaceholder }
        case .mesh(let m):
            return (m.vertexColors + [m.background]).contains { $0.isAssetPlaceholder }
        }
    }
}

extension ResolveContext {
    /// Reports a paint that draws an asset-catalog colour's placeholder.
    internal mutating func diagnoseAssetColor(in paint: UnresolvedPaint) {
        guard paint.usesAssetPlaceholder else { return }
        diagnose(
            "Color(_:bundle:) names an asset-catalog colour, and Linux has no asset catalog: "
                + "drawn as Color.assetPlaceholder (magenta)")
    }
}
