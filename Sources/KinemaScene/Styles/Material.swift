import KinemaCore

/// A translucent background material, as SwiftUI's `Material` (`.ultraThinMaterial` to
/// `.ultraThickMaterial`, `.bar`).
///
/// iOS blurs what is behind a material and tints it. Kinema draws the tint alone, in
/// light mode: white at an opacity growing with the thickness (ultra thin 0.35, thin
/// 0.5, regular 0.7, thick 0.85, ultra thick 0.93; the bar material is regular). Content
/// behind shows through it sharp rather than blurred, so a material over busy content
/// is clearer than on iOS; over a plain background the two agree closely.
nonisolated public struct Material: ShapeStyle, Hashable, PaintSource {
    /// The opacity of the white tint.
    internal let opacity: Double

    /// The thinnest material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A thin material.
    public static let thin = Material(opacity: 0.5)
    /// The regular material.
    public static let regular = Material(opacity: 0.7)
    /// A thick material.
    public static let thick = Material(opacity: 0.85)
    /// The thickest material.
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars (toolbars, tab bars): the regular material.
    public static let bar = Material(opacity: 0.7)

    internal var unresolved: UnresolvedPaint { .color(Color.white.opacity(opacity)) }
}

nonisolated extension ShapeStyle where Self == Material {
    /// The thinnest material (see ``Material``).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
