import Foundation

/// A color: red, green and blue components in the extended sRGB color space,
/// and an opacity.
///
/// Kinema's `Color` is a plain RGBA value, where SwiftUI's resolves against an
/// environment; the named colors are SwiftUI's light-mode values.
///
/// ```swift
/// let accent = Color(red: 0.2, green: 0.4, blue: 1)
/// let faded = accent.opacity(0.5)
/// ```
///
/// ## Input rules
///
/// - Red, green and blue keep values outside `0...1`, as SwiftUI's extended
///   sRGB does (wide-gamut and HDR colors). NaN becomes 0, and values are
///   clamped to `-maximumComponentMagnitude...maximumComponentMagnitude`, so
///   infinities become ±1,000,000 and every derived value stays finite.
/// - Opacity is clamped to `0...1`; NaN becomes 0.
@frozen
public struct Color: Hashable, Sendable {
    /// The red component in extended sRGB.
    @usableFromInline internal var storedRed: Double
    /// The green component in extended sRGB.
    @usableFromInline internal var storedGreen: Double
    /// The blue component in extended sRGB.
    @usableFromInline internal var storedBlue: Double
    /// The opacity, in `0...1`.
    @usableFromInline internal var storedOpacity: Double

    /// The largest magnitude a red, green or blue component may have: larger
    /// magnitudes and infinities are clamped to it. Kinema's own.
    public static let maximumComponentMagnitude: Double = 1_000_000

    /// A profile that specifies how to interpret red, green and blue components.
    @frozen
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended sRGB color space: sRGB primaries, sRGB transfer function.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space: P3 primaries, sRGB transfer function.
        case displayP3
    }

    /// Creates a color from already checked extended sRGB components.
    @inlinable
    internal init(checkedRed red: Double, green: Double, blue: Double, opacity: Double) {
        (storedRed, storedGreen, storedBlue, storedOpacity) = (red, green, blue, opacity)
    }

    /// Creates a constant color from red, green and blue components in
    /// `colorSpace`, converted to extended sRGB.
    ///
    /// Components outside `0...1` are kept; see the type's input rules for NaN,
    /// infinity and opacity.
    ///
    /// - Parameters:
    ///   - colorSpace: How to interpret the components; sRGB by default.
    ///   - red: The amount of red, nominally in `0...1`.
    ///   - green: The amount of green, nominally in `0...1`.
    ///   - blue: The amount of blue, nominally in `0...1`.
    ///   - opacity: The opacity, from 0 (transparent) to 1 (opaque, the default).
    @inlinable
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) {
        let (r, g, b) = (Self.clean(red), Self.clean(green), Self.clean(blue))
        let sRGB: (Double, Double, Double)
        switch colorSpace {
        case .sRGB:
            sRGB = (r, g, b)
        case .sRGBLinear:
            sRGB = (Self.encode(r), Self.encode(g), Self.encode(b))
        case .displayP3:
            let p3 = (Self.decode(r), Self.decode(g), Self.decode(b))
            let linear = Self.linearSRGB(fromLinearDisplayP3: p3)
            sRGB = (Self.encode(linear.0), Self.encode(linear.1), Self.encode(linear.2))
        }
        self.init(
            checkedRed: Self.clean(sRGB.0), green: Self.clean(sRGB.1), blue: Self.clean(sRGB.2),
            opacity: Self.cleanOpacity(opacity)
        )
    }

    /// Creates a constant gray color: `white` in every component of `colorSpace`.
    ///
    /// - Parameters:
    ///   - colorSpace: How to interpret `white`; sRGB by default.
    ///   - white: 0 is black and 1 is white.
    ///   - opacity: The opacity, from 0 (transparent) to 1 (opaque, the default).
    @inlinable
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant color from hue, saturation and brightness (HSB, also
    /// called HSV) in sRGB.
    ///
    /// The hue wraps around: it is taken modulo 1, so -0.25 is 0.75 and 1 is 0.
    /// Saturation and brightness are clamped to `0...1`. A NaN or infinite hue is 0,
    /// a NaN saturation or brightness is 0.
    ///
    /// - Parameters:
    ///   - hue: The angle on the color wheel as a fraction of a turn: 0 red,
    ///     1/3 green, 2/3 blue.
    ///   - saturation: 0 gives a gray, 1 the pure hue.
    ///   - brightness: 0 gives black.
    ///   - opacity: The opacity, from 0 (transparent) to 1 (opaque, the default).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        var turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        if turn >= 1 { turn = 0 }  // -1e-17 - floor(-1e-17) rounds to 1
        let s = Self.cleanOpacity(saturation)
        let v = Self.cleanOpacity(brightness)
        let sector = turn * 6
        let index = Int(sector.rounded(.down))
        let fraction = sector - Double(index)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let rgb: (Double, Double, Double)
        switch index {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(checkedRed: rgb.0, green: rgb.1, blue: rgb.2, opacity: Self.cleanOpacity(opacity))
    }

    /// The red component in extended sRGB. Kinema's own.
    @inlinable
    public var red: Double { storedRed }

    /// The green component in extended sRGB. Kinema's own.
    @inlinable
    public var green: Double { storedGreen }

    /// The blue component in extended sRGB. Kinema's own.
    @inlinable
    public var blue: Double { storedBlue }

    /// The opacity, in `0...1`. Kinema's own.
    @inlinable
    public var opacity: Double { storedOpacity }

    /// This color with its opacity multiplied by `opacity`, as SwiftUI's
    /// `opacity(_:)` does; the factor is clamped to `0...1` and NaN is 0.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        var result = self
        result.storedOpacity = storedOpacity * Self.cleanOpacity(opacity)
        return result
    }

    /// A red, green or blue component made finite: NaN is 0, magnitudes clamped.
    @inlinable
    internal static func clean(_ component: Double) -> Double {
        if component.isNaN { return 0 }
        return Swift.min(
            Swift.max(component, -maximumComponentMagnitude), maximumComponentMagnitude)
    }

    /// A value clamped to `0...1`, NaN being 0.
    @inlinable
    internal static func cleanOpacity(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}

extension Color: CustomStringConvertible {
    /// `Color(red: …, green: …, blue: …, opacity: …)`, in extended sRGB.
    public var description: String {
        "Color(red: \(storedRed), green: \(storedGreen), blue: \(storedBlue), opacity: \(storedOpacity))"
    }
}
