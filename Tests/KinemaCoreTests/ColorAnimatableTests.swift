import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Color: animatable data in linear light")
struct ColorAnimatableTests {
    /// Records an issue unless the colors' components agree within `tolerance`.
    private func expectColor(
        _ actual: Color, _ expected: Color, _ tolerance: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pairs = [
            (actual.red, expected.red), (actual.green, expected.green),
            (actual.blue, expected.blue), (actual.opacity, expected.opacity),
        ]
        for (a, e) in pairs {
            expectClose(
                a, e, absolute: tolerance, relative: tolerance, sourceLocation: sourceLocation)
        }
    }

    /// `from` moved towards `to` by `amount` through the animatable data.
    private func mix(_ from: Color, _ to: Color, _ amount: Double) -> Color {
        var result = from
        result.animatableData = from.animatableData.interpolated(
            towards: to.animatableData, amount: amount)
        return result
    }

    @Test("components are linear light premultiplied and scaled by 128")
    func data() {
        let white = Color.white.animatableData
        #expect(white == AnimatablePair(128, AnimatablePair(128, AnimatablePair(128, 128))))
        #expect(Color.clear.animatableData == .zero)
        let gray = Color(white: 0.5, opacity: 0.5).animatableData
        // sRGB 0.5 is linear 0.21404114048223244 (Python decimal), times 0.5 times 128.
        expectClose(gray.first, 0.214_041_140_482_232_44 * 64, absolute: 1e-12)
        expectClose(gray.second.second.second, 64, absolute: 0)
    }

    @Test("the mid-point of red and green is the linear-light mix")
    func redGreenMidpoint() {
        let mid = mix(.red, .green, 0.5)
        // Decode both, average, encode: computed independently with Python's decimal module.
        expectClose(mid.red, 0.746_554_354_256_602_9, absolute: 1e-12)
        expectClose(mid.green, 0.590_376_806_193_511_4, absolute: 1e-12)
        expectClose(mid.blue, 0.282_189_151_452_606_3, absolute: 1e-12)
        #expect(mid.opacity == 1)
        expectClose(
            mid.linearRed, (Color.red.linearRed + Color.green.linearRed) / 2, absolute: 1e-14)
        #expect(
            mid.green > (Color.red.green + Color.green.green) / 2 + 0.05, "not the sRGB average")
    }

    @Test("black to white passes linear 0.5 = sRGB 0.7353569830524495 at the mid-point")
    func grayMidpoint() {
        let mid = mix(.black, .white, 0.5)
        expectClose(mid.red, 0.735_356_983_052_449_5, absolute: 1e-14)
        #expect(mid.red == mid.green && mid.green == mid.blue)
    }

    @Test("fading to clear keeps the hue (premultiplied)")
    func fade() {
        let mid = mix(.red, .clear, 0.5)
        expectColor(mid, Color.red.opacity(0.5), 1e-12)
        let start = mix(.clear, .blue, 0.25)
        expectColor(start, Color.blue.opacity(0.25), 1e-12)
    }

    @Test(
        "round trips sRGB -> animatableData -> sRGB within 1e-12",
        arguments: [21, 22, 23] as [UInt64])
    func roundTrip(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let color = Color(
                red: .random(in: -0.5...1.5, using: &generator),
                green: .random(in: 0...1, using: &generator),
                blue: .random(in: -0.1...0.1, using: &generator),
                opacity: .random(in: 0.001...1, using: &generator))
            var copy = Color.clear
            copy.animatableData = color.animatableData
            expectColor(copy, color, 1e-12)
            let other = Color(
                hue: .random(in: 0...1, using: &generator), saturation: 0.5, brightness: 0.9)
            #expect(mix(color, other, 0) == copy, "amount 0 is the start, exactly as a round trip")
            expectColor(mix(color, other, 1), other, 1e-12)
        }
    }

    @Test("the two sides of the sRGB curve's threshold round-trip exactly")
    func threshold() {
        for component in [0.0, 0.04045, 0.040_450_000_000_001, 0.0404, 0.0405, -0.04045, 1e-300] {
            var copy = Color.clear
            copy.animatableData = Color(white: component).animatableData
            expectClose(copy.red, component, absolute: 1e-15, relative: 1e-13)
        }
    }

    @Test("overshoot, NaN and non-positive opacity in the data have documented results")
    func badData() {
        var color = Color.red
        color.animatableData = AnimatablePair(
            .nan, AnimatablePair(.infinity, AnimatablePair(-.infinity, 64)))
        #expect(color.red == 0)
        #expect(color.green == Color.maximumComponentMagnitude)
        #expect(color.blue == -Color.maximumComponentMagnitude)
        #expect(color.opacity == 0.5)
        color.animatableData = AnimatablePair(1, AnimatablePair(1, AnimatablePair(1, .nan)))
        #expect(color == .clear)
        color.animatableData = AnimatablePair(1, AnimatablePair(1, AnimatablePair(1, -3)))
        #expect(color == .clear)
        color.animatableData = Color.white.animatableData.scaled(by: 1.25)
        #expect(color == .white, "an overshooting opaque white stays white, opacity clamped")
        let extreme = Color(red: .infinity, green: 0, blue: 0, opacity: 1e-300).animatableData
        color.animatableData = extreme.interpolated(towards: Color.blue.animatableData, amount: 0.5)
        for value in [color.red, color.green, color.blue, color.opacity] { #expect(value.isFinite) }
    }
}
