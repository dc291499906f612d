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

    /// Creates a font; a NaN, infinite or negative size is 0.
    public init(name: String? = nil, size: Double, weight: Weight = .regular) {
        self.name = name
        self.size = size.isFinite ? max(size, 0) : 0
        self.weight = weight
    }

    /// The system font of a size and weight.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

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

    /// Such as `system 17.0 w400`.
    public var description: String {
        "\(name ?? "system") \(formatNumber(size)) w\(weight.value)"
    }
}
