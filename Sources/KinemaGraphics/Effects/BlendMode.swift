/// How a view's colours combine with what lies beneath it, as SwiftUI's `BlendMode`.
///
/// The separable and non-separable modes follow the W3C *Compositing and Blending*
/// formulas (source over with the blend function `B`):
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`, `αo = αs + αb·(1 − αs)`.
/// ``sourceAtop``, ``destinationOver`` and ``destinationOut`` are Porter-Duff operators;
/// ``plusLighter`` adds (clamped to 1) and ``plusDarker`` is Core Graphics'
/// `max(0, 1 − ((1 − D) + (1 − S)))` with alpha `min(1, αs + αb)`.
nonisolated public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Source over: the view drawn on top.
    case normal
    /// `B = Cb · Cs`.
    case multiply
    /// `B = Cb + Cs − Cb · Cs`.
    case screen
    /// Hard light with source and backdrop swapped.
    case overlay
    /// `B = min(Cb, Cs)`.
    case darken
    /// `B = max(Cb, Cs)`.
    case lighten
    /// `B = min(1, Cb / (1 − Cs))` (0 when `Cb` is 0, 1 when `Cs` is 1).
    case colorDodge
    /// `B = 1 − min(1, (1 − Cb) / Cs)` (1 when `Cb` is 1, 0 when `Cs` is 0).
    case colorBurn
    /// The W3C soft light.
    case softLight
    /// Multiply or screen by the source: `Cs ≤ 0.5 ? Cb · 2Cs : screen(Cb, 2Cs − 1)`.
    case hardLight
    /// `B = |Cb − Cs|`.
    case difference
    /// `B = Cb + Cs − 2 · Cb · Cs`.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity.
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The source where the backdrop is, over it; the backdrop elsewhere.
    case sourceAtop
    /// The backdrop over the source.
    case destinationOver
    /// The backdrop where the source is not.
    case destinationOut
    /// `max(0, 1 − ((1 − D) + (1 − S)))`: darker than multiply.
    case plusDarker
    /// `min(1, S + D)`: additive.
    case plusLighter
}
