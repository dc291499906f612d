import Foundation

/// A font: a size, a weight and an optional family name, as SwiftUI's `Font` resolved
/// (Kinema keeps the numbers so that measurers and backends can use them).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        /// The weight on the CSS scale (100 thin ... 900 black; 400 regular).
        public var value: Int

        /// Creates a weight from its CSS value.
        public init(value: Int) { self.value = value }

        /// 100.
        public static let ultraLight = Weight(value: 100)
        /// 200.
        public static let thin = Weight(value: 200)
        /// 300.
        public static let light = Weight(value: 300)
        /// 400.
        public static let regular = Weight(value: 400)
        /// 500.
        public static let medium = Weight(value: 500)
        /// 600.
        public static let semibold = Weight(value: 600)
        /// 700.
        public static let bold = Weight(value: 700)
        /// 800.
        public static let heavy = Weight(value: 800)
        /// 900.
        public static let black = Weight(value: 900)
    }

    /// The family name, or `nil` for the system font (the backend's default).
    public var name: String?
    /// The point size.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the face is italic (Inter's italic faces for the system font, DejaVu's
    /// oblique faces for the monospaced design).
    public var isItalic = false

    /// Creates a font; a NaN, infinite or negative size is 0.
    public init(name: String? = nil, size: Double, weight: Weight = .regular) {
        self.name = name
        self.size = size.isFinite ? max(size, 0) : 0
        self.weight = weight
    }

    /// The system font of a size, weight and design.
    ///
    /// Designs map to the DejaVu families every machine with `fonts-dejavu-core` has:
    /// `.monospaced` is DejaVu Sans Mono, `.serif` DejaVu Serif; `.rounded` (SF Pro Rounded
    /// exists only on Apple platforms) is the system font.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design? = nil)
        -> Font
    {
        Font(name: design?.family, size: size, weight: weight)
    }

    /// The system font of a text style (its iOS size at the large Dynamic Type size), with
    /// a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
        -> Font
    {
        let base = style.font
        return Font(name: design?.family, size: base.size, weight: weight ?? base.weight)
    }

    /// This font's design as monospaced (DejaVu Sans Mono).
    public func monospaced() -> Font {
        var font = self
        font.name = Design.monospaced.family
        return font
    }

    /// This font with digits of equal widths: the font as it is (Kinema does not switch to
    /// tabular digits yet; see `Text/monospacedDigit()`).
    public func monospacedDigit() -> Font { self }

    /// A font by family name and size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name, size: size)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// 34 pt (iOS's large title).
    public static let largeTitle = Font(size: 34)
    /// 28 pt.
    public static let title = Font(size: 28)
    /// 22 pt.
    public static let title2 = Font(size: 22)
    /// 20 pt.
    public static let title3 = Font(size: 20)
    /// 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 15 pt.
    public static let subheadline = Font(size: 15)
    /// 17 pt: the default.
    public static let body = Font(size: 17)
    /// 16 pt.
    public static let callout = Font(size: 16)
    /// 13 pt.
    public static let footnote = Font(size: 13)
    /// 12 pt.
    public static let caption = Font(size: 12)
    /// 11 pt.
    public static let caption2 = Font(size: 11)

    /// The design of a system font, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        /// The system font.
        case `default`
        /// A serif face (DejaVu Serif).
        case serif
        /// A rounded face (the system font on Linux).
        case rounded
        /// A monospaced face (DejaVu Sans Mono).
        case monospaced

        /// The family the design maps to; `nil` for the system font.
        package var family: String? {
            switch self {
            case .default, .rounded: nil
            case .serif: "DejaVu Serif"
            case .monospaced: "DejaVu Sans Mono"
            }
        }
    }

    /// A text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// The style's font.
        internal var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// Such as `system 17.0 w400`, or `system 17.0 w400 italic`.
    public var description: String {
        "\(name ?? "system") \(formatNumber(size)) w\(weight.value)" + (isItalic ? " italic" : "")
    }
}
