// How colors animate: in linear light, premultiplied by opacity, scaled by 128.

extension Color: Animatable {
    /// The factor SwiftUI applies to color components in their animatable data,
    /// so that unit-range components settle under the absolute thresholds that
    /// animations use for every value.
    @usableFromInline
    internal static let animatableScale: Double = 128

    /// The color as nested pairs (red, (green, (blue, opacity))) of linear-light
    /// components premultiplied by opacity, each scaled by 128.
    ///
    /// Colors therefore interpolate in linear light, as SwiftUI's do: the
    /// midpoint of red and green is the mean of their linear components, not of
    /// their sRGB ones.
    ///
    /// The data is premultiplied (Kinema's choice, which SwiftUI does not
    /// document) so that fading to or from `clear` keeps the hue instead of
    /// passing through dark, half-transparent colors: the midpoint of `red` and
    /// `clear` is `red` at opacity 0.5.
    ///
    /// Setting the data divides out the opacity and clamps the result by the
    /// input rules of ``Color``: an opacity of 0 or less (or NaN) gives `clear`,
    /// an opacity above 1 (a spring's overshoot) gives an opaque color, and NaN
    /// components become 0. Round trips through the data keep the components of
    /// a color with positive opacity to within rounding; a transparent color
    /// loses its red, green and blue.
    @inlinable
    public var animatableData:
        AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>
    {
        get {
            let weight = storedOpacity * Self.animatableScale
            return AnimatablePair(
                Self.decode(storedRed) * weight,
                AnimatablePair(
                    Self.decode(storedGreen) * weight,
                    AnimatablePair(Self.decode(storedBlue) * weight, weight)
                )
            )
        }
        set {
            let weight = newValue.second.second.second
            guard weight > 0 else {
                self = .clear
                return
            }
            // Divide by the unclamped weight: an overshooting opacity scaled the
            // premultiplied components by the same factor.
            storedRed = Self.clean(Self.encode(newValue.first / weight))
            storedGreen = Self.clean(Self.encode(newValue.second.first / weight))
            storedBlue = Self.clean(Self.encode(newValue.second.second.first / weight))
            storedOpacity = Self.cleanOpacity(weight / Self.animatableScale)
        }
    }
}
