#if os(Linux)
    import Kinema

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
#endif
