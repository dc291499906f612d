#if os(Linux)
    import Kinema

    /// UIKit's colour, as an iOS file sees it through `import SwiftUI`: the system colours
    /// with their light-mode values, and the initializers apps use
    /// (`Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`,
    /// `UIColor(red:green:blue:alpha:)`).
    ///
    /// A value holding the sRGB colour it resolves to (Kinema renders light mode). Values
    /// are the Human Interface Guidelines' iOS light-mode table (8-bit sRGB) and UIKit's
    /// documented component values for the fixed colours (`UIColor.orange` is (1, 0.5, 0)).
    public struct UIColor: Hashable, Sendable {
        /// The colour it draws as.
        public let color: Color

        /// A colour from a Kinema colour.
        public init(_ color: Color) { self.color = color }

        /// A colour from sRGB components and an opacity, each 0...1.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            color = Color(red: red, green: green, blue: blue, opacity: alpha)
        }

        /// A grey of `white` (0 black, 1 white) at an opacity.
        public init(white: Double, alpha: Double) {
            color = Color(white: white, opacity: alpha)
        }

        /// A colour from hue, saturation and brightness (HSB) and an opacity.
        public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
            color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
        }

        /// A colour that depends on the interface style, as UIKit's dynamic provider; Kinema
        /// renders light mode, so it is the provider's colour for `.light`.
        public init(dynamicProvider: (UITraitCollection) -> UIColor) {
            self = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        }

        /// The colour at `alpha` (replacing its opacity).
        public func withAlphaComponent(_ alpha: Double) -> UIColor {
            UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }

        /// A colour from 8-bit sRGB components, as the guidelines list them.
        private static func eightBit(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1)
            -> UIColor
        {
            UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
    }

    /// The interface traits a dynamic colour is resolved for (Kinema: light mode).
    public struct UITraitCollection: Sendable {
        /// The interface style.
        public let userInterfaceStyle: UIUserInterfaceStyle

        /// Traits of an interface style.
        public init(userInterfaceStyle: UIUserInterfaceStyle) {
            self.userInterfaceStyle = userInterfaceStyle
        }
    }

    /// Light or dark appearance.
    public enum UIUserInterfaceStyle: Int, Sendable {
        /// Unspecified (light in Kinema).
        case unspecified
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    extension UIColor {
        // System colours (the guidelines' light-mode values, shared with SwiftUI's).

        /// (255, 59, 48).
        public static let systemRed = UIColor(Color.red)
        /// (255, 149, 0).
        public static let systemOrange = UIColor(Color.orange)
        /// (255, 204, 0).
        public static let systemYellow = UIColor(Color.yellow)
        /// (52, 199, 89).
        public static let systemGreen = UIColor(Color.green)
        /// (0, 199, 190).
        public static let systemMint = UIColor(Color.mint)
        /// (48, 176, 199).
        public static let systemTeal = UIColor(Color.teal)
        /// (50, 173, 230).
        public static let systemCyan = UIColor(Color.cyan)
        /// (0, 122, 255).
        public static let systemBlue = UIColor(Color.blue)
        /// (88, 86, 214).
        public static let systemIndigo = UIColor(Color.indigo)
        /// (175, 82, 222).
        public static let systemPurple = UIColor(Color.purple)
        /// (255, 45, 85).
        public static let systemPink = UIColor(Color.pink)
        /// (162, 132, 94).
        public static let systemBrown = UIColor(Color.brown)
        /// (142, 142, 147).
        public static let systemGray = UIColor(Color.gray)
        /// (174, 174, 178).
        public static let systemGray2 = eightBit(174, 174, 178)
        /// (199, 199, 204).
        public static let systemGray3 = eightBit(199, 199, 204)
        /// (209, 209, 214).
        public static let systemGray4 = eightBit(209, 209, 214)
        /// (229, 229, 234).
        public static let systemGray5 = eightBit(229, 229, 234)
        /// (242, 242, 247).
        public static let systemGray6 = eightBit(242, 242, 247)
        /// The tint of controls: system blue.
        public static let tintColor = systemBlue
        /// Links: system blue.
        public static let link = systemBlue

        // Labels, fills, backgrounds and separators (light mode).

        /// Black.
        public static let label = eightBit(0, 0, 0)
        /// (60, 60, 67) at 0.6.
        public static let secondaryLabel = eightBit(60, 60, 67, 0.6)
        /// (60, 60, 67) at 0.3.
        public static let tertiaryLabel = eightBit(60, 60, 67, 0.3)
        /// (60, 60, 67) at 0.18.
        public static let quaternaryLabel = eightBit(60, 60, 67, 0.18)
        /// (60, 60, 67) at 0.3.
        public static let placeholderText = eightBit(60, 60, 67, 0.3)
        /// (120, 120, 128) at 0.2.
        public static let systemFill = eightBit(120, 120, 128, 0.2)
        /// (120, 120, 128) at 0.16.
        public static let secondarySystemFill = eightBit(120, 120, 128, 0.16)
        /// (118, 118, 128) at 0.12.
        public static let tertiarySystemFill = eightBit(118, 118, 128, 0.12)
        /// (116, 116, 128) at 0.08.
        public static let quaternarySystemFill = eightBit(116, 116, 128, 0.08)
        /// White.
        public static let systemBackground = eightBit(255, 255, 255)
        /// (242, 242, 247).
        public static let secondarySystemBackground = eightBit(242, 242, 247)
        /// White.
        public static let tertiarySystemBackground = eightBit(255, 255, 255)
        /// (242, 242, 247).
        public static let systemGroupedBackground = eightBit(242, 242, 247)
        /// White.
        public static let secondarySystemGroupedBackground = eightBit(255, 255, 255)
        /// (242, 242, 247).
        public static let tertiarySystemGroupedBackground = eightBit(242, 242, 247)
        /// (60, 60, 67) at 0.29.
        public static let separator = eightBit(60, 60, 67, 0.29)
        /// (198, 198, 200).
        public static let opaqueSeparator = eightBit(198, 198, 200)

        // Fixed colours (UIKit's documented components).

        /// (0, 0, 0).
        public static let black = UIColor(white: 0, alpha: 1)
        /// (1, 1, 1).
        public static let white = UIColor(white: 1, alpha: 1)
        /// Transparent.
        public static let clear = UIColor(white: 0, alpha: 0)
        /// Grey 0.5.
        public static let gray = UIColor(white: 0.5, alpha: 1)
        /// Grey 1/3.
        public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
        /// Grey 2/3.
        public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
        /// (1, 0, 0).
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// (0, 1, 0).
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// (0, 0, 1).
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// (0, 1, 1).
        public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        /// (1, 1, 0).
        public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        /// (1, 0, 1).
        public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        /// (1, 0.5, 0).
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// (0.5, 0, 0.5).
        public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        /// (0.6, 0.4, 0.2).
        public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    }

    extension Color {
        /// The colour of a UIKit colour (`Color(uiColor: .systemGray6)`).
        public init(uiColor: UIColor) { self = uiColor.color }

        /// The colour of a UIKit colour (`Color(.secondarySystemBackground)`).
        public init(_ uiColor: UIColor) { self = uiColor.color }
    }
#endif
