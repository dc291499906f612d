// SwiftUI's named colors, with the light-mode values they take on iOS.
//
// Source of the system colors: Apple Human Interface Guidelines, "Color", table
// "System colors" (iOS, iPadOS; Default, Light), 8-bit sRGB, as published up to
// 2024 — red (255, 59, 48), orange (255, 149, 0), yellow (255, 204, 0), green
// (52, 199, 89), mint (0, 199, 190), teal (48, 176, 199), cyan (50, 173, 230),
// blue (0, 122, 255), indigo (88, 86, 214), purple (175, 82, 222), pink
// (255, 45, 85), brown (162, 132, 94), and systemGray (142, 142, 147), which is
// SwiftUI's `gray`. `primary` is UIKit's `label` in light mode (opaque black) and
// `secondary` its `secondaryLabel`: (60, 60, 67) at 60% opacity.

extension Color {
    /// A color from 8-bit sRGB components, as the guidelines list them.
    private static func eightBit(_ red: Int, _ green: Int, _ blue: Int, opacity: Double = 1)
        -> Color
    {
        Color(
            checkedRed: Double(red) / 255, green: Double(green) / 255,
            blue: Double(blue) / 255, opacity: opacity)
    }

    /// Black: (0, 0, 0).
    public static let black = Color(checkedRed: 0, green: 0, blue: 0, opacity: 1)
    /// White: (1, 1, 1).
    public static let white = Color(checkedRed: 1, green: 1, blue: 1, opacity: 1)
    /// The system gray: (142, 142, 147) / 255.
    public static let gray = eightBit(142, 142, 147)
    /// The system red: (255, 59, 48) / 255.
    public static let red = eightBit(255, 59, 48)
    /// The system orange: (255, 149, 0) / 255.
    public static let orange = eightBit(255, 149, 0)
    /// The system yellow: (255, 204, 0) / 255.
    public static let yellow = eightBit(255, 204, 0)
    /// The system green: (52, 199, 89) / 255.
    public static let green = eightBit(52, 199, 89)
    /// The system mint: (0, 199, 190) / 255.
    public static let mint = eightBit(0, 199, 190)
    /// The system teal: (48, 176, 199) / 255.
    public static let teal = eightBit(48, 176, 199)
    /// The system cyan: (50, 173, 230) / 255.
    public static let cyan = eightBit(50, 173, 230)
    /// The system blue: (0, 122, 255) / 255.
    public static let blue = eightBit(0, 122, 255)
    /// The system indigo: (88, 86, 214) / 255.
    public static let indigo = eightBit(88, 86, 214)
    /// The system purple: (175, 82, 222) / 255.
    public static let purple = eightBit(175, 82, 222)
    /// The system pink: (255, 45, 85) / 255.
    public static let pink = eightBit(255, 45, 85)
    /// The system brown: (162, 132, 94) / 255.
    public static let brown = eightBit(162, 132, 94)
    /// Fully transparent black: (0, 0, 0) at opacity 0.
    public static let clear = Color(checkedRed: 0, green: 0, blue: 0, opacity: 0)
    /// The color of primary content: light mode's label color, opaque black.
    public static let primary = Color(checkedRed: 0, green: 0, blue: 0, opacity: 1)
    /// The color of secondary content: light mode's secondary label color,
    /// (60, 60, 67) / 255 at opacity 0.6.
    public static let secondary = eightBit(60, 60, 67, opacity: 0.6)
    /// The accent colour of the app: system blue, the accent of an app that sets none (an
    /// app's own accent from its asset catalog cannot be read on Linux).
    public static let accentColor = blue
}
