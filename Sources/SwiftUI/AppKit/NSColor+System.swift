#if os(Linux)
    import Kinema

    extension NSColor {
        // Semantic colours, light (Aqua) appearance.

        /// Black at 0.85.
        public static let labelColor = eightBit(0, 0, 0, 0.85)
        /// Black at 0.5.
        public static let secondaryLabelColor = eightBit(0, 0, 0, 0.5)
        /// Black at 0.25.
        public static let tertiaryLabelColor = eightBit(0, 0, 0, 0.25)
        /// Black at 0.1.
        public static let quaternaryLabelColor = eightBit(0, 0, 0, 0.1)
        /// Black.
        public static let textColor = eightBit(0, 0, 0)
        /// Black at 0.25.
        public static let placeholderTextColor = eightBit(0, 0, 0, 0.25)
        /// Black at 0.85.
        public static let controlTextColor = eightBit(0, 0, 0, 0.85)
        /// White.
        public static let textBackgroundColor = eightBit(255, 255, 255)
        /// (236, 236, 236).
        public static let windowBackgroundColor = eightBit(236, 236, 236)
        /// White.
        public static let controlBackgroundColor = eightBit(255, 255, 255)
        /// White.
        public static let controlColor = eightBit(255, 255, 255)
        /// Black at 0.1.
        public static let separatorColor = eightBit(0, 0, 0, 0.1)
        /// (204, 204, 204).
        public static let gridColor = eightBit(204, 204, 204)
        /// (0, 104, 218).
        public static let linkColor = eightBit(0, 104, 218)
        /// The accent of an app that sets none: system blue (0, 122, 255).
        public static let controlAccentColor = eightBit(0, 122, 255)

        // System colours (macOS's light values where they differ from iOS's).

        /// (255, 59, 48).
        public static let systemRed = eightBit(255, 59, 48)
        /// (255, 149, 0).
        public static let systemOrange = eightBit(255, 149, 0)
        /// (255, 204, 0).
        public static let systemYellow = eightBit(255, 204, 0)
        /// (40, 205, 65).
        public static let systemGreen = eightBit(40, 205, 65)
        /// SwiftUI's mint.
        public static let systemMint = NSColor(Color.mint)
        /// SwiftUI's teal.
        public static let systemTeal = NSColor(Color.teal)
        /// SwiftUI's cyan.
        public static let systemCyan = NSColor(Color.cyan)
        /// (0, 122, 255).
        public static let systemBlue = eightBit(0, 122, 255)
        /// (88, 86, 214).
        public static let systemIndigo = eightBit(88, 86, 214)
        /// (175, 82, 222).
        public static let systemPurple = eightBit(175, 82, 222)
        /// (255, 45, 85).
        public static let systemPink = eightBit(255, 45, 85)
        /// (162, 132, 94).
        public static let systemBrown = eightBit(162, 132, 94)
        /// (142, 142, 147).
        public static let systemGray = eightBit(142, 142, 147)

        // Fixed colours (AppKit's documented components).

        /// (0, 0, 0).
        public static let black = NSColor(white: 0, alpha: 1)
        /// (1, 1, 1).
        public static let white = NSColor(white: 1, alpha: 1)
        /// Transparent.
        public static let clear = NSColor(white: 0, alpha: 0)
        /// Grey 0.5.
        public static let gray = NSColor(white: 0.5, alpha: 1)
        /// Grey 1/3.
        public static let darkGray = NSColor(white: 1.0 / 3, alpha: 1)
        /// Grey 2/3.
        public static let lightGray = NSColor(white: 2.0 / 3, alpha: 1)
        /// (1, 0, 0).
        public static let red = NSColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// (0, 1, 0).
        public static let green = NSColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// (0, 0, 1).
        public static let blue = NSColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// (0, 1, 1).
        public static let cyan = NSColor(red: 0, green: 1, blue: 1, alpha: 1)
        /// (1, 1, 0).
        public static let yellow = NSColor(red: 1, green: 1, blue: 0, alpha: 1)
        /// (1, 0, 1).
        public static let magenta = NSColor(red: 1, green: 0, blue: 1, alpha: 1)
        /// (1, 0.5, 0).
        public static let orange = NSColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// (0.5, 0, 0.5).
        public static let purple = NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        /// (0.6, 0.4, 0.2).
        public static let brown = NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    }
#endif
