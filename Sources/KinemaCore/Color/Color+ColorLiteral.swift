extension Color: _ExpressibleByColorLiteral {
    /// The colour of `#colorLiteral(red:green:blue:alpha:)` where a `Color` is expected
    /// (`.foregroundColor(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))`), as
    /// SwiftUI's: sRGB components, the alpha as the opacity.
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(
            red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
