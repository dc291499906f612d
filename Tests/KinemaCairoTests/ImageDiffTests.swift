import CCairo
import Foundation
import KinemaCairo
import Testing

@Suite("Image diff (pixelmatch's method)")
struct ImageDiffTests {
    static let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    static let black = RGBAImage.Pixel(red: 0, green: 0, blue: 0)

    /// A white field with a vertical black bar from column 10, and a one-pixel anti-aliased
    /// column of `edge` gray at column 9.
    static func edge(gray: UInt8) -> RGBAImage {
        var image = RGBAImage(width: 20, height: 12, color: white)
        for y in 0..<12 {
            image[9, y] = .init(red: gray, green: gray, blue: gray)
            for x in 10..<20 { image[x, y] = black }
        }
        return image
    }

    @Test("Identical images differ in no pixel")
    func identical() throws {
        let image = Self.edge(gray: 128)
        let result = try ImageDiff().compare(image, image)
        #expect(result.differingPixelCount == 0)
        #expect(result.antialiasedPixelCount == 0)
    }

    @Test("One changed pixel is one difference, drawn red")
    func oneChangedPixel() throws {
        let expected = Self.edge(gray: 128)
        var actual = expected
        actual[3, 5] = .init(red: 0, green: 0, blue: 255)
        let result = try ImageDiff().compare(expected, actual)
        #expect(result.differingPixelCount == 1)
        #expect(result.image?[3, 5] == .init(red: 255, green: 0, blue: 0))
        // Unchanged pixels: luma faded 90% towards white (white stays 255, black becomes 230).
        #expect(result.image?[0, 0] == Self.white)
        #expect(result.image?[15, 0] == .init(red: 230, green: 230, blue: 230))
    }

    /// For gray pixels I = Q = 0 and ΔY = Δg (the Y weights sum to 1), so the distance is
    /// 0.5053 Δg², against 35215 * 0.1² = 352.15: Δg = 26 passes (341.6), 27 fails (368.4).
    @Test("The threshold sits where 0.5053 Δg² crosses 35215 t²", arguments: [(26, 0), (27, 1)])
    func thresholdBoundary(step: Int, differences: Int) throws {
        let expected = RGBAImage(width: 5, height: 5, color: .init(red: 100, green: 100, blue: 100))
        var actual = expected
        let value = UInt8(100 + step)
        actual[2, 2] = .init(red: value, green: value, blue: value)
        #expect(try ImageDiff().compare(expected, actual).differingPixelCount == differences)
        #expect(try ImageDiff(threshold: 0).compare(expected, actual).differingPixelCount == 1)
        #expect(try ImageDiff(threshold: 1).compare(expected, actual).differingPixelCount == 0)
        #expect(try ImageDiff(threshold: .nan).compare(expected, actual).differingPixelCount == 1)
    }

    @Test("A shifted anti-aliased edge is ignored, unless anti-aliasing is included")
    func antialiasedEdge() throws {
        let expected = Self.edge(gray: 128)
        let actual = Self.edge(gray: 200)
        let result = try ImageDiff().compare(expected, actual)
        #expect(result.differingPixelCount == 0)
        #expect(result.antialiasedPixelCount == 12)
        #expect(result.image?[9, 4] == .init(red: 255, green: 255, blue: 0))
        let strict = try ImageDiff(includesAntialiasing: true).compare(expected, actual)
        #expect(strict.differingPixelCount == 12)
    }

    @Test("A Cairo circle moved by a quarter pixel differs only in anti-aliasing")
    func subpixelShift() throws {
        func circle(_ x: Double) throws -> RGBAImage {
            let surface = try CairoSurface(width: 48, height: 48)
            let context = try CairoContext(surface)
            let cr = context.pointer
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.1, 0.2, 0.7)
            cairo_arc(cr, x, 24, 14, 0, 2 * .pi)
            cairo_fill(cr)
            return try RGBAImage(surface)
        }
        let expected = try circle(24)
        let moved = try circle(24.25)
        let result = try ImageDiff().compare(expected, moved)
        #expect(result.antialiasedPixelCount > 0)
        #expect(result.differingPixelCount == 0)
        let far = try ImageDiff().compare(expected, try circle(27))
        #expect(far.differingPixelCount > 20)
        let directory = try makeTemporaryDirectory()
        try far.image!.writePNG(to: directory.appending(path: "circle-diff.png"))
    }

    @Test("Transparent pixels blend on white; different sizes throw")
    func alphaAndSizes() throws {
        let clear = RGBAImage(width: 3, height: 3)
        let white = RGBAImage(width: 3, height: 3, color: Self.white)
        #expect(try ImageDiff().compare(clear, white).differingPixelCount == 0)
        let black = RGBAImage(width: 3, height: 3, color: Self.black)
        #expect(try ImageDiff().compare(clear, black).differingPixelCount == 9)
        #expect(throws: ImageFileError.self) {
            try ImageDiff().compare(clear, RGBAImage(width: 3, height: 4))
        }
        let empty = RGBAImage(width: 0, height: 0)
        #expect(try ImageDiff().compare(empty, empty).differingPixelCount == 0)
    }
}
