/// The font of a text run: a family, a size in pixels and a numeric weight.
///
/// Kinema's own value for the Cairo backend; the scene's `Font` maps onto it. Weights are
/// the OpenType / CSS numbers Pango uses: SwiftUI's `Font.Weight` cases `ultraLight`,
/// `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy` and `black` are 100,
/// 200, ..., 900.
///
/// **Bad input.** A size that is NaN, infinite, zero or negative makes an empty font: text
/// measures as zero and draws nothing. Weights are clamped to 100...1000. An empty family
/// means ``defaultFamily``; a family that is not installed falls back through fontconfig.
public struct TextFont: Hashable, Sendable {
    /// The system font's family: "Inter Display" from Debian's `fonts-inter`, the family
    /// closest to SF Pro's widths, or "DejaVu Sans" where it is not installed (see
    /// ``SystemFontFamily``). The same file, and so the same metrics, on every machine that
    /// has the package.
    public static let defaultFamily = SystemFontFamily.resolved

    /// The font family, such as "Inter Display".
    public var family: String

    /// The size in pixels (points at scale 1): the em size, as `Font.system(size:)`.
    public var size: Double

    /// The weight, 100 (thin) to 1000; 400 is regular and 700 bold.
    public var weight: Int

    /// Whether the face is italic (or oblique, for families such as DejaVu Sans whose
    /// slanted face is an oblique one).
    public var isItalic: Bool

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - family: The family; the system font's (``defaultFamily``) by default.
    ///   - size: The em size in pixels.
    ///   - weight: 100...1000; 400 (regular) by default.
    ///   - italic: Whether the face is italic; upright by default.
    public init(
        family: String = TextFont.defaultFamily, size: Double, weight: Int = 400,
        italic: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = italic
    }

    /// Whether the size can be drawn: finite and positive.
    var isDrawable: Bool { size.isFinite && size > 0 }

    /// ``weight`` within 100...1000.
    var clampedWeight: Int { min(max(weight, 100), 1000) }

    /// ``family``, or ``defaultFamily`` when it is empty.
    var effectiveFamily: String { family.isEmpty ? Self.defaultFamily : family }
}

/// The size and baselines of laid-out text, in pixels, from the top left of its box.
public struct TextMeasurement: Hashable, Sendable {
    /// The logical width: the advance of the widest line.
    public var width: Double
    /// The logical height: the lines' heights (ascent + descent + line gap each).
    public var height: Double
    /// The distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// The distance from the top to the last line's baseline.
    public var lastBaseline: Double
    /// The number of lines after wrapping.
    public var lineCount: Int

    /// A measurement of nothing: zero size, no lines.
    public static let zero = TextMeasurement(
        width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)

    /// Creates a measurement.
    public init(
        width: Double, height: Double, firstBaseline: Double, lastBaseline: Double,
        lineCount: Int
    ) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}
