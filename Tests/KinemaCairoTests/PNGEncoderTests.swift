import CCairo
import Foundation
import KinemaCairo
import Testing

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// Premultiplied test pixels: every alpha in a set of edge values with every valid
    /// component (c <= a), plus components above alpha (invalid data, clamped to 255).
    static func premultipliedPixels() -> [(alpha: Int, component: Int)] {
        var pairs: [(Int, Int)] = []
        for alpha in [0, 1, 2, 3, 17, 127, 128, 200, 254, 255] {
            for component in 0...alpha { pairs.append((alpha, component)) }
        }
        pairs += [(1, 2), (1, 255), (100, 101), (100, 255), (0, 5)]
        return pairs
    }

    /// The straight value the writer must produce: (c * 255 + a / 2) / a, 0 for a = 0,
    /// at most 255.
    static func straight(_ component: Int, alpha: Int) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }

    /// A buffer of native-endian ARGB32 words, 37 pixels per row, with a 12-byte row gap.
    static func premultipliedBuffer() -> (bytes: [UInt8], width: Int, height: Int, stride: Int) {
        let pairs = premultipliedPixels()
        let width = 37
        let height = (pairs.count + width - 1) / width
        let stride = 4 * width + 12
        var bytes = [UInt8](repeating: 0xAB, count: stride * height)
        for (index, pair) in pairs.enumerated() {
            let (y, x) = index.quotientAndRemainder(dividingBy: width)
            // Red, green and blue take c, c / 2 and a - c (all <= a when c <= a).
            let word =
                UInt32(pair.alpha) << 24 | UInt32(pair.component) << 16
                | UInt32(pair.component / 2) << 8 | UInt32(max(0, pair.alpha - pair.component))
            withUnsafeBytes(of: word) {
                bytes.replaceSubrange(y * stride + 4 * x..<y * stride + 4 * x + 4, with: $0)
            }
        }
        for index in pairs.count..<width * height {
            let (y, x) = index.quotientAndRemainder(dividingBy: width)
            bytes.replaceSubrange(y * stride + 4 * x..<y * stride + 4 * x + 4, with: [0, 0, 0, 0])
        }
        return (bytes, width, height, stride)
    }

    @Test(
        "Premultiplied edge cases read back exactly by libpng and Pillow",
        arguments: [PNGCompression.fast, .small])
    func premultipliedRoundTrip(compression: PNGCompression) throws {
        let (bytes, width, height, stride) = Self.premultipliedBuffer()
        let png = try bytes.withUnsafeBytes {
            try PNGEncoder(compression: compression).encode(
                premultipliedARGB32: $0, width: width, height: height, bytesPerRow: stride)
        }
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "edge.png")
        try Data(png).write(to: file)
        let ours = try PNGDecoder.decode(png)
        let pillow = try decodeWithPillow(file)
        #expect(pillow.mode == "RGBA")
        #expect(pillow.image == ours)
        for (index, pair) in Self.premultipliedPixels().enumerated() {
            let pixel = ours[index % width, index / width]
            let expected = RGBAImage.Pixel(
                red: Self.straight(pair.component, alpha: pair.alpha),
                green: Self.straight(pair.component / 2, alpha: pair.alpha),
                blue: Self.straight(max(0, pair.alpha - pair.component), alpha: pair.alpha),
                alpha: UInt8(pair.alpha))
            #expect(pixel == expected, "a=\(pair.alpha) c=\(pair.component)")
        }
    }

    @Test("Straight formula spot values")
    func formulaSpotValues() throws {
        // a = 1: c = 1 is full intensity; a = 128, c = 64 rounds (64*255+64)/128 = 128.
        #expect(Self.straight(1, alpha: 1) == 255)
        #expect(Self.straight(64, alpha: 128) == 128)
        #expect(Self.straight(0, alpha: 0) == 0)
        #expect(Self.straight(77, alpha: 255) == 77)
    }

    @Test(
        "Opaque Cairo frames are RGB, translucent ones RGBA; pixels match Cairo's own reading",
        arguments: [true, false])
    func cairoSurfaces(opaque: Bool) throws {
        let surface = try makeSampleSurface(opaque: opaque)
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "sample.png")
        try PNGEncoder().write(surface, to: file)
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[25] == (opaque ? 2 : 6), "IHDR color type")
        #expect(bytes[24] == 8, "bit depth")
        let pillow = try decodeWithPillow(file)
        #expect(pillow.mode == (opaque ? "RGB" : "RGBA"))
        // Independent of our converter: Cairo writes its own PNG, Pillow reads both.
        let cairoFile = directory.appending(path: "cairo.png")
        #expect(cairo_surface_write_to_png(surface.pointer, cairoFile.path) == CAIRO_STATUS_SUCCESS)
        let cairoPixels = try decodeWithPillow(cairoFile).image
        #expect(pillow.image == cairoPixels)
        #expect(try RGBAImage(contentsOfPNG: file) == cairoPixels)
        #expect(try RGBAImage(surface) == cairoPixels)
    }

    @Test("RGBAImage encodes to the same pixels with both compressions")
    func straightImages() throws {
        var image = RGBAImage(width: 5, height: 3, color: .init(red: 10, green: 20, blue: 30))
        image[4, 2] = .init(red: 200, green: 100, blue: 50, alpha: 77)
        for compression in [PNGCompression.fast, .small] {
            let png = try PNGEncoder(compression: compression).encode(image)
            #expect(png[25] == 6)
            #expect(try PNGDecoder.decode(png) == image)
        }
        image[4, 2].alpha = 255
        let opaque = try PNGEncoder().encode(image)
        #expect(opaque[25] == 2)
        #expect(try PNGDecoder.decode(opaque) == image)
    }

    @Test("Zero sizes and short buffers throw")
    func invalidInput() throws {
        #expect(throws: ImageFileError.self) {
            try PNGEncoder().encode(RGBAImage(width: 0, height: 4))
        }
        let bytes = [UInt8](repeating: 0, count: 64)
        bytes.withUnsafeBytes { buffer in
            let shortStride = #expect(throws: ImageFileError.self) {
                try PNGEncoder().encode(
                    premultipliedARGB32: buffer, width: 4, height: 2, bytesPerRow: 8)
            }
            #expect(shortStride?.kind == .invalidImage)
            let tooFew = #expect(throws: ImageFileError.self) {
                try PNGEncoder().encode(
                    premultipliedARGB32: buffer, width: 4, height: 5, bytesPerRow: 16)
            }
            #expect(tooFew?.description.contains("needs 80 bytes, but got 64") == true)
        }
        let surface = try CairoSurface(width: 4, height: 4)
        let context = try CairoContext(surface)
        cairo_restore(context.pointer)  // without a save: Cairo's "invalid restore" error
        #expect(throws: ImageFileError.self) { try context.checkStatus() }
    }
}
