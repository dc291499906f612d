import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Color: hexadecimal strings and integers")
struct ColorHexTests {
    @Test(
        "init(hex:) parses #RGB, #RGBA, #RRGGBB and #RRGGBBAA",
        arguments: [
            ("#FF3B30", [255, 59, 48, 255]),
            ("ff3b30", [255, 59, 48, 255]),
            ("#f80", [255, 136, 0, 255]),
            ("F80C", [255, 136, 0, 204]),
            ("#00000080", [0, 0, 0, 128]),
            ("  #007aFF\n", [0, 122, 255, 255]),
            ("#FFFFFF00", [255, 255, 255, 0]),
        ] as [(String, [Int])])
    func parses(text: String, bytes: [Int]) throws {
        let color = try Color(hex: text)
        let expected = bytes.map { Double($0) / 255 }
        for (actual, value) in zip([color.red, color.green, color.blue, color.opacity], expected) {
            expectClose(actual, value, absolute: 1e-15, "\(text)")
        }
    }

    @Test(
        "init(hex:) rejects malformed strings with a message naming them",
        arguments: [
            "", "#", "#12", "#12345", "#1234567", "#123456789", "##123", "#GG0000", "#12 456",
            "0x123", "#１２３",
        ])
    func rejects(text: String) {
        do {
            _ = try Color(hex: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.input == text)
            #expect(error.description.contains("\"\(text)\""))
            #expect(error.description.contains("#RRGGBB"))
        }
    }

    @Test("init(hex: UInt32) reads 0xRRGGBB and ignores the high byte")
    func integer() {
        #expect(Color(hex: 0x007AFF) == .blue)
        #expect(Color(hex: 0xFF00_7AFF) == .blue)
        #expect(Color(hex: 0xFF3B30, opacity: 0.5) == Color.red.opacity(0.5))
        #expect(Color(hex: 0, opacity: .nan).opacity == 0)
    }

    @Test("hexString rounds to 8 bits, clamps, and drops an opaque alpha")
    func hexString() throws {
        #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#FF8000", "127.5 rounds up")
        #expect(Color(red: 1.7, green: -0.2, blue: 0.2).hexString == "#FF0033")
        #expect(Color(white: 0, opacity: 0.999).hexString == "#000000", "0.999 * 255 rounds to 255")
        #expect(Color(white: 0, opacity: 0.5).hexString == "#00000080")
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<100 {
            let value = UInt32.random(in: 0...0xFF_FFFF, using: &generator)
            let color = Color(hex: value)
            #expect(try Color(hex: color.hexString) == color, "\(color.hexString)")
            let digits = String(value, radix: 16, uppercase: true)
            #expect(
                color.hexString == "#" + String(repeating: "0", count: 6 - digits.count) + digits)
        }
    }
}
