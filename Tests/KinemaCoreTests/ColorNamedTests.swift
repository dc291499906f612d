import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Color: SwiftUI's named colors")
struct ColorNamedTests {
    /// Apple Human Interface Guidelines, system colors, iOS light mode, as hexadecimal
    /// 8-bit sRGB, with the 0-255 triplet the guidelines print beside each.
    static let systemColors: [(String, Color, String, [Int])] = [
        ("red", .red, "#FF3B30", [255, 59, 48]),
        ("orange", .orange, "#FF9500", [255, 149, 0]),
        ("yellow", .yellow, "#FFCC00", [255, 204, 0]),
        ("green", .green, "#34C759", [52, 199, 89]),
        ("mint", .mint, "#00C7BE", [0, 199, 190]),
        ("teal", .teal, "#30B0C7", [48, 176, 199]),
        ("cyan", .cyan, "#32ADE6", [50, 173, 230]),
        ("blue", .blue, "#007AFF", [0, 122, 255]),
        ("indigo", .indigo, "#5856D6", [88, 86, 214]),
        ("purple", .purple, "#AF52DE", [175, 82, 222]),
        ("pink", .pink, "#FF2D55", [255, 45, 85]),
        ("brown", .brown, "#A2845E", [162, 132, 94]),
        ("gray", .gray, "#8E8E93", [142, 142, 147]),
    ]

    @Test("system colors have the guidelines' light-mode values", arguments: systemColors)
    func system(name: String, color: Color, hex: String, triplet: [Int]) {
        #expect(color.hexString == hex, "\(name)")
        expectClose(color.red, Double(triplet[0]) / 255, absolute: 1e-15, "\(name) red")
        expectClose(color.green, Double(triplet[1]) / 255, absolute: 1e-15, "\(name) green")
        expectClose(color.blue, Double(triplet[2]) / 255, absolute: 1e-15, "\(name) blue")
        #expect(color.opacity == 1)
    }

    @Test("red is (1.0, 0.231, 0.188), as the brief's reference gives it")
    func redFromReference() {
        expectClose(Color.red.red, 1.0, absolute: 1e-15)
        expectClose(Color.red.green, 0.231, absolute: 5e-4)
        expectClose(Color.red.blue, 0.188, absolute: 5e-4)
    }

    @Test("black, white, clear, primary and secondary")
    func neutral() {
        #expect(Color.black == Color(red: 0, green: 0, blue: 0))
        #expect(Color.white == Color(white: 1))
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, opacity: 0))
        #expect(Color.clear.hexString == "#00000000")
        #expect(Color.primary == .black)
        #expect(
            Color.secondary.hexString == "#3C3C4399", "(60, 60, 67) at 0.6 opacity, 0.6 * 255 = 153"
        )
        #expect(Color.secondary.opacity == 0.6)
    }
}
