// Hexadecimal colors: Kinema's own, as CSS writes them (#RGB, #RGBA, #RRGGBB, #RRGGBBAA).

import Foundation

extension Color {
    /// The reason a string is not a hexadecimal color. Kinema's own.
    public struct HexFormatError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The string that was given.
        public let input: String

        /// Creates the error for `input`.
        public init(input: String) { self.input = input }

        /// A message naming the input and what was expected.
        public var description: String {
            "Color(hex:) expects \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\" "
                + "(hexadecimal digits, '#' optional), but got \"\(input)\""
        }
    }

    /// Creates an sRGB color from a hexadecimal string, as CSS writes it.
    /// Kinema's own.
    ///
    /// Accepts 3, 4, 6 or 8 hexadecimal digits (either case), with or without a
    /// leading `#`, and surrounding whitespace: `"#RGB"`, `"#RGBA"` (each digit
    /// doubled, so `"#F80"` is `"#FF8800"`), `"#RRGGBB"` and `"#RRGGBBAA"`.
    /// Without an alpha component the color is opaque.
    ///
    /// ```swift
    /// let orange = try Color(hex: "#FF9500")
    /// ```
    ///
    /// - Throws: `HexFormatError` naming the input when it has another length
    ///   or a character that is not a hexadecimal digit.
    ///
    /// Disfavoured, as is `init(hex:opacity:)`: an app's own `Color(hex:)` extension, which
    /// nearly every SwiftUI app writes, wins over Kinema's in the app's code.
    @_disfavoredOverload
    public init(hex: String) throws(HexFormatError) {
        let trimmed = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw HexFormatError(input: hex)
            }
            values.append(value)
        }
        let bytes: [Int]
        switch values.count {
        case 3, 4: bytes = values.map { $0 * 17 }
        case 6, 8:
            bytes = stride(from: 0, to: values.count, by: 2).map {
                values[$0] * 16 + values[$0 + 1]
            }
        default: throw HexFormatError(input: hex)
        }
        self.init(
            checkedRed: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255, opacity: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// Creates an sRGB color from a 24-bit `0xRRGGBB` value. Kinema's own.
    ///
    /// Bits above the low 24 are ignored.
    ///
    /// ```swift
    /// let blue = Color(hex: 0x007AFF)
    /// ```
    ///
    /// - Parameters:
    ///   - hex: The red, green and blue bytes, red highest.
    ///   - opacity: The opacity, from 0 (transparent) to 1 (opaque, the default).
    @_disfavoredOverload
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            checkedRed: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: Self.cleanOpacity(opacity))
    }

    /// The color as `"#RRGGBB"`, or `"#RRGGBBAA"` when its opacity does not
    /// round to 255. Kinema's own.
    ///
    /// Each component is clamped to `0...1` (extended-range components have no
    /// hexadecimal form) and rounded to the nearest of 256 steps.
    public var hexString: String {
        let bytes = [storedRed, storedGreen, storedBlue, storedOpacity].map {
            Int((Swift.min(Swift.max($0, 0), 1) * 255).rounded())
        }
        let shown = bytes[3] == 255 ? bytes.prefix(3) : bytes.prefix(4)
        return "#"
            + shown.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }
}
