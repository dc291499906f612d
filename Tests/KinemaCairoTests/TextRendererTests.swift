import CCairo
import Foundation
import KinemaCairo
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Text through Pango")
struct TextRendererTests {
    let font = TextFont(size: 20)

    @Test("Measurements are positive and the same on every renderer")
    func stable() {
        let first = TextRenderer().measure("Kinema renders text", font: font)
        let second = TextRenderer().measure("Kinema renders text", font: font)
        #expect(first == second)
        #expect(first.width > 0 && first.height > 0 && first.lineCount == 1)
        #expect(first.firstBaseline > 0 && first.firstBaseline < first.height)
    }

    @Test("Measurements agree across concurrent tasks, each with its own renderer")
    func concurrent() async {
        let expected = TextRenderer().measure("Concurrent", font: font)
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<8 {
                group.addTask { TextRenderer().measure("Concurrent", font: TextFont(size: 20)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("Longer strings measure wider (seeded random prefixes)")
    func wider() {
        var generator = SeededGenerator(seed: 11)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let text = String((0..<40).map { _ in letters.randomElement(using: &generator)! })
        let renderer = TextRenderer()
        var previous = 0.0
        for length in 1...text.count {
            let width = renderer.measure(String(text.prefix(length)), font: font).width
            #expect(width > previous, "prefix of \(length) characters")
            previous = width
        }
    }

    // Without hinting and glyph rounding, advances scale exactly with the size.
    @Test("Widths scale linearly with the font size (no hinting, no rounding)")
    func linear() {
        let renderer = TextRenderer()
        let small = renderer.measure("Proportional text", font: TextFont(size: 10)).width
        let large = renderer.measure("Proportional text", font: TextFont(size: 40)).width
        expectClose(large, 4 * small, absolute: 0.01, relative: 1e-3)
    }

    @Test("Bold is wider than regular")
    func weight() {
        let renderer = TextRenderer()
        let regular = renderer.measure("Weight", font: TextFont(size: 20)).width
        let bold = renderer.measure("Weight", font: TextFont(size: 20, weight: 700)).width
        #expect(bold > regular)
    }

    @Test("A wrap width wraps into lines no wider than it")
    func wrapping() {
        let renderer = TextRenderer()
        let text = "the quick brown fox jumps over the lazy dog"
        let single = renderer.measure(text, font: font)
        let wrapped = renderer.measure(text, font: font, wrapWidth: single.width / 3)
        #expect(wrapped.lineCount >= 3)
        #expect(wrapped.width <= single.width / 3 + 1e-9)
        expectClose(
            wrapped.height, Double(wrapped.lineCount) * single.height, absolute: 1, relative: 0)
        #expect(wrapped.lastBaseline > wrapped.firstBaseline)
        for bad in [Double.nan, -5, .infinity] {
            #expect(renderer.measure(text, font: font, wrapWidth: bad) == single)
        }
    }

    @Test(
        "Empty text and unusable sizes measure as zero",
        arguments: [
            0, -3, Double.nan, Double.infinity,
        ])
    func zero(size: Double) {
        let renderer = TextRenderer()
        #expect(renderer.measure("text", font: TextFont(size: size)) == .zero)
        #expect(renderer.measure("", font: font) == .zero)
    }

    @Test("Drawn glyphs lie within the measured box")
    func drawnInsideMeasuredBox() throws {
        let renderer = TextRenderer()
        let text = "Hamburgefonstiv, gjpqy!"
        let measured = renderer.measure(text, font: font)
        let surface = try CairoSurface(width: 320, height: 60)
        let origin = CGPoint(x: 10.5, y: 12.25)
        renderer.draw(text, font: font, at: origin, color: .black, in: try CairoContext(surface))
        let image = try RGBAImage(surface)
        let directory = try makeTemporaryDirectory()
        try image.writePNG(to: directory.appending(path: "text.png"))
        let bounds = try #require(image.visibleBounds)
        // One pixel of anti-aliasing may fall outside the logical box on each side.
        #expect(Double(bounds.x) >= origin.x - 1)
        #expect(Double(bounds.y) >= origin.y - 1)
        #expect(Double(bounds.maxX) <= origin.x + measured.width + 1)
        #expect(Double(bounds.maxY) <= origin.y + measured.height + 1)
        // And the ink covers most of the box's width.
        #expect(Double(bounds.width) > 0.9 * measured.width)
    }

    @Test("Drawing follows the context's transformation and is then restored")
    func transformed() throws {
        let renderer = TextRenderer()
        let surface = try CairoSurface(width: 200, height: 200)
        let context = try CairoContext(surface)
        cairo_translate(context.pointer, 100, 100)
        cairo_scale(context.pointer, 2, 2)
        renderer.draw("Hi", font: font, at: .zero, color: .red, in: context)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.pointer, &matrix)
        #expect(matrix.xx == 2 && matrix.x0 == 100)
        let bounds = try #require(try RGBAImage(surface).visibleBounds)
        #expect(bounds.x >= 99 && bounds.y >= 99)
        // Measuring after a transformed draw is unaffected.
        #expect(renderer.measure("Hi", font: font) == TextRenderer().measure("Hi", font: font))
    }
}
