// swift-format-ignore-file: NoPlaygroundLiterals

import KinemaScene
import SwiftUI
import Testing

/// `UIColor` and `NSColor` as classes (app extensions with convenience initializers),
/// `#colorLiteral`, and `Color(uiColor:)` / `Color(nsColor:)` in each form.
@MainActor
@Suite("Platform colours and colour literals")
struct PlatformColorTests {
    private func eightBit(_ color: Color) -> [Double] {
        [color.red * 255, color.green * 255, color.blue * 255, color.opacity]
    }

    private func expectComponents(
        _ color: Color, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = eightBit(color)
        #expect(
            zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-7 },
            "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func anAppsConvenienceInitializerOnUIColor() {
        // 0x3F3DBC = (63, 61, 188); 0xFF6F61 = (255, 111, 97) at 0.9.
        expectComponents(Color(uiColor: .brandIndigo), [63, 61, 188, 1])
        expectComponents(Color(UIColor.brandCoral), [255, 111, 97, 0.9])
        #expect(UIColor(hex: 0x3F3DBC) == .brandIndigo)
        #expect(UIColor(hex: 0x3F3DBC) !== UIColor.brandIndigo)
        #expect(Set([UIColor(hex: 1), UIColor(hex: 1), UIColor(hex: 2)]).count == 2)
    }

    @Test func colourLiteralsAreUIColorsOrColors() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
        #expect(type(of: literal) == UIColor.self)
        expectComponents(Color(literal), [255, 127.5, 63.75, 0.5])
        let color: Color = #colorLiteral(red: 0, green: 0.25, blue: 1, alpha: 1)
        expectComponents(color, [0, 63.75, 255, 1])
        // Float components: 0.1 is not exact in Float; within Float's precision.
        let tenth = Color(#colorLiteral(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        #expect(abs(tenth.red - 0.1) < 1e-7)
    }

    @Test func componentsReadBack() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(
            [r * 255, g * 255, b * 255, a].elementsEqual([0, 122, 255, 1]) { abs($0 - $1) < 1e-9 })
        // Pure orange (1, 0.5, 0): hue 30°/360°, saturation 1, brightness 1.
        var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 30.0 / 360) < 1e-12 && s == 1 && v == 1)
        // Magenta (1, 0, 1): hue 300°; a grey has hue 0 and saturation 0.
        UIColor.magenta.getHue(&h, saturation: &s, brightness: nil, alpha: nil)
        #expect(abs(h - 300.0 / 360) < 1e-12)
        UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(h == 0 && s == 0 && v == 0.5)
        var w: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: nil)
        #expect(abs(w - 0.25) < 1e-12)
    }

    @Test func namedColoursAreTheAssetPlaceholder() {
        #expect(UIColor(named: "Brand")?.color == Color.assetPlaceholder)
        #expect(NSColor(named: "Brand")?.color == Color.assetPlaceholder)
    }

    @Test func appKitColoursHaveTheirAquaValues() {
        expectComponents(Color(nsColor: .windowBackgroundColor), [236, 236, 236, 1])
        expectComponents(Color(NSColor.labelColor), [0, 0, 0, 0.85])
        expectComponents(Color(nsColor: .linkColor), [0, 104, 218, 1])
        expectComponents(Color(nsColor: .systemGreen), [40, 205, 65, 1])
        // A name both kits have is UIKit's: Kinema draws iOS.
        #expect(Color(.systemGreen) == Color(uiColor: .systemGreen))
        let dynamic = NSColor(name: nil) { appearance in
            appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? .black : .white
        }
        #expect(Color(dynamic) == Color.white)
        expectComponents(Color(NSColor(hex: 0x00A0B0)), [0, 160, 176, 1])
    }

    @Test func thePaletteDrawsEachSwatch() throws {
        let timeline = SceneTimeline(size: CGSize(width: 240, height: 40), initialState: 0) { _ in
            BrandPalette()
        }
        let list = timeline.frame(at: 0)
        var fills: [Color] = []
        for item in list.items {
            if case .fill(_, .color(let color), _, _) = item { fills.append(color) }
        }
        #expect(fills.count == 9, "\(list)")
        // Drawn colours go through the animatable (linear) form and back: 1e-9 apart.
        expectComponents(try #require(fills.first), [63, 61, 188, 1])
        // The literal's Float components, widened.
        let (nine, one) = (Double(Float(0.9)) * 255, Double(Float(0.1)) * 255)
        expectComponents(try #require(fills.last), [nine, one, one, 1])
    }
}
