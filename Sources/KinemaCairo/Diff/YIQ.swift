/// The YIQ color arithmetic of pixelmatch (Kotsarenko and Ramos' perceptual metric).
enum YIQ {
    /// A color blended on white, as red, green and blue in 0...255.
    struct Color: Equatable {
        var red: Double
        var green: Double
        var blue: Double

        /// Luma.
        var y: Double { red * 0.29889531 + green * 0.58662247 + blue * 0.11448223 }
        /// In-phase chroma.
        var i: Double { red * 0.59597799 - green * 0.27417610 - blue * 0.32180189 }
        /// Quadrature chroma.
        var q: Double { red * 0.21147017 - green * 0.52261711 + blue * 0.31114694 }
    }

    /// A straight RGBA pixel blended on white by its alpha: `255 + (c - 255) * a / 255`.
    static func blendedOnWhite(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Color {
        let opacity = Double(alpha) / 255
        func blend(_ component: UInt8) -> Double { 255 + (Double(component) - 255) * opacity }
        return Color(red: blend(red), green: blend(green), blue: blend(blue))
    }

    /// The weighted squared YIQ distance `0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ²`, at most 35215.
    static func distance(_ first: Color, _ second: Color) -> Double {
        if first == second { return 0 }
        let y = first.y - second.y
        let i = first.i - second.i
        let q = first.q - second.q
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
