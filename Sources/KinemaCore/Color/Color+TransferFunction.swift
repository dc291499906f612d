import Foundation

// The sRGB transfer function of IEC 61966-2-1 and the Display P3 primaries.
//
// decode (sRGB -> linear):  c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4
// encode (linear -> sRGB):  l <= 0.04045 / 12.92 ? 12.92 l : 1.055 l^(1/2.4) - 0.055
//
// The standard writes the encoding threshold as 0.0031308; Kinema uses
// 0.04045 / 12.92 (= 0.00313080495...) instead, so that the two branches of
// encode and decode meet at the same point and every round trip takes the same
// branch both ways. (The power branch at 0.04045 gives 0.00313080728..., above
// the threshold, so the two thresholds are consistent.) Negative components
// mirror the curve: f(-x) = -f(x), as Apple's extended sRGB does.
//
// The power branch of encode is evaluated as 1 + 1.055 (l^(1/2.4) - 1), equal to
// 1.055 l^(1/2.4) - 0.055, so that linear 1 encodes to exactly 1 (the textbook
// form gives 0.9999999999999999 because 1.055 and 0.055 are not exact binary numbers).

extension Color {
    /// The sRGB component at and below which decoding is linear (division by 12.92).
    @usableFromInline
    internal static let decodeThreshold: Double = 0.04045

    /// The linear value of `decodeThreshold`: below it the encoding is linear.
    @usableFromInline
    internal static let encodeThreshold: Double = 0.04045 / 12.92

    /// The linear-light value of the sRGB-encoded component `c`.
    @inlinable
    internal static func decode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear =
            magnitude <= decodeThreshold
            ? magnitude / 12.92
            : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// The sRGB-encoded value of the linear-light component `l`.
    @inlinable
    internal static func encode(_ l: Double) -> Double {
        let magnitude = abs(l)
        let encoded =
            magnitude <= encodeThreshold
            ? magnitude * 12.92
            : 1 + 1.055 * (pow(magnitude, 1 / 2.4) - 1)
        return l < 0 ? -encoded : encoded
    }

    /// Linear Display P3 components converted to linear sRGB components.
    ///
    /// The matrix is `M_sRGB^-1 * M_P3`, each `M` mapping linear RGB to CIE XYZ
    /// from the primaries' chromaticities (sRGB: R 0.64/0.33, G 0.30/0.60,
    /// B 0.15/0.06; Display P3: R 0.680/0.320, G 0.265/0.690, B 0.150/0.060)
    /// and the shared D65 white point (0.3127/0.3290). P3 red comes out as
    /// extended sRGB (1.0931, -0.2267, -0.1501), as CSS Color 4 lists it.
    @inlinable
    internal static func linearSRGB(
        fromLinearDisplayP3 p3: (Double, Double, Double)
    ) -> (Double, Double, Double) {
        (
            1.224_940_176_280_559_6 * p3.0 - 0.224_940_176_280_559_7 * p3.1,
            -0.042_056_954_709_688_02 * p3.0 + 1.042_056_954_709_688 * p3.1,
            -0.019_637_554_590_334_45 * p3.0 - 0.078_636_045_550_631_78 * p3.1
                + 1.098_273_600_140_966 * p3.2
        )
    }

    /// The red component in linear light (extended linear sRGB). Kinema's own,
    /// named as SwiftUI's `Color.Resolved.linearRed`.
    @inlinable
    public var linearRed: Double { Self.decode(storedRed) }

    /// The green component in linear light (extended linear sRGB). Kinema's own.
    @inlinable
    public var linearGreen: Double { Self.decode(storedGreen) }

    /// The blue component in linear light (extended linear sRGB). Kinema's own.
    @inlinable
    public var linearBlue: Double { Self.decode(storedBlue) }
}
