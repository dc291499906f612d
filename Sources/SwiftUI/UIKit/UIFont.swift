#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's font, as an iOS file sees it through `import SwiftUI`: the system font at a
    /// size and weight, a text style's font (its size at the default Dynamic Type size), or
    /// a named font. `Font(_:)` makes the SwiftUI font it stands for.
    public final class UIFont: Sendable {
        /// A weight, as UIKit's `UIFont.Weight` (-1...1, regular 0).
        public struct Weight: RawRepresentable, Hashable, Sendable {
            /// The weight.
            public var rawValue: CGFloat
            /// A weight of `rawValue`.
            /// - Parameter rawValue: -1...1.
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            /// A weight of `rawValue`.
            /// - Parameter rawValue: -1...1.
            public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

            /// -0.8.
            public static let ultraLight = Weight(-0.8)
            /// -0.6.
            public static let thin = Weight(-0.6)
            /// -0.4.
            public static let light = Weight(-0.4)
            /// 0.
            public static let regular = Weight(0)
            /// 0.23.
            public static let medium = Weight(0.23)
            /// 0.3.
            public static let semibold = Weight(0.3)
            /// 0.4.
            public static let bold = Weight(0.4)
            /// 0.56.
            public static let heavy = Weight(0.56)
            /// 0.62.
            public static let black = Weight(0.62)

            /// The SwiftUI weight nearest it.
            internal var fontWeight: Font.Weight {
                let table: [(CGFloat, Font.Weight)] = [
                    (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                    (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
                    (0.62, .black),
                ]
                let value = rawValue.isFinite ? rawValue : 0
                return table.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
            }
        }

        /// A text style, as UIKit's `UIFont.TextStyle`.
        public struct TextStyle: RawRepresentable, Hashable, Sendable {
            /// The style's name.
            public var rawValue: String
            /// A style named `rawValue`.
            /// - Parameter rawValue: The name.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// 34 points.
            public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
            /// 28 points.
            public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
            /// 22 points.
            public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
            /// 20 points.
            public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
            /// 17 points semibold.
            public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
            /// 15 points.
            public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
            /// 17 points.
            public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
            /// 16 points.
            public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
            /// 13 points.
            public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
            /// 12 points.
            public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
            /// 11 points.
            public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

            /// The SwiftUI style.
            internal var style: Font.TextStyle {
                switch self {
                case .largeTitle: .largeTitle
                case .title1: .title
                case .title2: .title2
                case .title3: .title3
                case .headline: .headline
                case .subheadline: .subheadline
                case .callout: .callout
                case .footnote: .footnote
                case .caption1: .caption
                case .caption2: .caption2
                default: .body
                }
            }
        }

        /// The size in points.
        public let pointSize: CGFloat
        /// The font's name (".SFUI" for the system font).
        public let fontName: String
        /// The weight of a system font.
        internal let weight: Weight
        /// Whether it is a system font (else a named one).
        internal let isSystem: Bool

        private init(name: String, size: CGFloat, weight: Weight, isSystem: Bool) {
            fontName = name
            pointSize = size.isFinite ? max(size, 0) : 17
            self.weight = weight
            self.isSystem = isSystem
        }

        /// A font named `fontName`; Kinema draws it through Pango, which falls back to the
        /// system font where the machine lacks it.
        /// - Parameters:
        ///   - fontName: The font's name.
        ///   - size: Its size.
        public convenience init?(name fontName: String, size: CGFloat) {
            self.init(name: fontName, size: size, weight: .regular, isSystem: false)
        }

        /// The system font at `fontSize` and `weight`.
        /// - Parameters:
        ///   - fontSize: The size.
        ///   - weight: The weight.
        /// - Returns: The font.
        public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular)
            -> UIFont
        {
            UIFont(name: ".SFUI", size: fontSize, weight: weight, isSystem: true)
        }

        /// The bold system font at `fontSize`.
        /// - Parameter fontSize: The size.
        /// - Returns: The font.
        public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .bold)
        }

        /// The monospaced system font at `fontSize` and `weight`.
        /// - Parameters:
        ///   - fontSize: The size.
        ///   - weight: The weight.
        /// - Returns: The font.
        public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight)
            -> UIFont
        {
            UIFont(name: "DejaVu Sans Mono", size: fontSize, weight: weight, isSystem: false)
        }

        /// The font of `style` at the default Dynamic Type size.
        /// - Parameter style: The text style.
        /// - Returns: The font.
        public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
            let font = Font.system(style.style)
            let weight: Weight = style == .headline ? .semibold : .regular
            return systemFont(ofSize: CGFloat(font.size), weight: weight)
        }

        /// The size of the system font: 17 points.
        public static var systemFontSize: CGFloat { 17 }
        /// The size of a label's font: 17 points.
        public static var labelFontSize: CGFloat { 17 }
        /// The size of a button's font: 18 points.
        public static var buttonFontSize: CGFloat { 18 }
        /// The size of the small system font: 12 points.
        public static var smallSystemFontSize: CGFloat { 12 }

        /// The same font at `fontSize`.
        /// - Parameter fontSize: The size.
        /// - Returns: The font.
        public func withSize(_ fontSize: CGFloat) -> UIFont {
            UIFont(name: fontName, size: fontSize, weight: weight, isSystem: isSystem)
        }

        /// The SwiftUI font it stands for.
        public var font: Font {
            isSystem
                ? .system(size: pointSize, weight: weight.fontWeight)
                : .custom(fontName, size: pointSize)
        }
    }

    extension Font {
        /// The SwiftUI font of a UIKit font, as SwiftUI's `Font(_:)` of a `UIFont`.
        /// - Parameter font: The UIKit font.
        public init(_ font: UIFont) { self = font.font }
    }
#endif
