import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Color: initializers, components and input rules")
struct ColorTests {
    @Test("init(red:green:blue:opacity:) stores extended sRGB components")
    func rgb() {
        let color = Color(red: 0.25, green: -0.5, blue: 1.5, opacity: 0.75)
        #expect(color.red == 0.25 && color.green == -0.5 && color.blue == 1.5)
        #expect(color.opacity == 0.75)
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).opacity == 1, "opacity defaults to 1")
        #expect(
            Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3) == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(white: 1, opacity: 0.5).opacity == 0.5)
    }

    @Test("sRGBLinear components are encoded with the sRGB transfer function")
    func linearSpace() {
        // 0.7353569830524495 = 1.055 * 0.5^(1/2.4) - 0.055, computed with Python's decimal module.
        expectClose(Color(.sRGBLinear, white: 0.5).red, 0.735_356_983_052_449_5, absolute: 1e-14)
        // The linear segment: 0.002 * 12.92.
        expectClose(Color(.sRGBLinear, white: 0.002).green, 0.025_84, absolute: 1e-15)
        #expect(Color(.sRGBLinear, white: 1).blue == 1)
        #expect(Color(.sRGBLinear, white: 0).blue == 0)
        expectClose(Color(.sRGBLinear, white: -0.5).red, -0.735_356_983_052_449_5, absolute: 1e-14)
        // sRGB 0.5 is linear 0.21404114048223244 and 128/255 is 0.21586050011389916.
        expectClose(Color(white: 0.5).linearRed, 0.214_041_140_482_232_44, absolute: 1e-15)
        expectClose(
            Color(white: 128.0 / 255).linearGreen, 0.215_860_500_113_899_16, absolute: 1e-15)
    }

    @Test("Display P3 red is extended sRGB (1.0931, -0.2267, -0.1501), as CSS Color 4 lists it")
    func displayP3() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0)
        expectClose(red.red, 1.0931, absolute: 1e-4)
        expectClose(red.green, -0.2267, absolute: 1e-4)
        expectClose(red.blue, -0.1501, absolute: 1e-4)
        let white = Color(.displayP3, white: 1)
        for component in [white.red, white.green, white.blue] {
            expectClose(component, 1, absolute: 1e-12, "P3 and sRGB share the D65 white")
        }
    }

    @Test(
        "init(hue:saturation:brightness:) matches the HSV definition",
        arguments: [
            (0.0, 1.0, 1.0, 1.0, 0.0, 0.0),
            (1.0 / 3, 1, 1, 0, 1, 0),
            (2.0 / 3, 1, 1, 0, 0, 1),
            (1.0 / 6, 1, 1, 1, 1, 0),
            (0.5, 0.5, 0.8, 0.4, 0.8, 0.8),
            (0.75, 0.25, 0.4, 0.35, 0.3, 0.4),
            (0.3, 0, 0.6, 0.6, 0.6, 0.6),
            (0.9, 1, 0, 0, 0, 0),
            (1.0, 1, 1, 1, 0, 0),
            (-0.25, 1, 1, 0.5, 0, 1),
            (2.5, 1, 1, 0, 1, 1),
        ] as [(Double, Double, Double, Double, Double, Double)])
    func hsb(
        hue: Double, saturation: Double, brightness: Double, red: Double, green: Double,
        blue: Double
    ) {
        let color = Color(hue: hue, saturation: saturation, brightness: brightness)
        expectClose(color.red, red, absolute: 1e-12)
        expectClose(color.green, green, absolute: 1e-12)
        expectClose(color.blue, blue, absolute: 1e-12)
    }

    @Test("opacity(_:) multiplies the opacity")
    func opacityModifier() {
        #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
        #expect(Color.secondary.opacity(0.5).opacity == 0.3)
        #expect(Color.red.opacity(0.5).red == Color.red.red)
        #expect(Color.blue.opacity(2).opacity == 1, "the factor is clamped to 0...1")
        #expect(Color.blue.opacity(-1).opacity == 0)
        #expect(Color.blue.opacity(.nan).opacity == 0)
    }

    @Test("NaN components become 0, infinities are clamped, opacity is clamped")
    func inputRules() {
        let color = Color(red: .nan, green: .infinity, blue: -.infinity, opacity: .nan)
        #expect(color.red == 0)
        #expect(color.green == Color.maximumComponentMagnitude)
        #expect(color.blue == -Color.maximumComponentMagnitude)
        #expect(color.opacity == 0)
        #expect(Color(red: 0, green: 0, blue: 0, opacity: 7).opacity == 1)
        #expect(Color(red: 0, green: 0, blue: 0, opacity: -.infinity).opacity == 0)
        for space in [Color.RGBColorSpace.sRGB, .sRGBLinear, .displayP3] {
            let odd = Color(space, red: .infinity, green: .nan, blue: -.infinity)
            for value in [odd.red, odd.green, odd.blue, odd.linearRed, odd.linearBlue] {
                #expect(value.isFinite, "\(space) gave \(value)")
            }
        }
        let hsb = Color(hue: .nan, saturation: .infinity, brightness: .nan, opacity: .infinity)
        #expect(hsb == Color(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(
            Color(hue: .infinity, saturation: 1, brightness: 1)
                == Color(hue: 0, saturation: 1, brightness: 1))
        #expect(
            Color(hue: -1e-17, saturation: 1, brightness: 1).red == 1,
            "a hue just below 0 wraps to red")
    }

    @Test("description lists the sRGB components")
    func description() {
        #expect(
            "\(Color(red: 1, green: 0.5, blue: -0.25))"
                == "Color(red: 1.0, green: 0.5, blue: -0.25, opacity: 1.0)")
    }

    @Test("equal colors hash equally")
    func hashing() {
        let set: Set<Color> = [
            .red, Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255), .blue, .primary, .black,
        ]
        #expect(set.count == 3)
    }
}
