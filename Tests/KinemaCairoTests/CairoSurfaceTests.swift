import CCairo
import Foundation
import KinemaCairo
import KinemaGraphics
import KinemaScene
import Testing

@Suite("Cairo surface and context")
struct CairoSurfaceTests {
    @Test(
        "Sizes outside 1...32767 throw an error naming the size",
        arguments: [
            (0, 10), (10, 0), (-1, 10), (10, -5), (32_768, 1), (1, 32_768), (Int.max, 1),
            (1, Int.min),
        ])
    func invalidSizes(width: Int, height: Int) {
        let error = #expect(throws: ImageFileError.self) {
            try CairoSurface(width: width, height: height)
        }
        #expect(error?.kind == .invalidImage)
        #expect(error?.description.contains("\(width)x\(height)") == true)
    }

    @Test("A new surface is transparent, with a stride of at least 4 bytes per pixel")
    func newSurface() throws {
        for (width, height) in [(1, 1), (3, 2), (32_767, 1)] {
            let surface = try CairoSurface(size: PixelSize(width: width, height: height))
            #expect(surface.size == PixelSize(width: width, height: height))
            #expect(surface.bytesPerRow >= 4 * width)
            #expect(surface.pixel(x: width - 1, y: height - 1) == .clear)
            try surface.checkStatus()
        }
    }

    @Test("pixel(x:y:) reads straight RGBA, as RGBAImage does")
    func pixels() throws {
        let surface = try makeSampleSurface(opaque: false)
        let image = try RGBAImage(surface)
        #expect(image.size == surface.size)
        var translucent = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let pixel = surface.pixel(x: x, y: y)
                #expect(pixel == image[x, y])
                if pixel.alpha > 0 && pixel.alpha < 255 { translucent += 1 }
            }
        }
        #expect(translucent > 100, "the sample has translucent shapes")
    }

    @Test("An image goes into a surface and back unchanged where it is opaque or clear")
    func roundTrip() throws {
        var image = RGBAImage(width: 3, height: 2, color: .init(red: 10, green: 200, blue: 30))
        image[2, 1] = .clear
        image[0, 1] = .init(red: 255, green: 128, blue: 0, alpha: 255)
        let surface = try image.makeCairoSurface()
        #expect(try RGBAImage(surface) == image)
        #expect(surface.pixel(x: 0, y: 1) == image[0, 1])
    }

    @Test("A context keeps its surface alive; clear() makes every pixel transparent")
    func contextOwnsSurface() throws {
        let context = try CairoContext(CairoSurface(width: 8, height: 8))
        cairo_set_source_rgb(context.pointer, 1, 0, 0)
        cairo_rectangle(context.pointer, 2, 2, 4, 4)
        cairo_clip(context.pointer)
        cairo_paint(context.pointer)
        #expect(context.surface.pixel(x: 3, y: 3) == .init(red: 255, green: 0, blue: 0))
        #expect(context.surface.pixel(x: 0, y: 0) == .clear)
        context.clear()
        #expect(try RGBAImage(context.surface) == RGBAImage(width: 8, height: 8))
        try context.checkStatus()
    }

    @Test("A context in an error state throws Cairo's reason")
    func errorState() throws {
        let context = try CairoContext(CairoSurface(width: 4, height: 4))
        cairo_restore(context.pointer)  // without a save
        let error = #expect(throws: ImageFileError.self) { try context.checkStatus() }
        #expect(error?.description.contains("restore") == true)
        try context.surface.checkStatus()  // the surface itself is fine
    }

    @Test("PNG files of a surface decode to its pixels")
    func encodes() throws {
        let surface = try makeSampleSurface(opaque: true)
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "surface.png")
        try PNGEncoder(compression: .small).write(surface, to: file)
        #expect(try RGBAImage(contentsOfPNG: file) == RGBAImage(surface))
        #expect(try fileNames(in: directory) == ["surface.png"])
    }

    @Test(
        "The rendering article's example: a list drawn into an owned surface, written and read back"
    )
    func readmeExample() throws {
        let list = DisplayList(size: CGSize(width: 6, height: 4), items: [])
        let surface = try CairoSurface(width: 6, height: 4)
        let context = try CairoContext(surface)
        let options = DisplayListRenderOptions(background: .white)
        DisplayListRenderer().render(list, options: options, in: context)
        try context.checkStatus()
        let file = try makeTemporaryDirectory().appending(path: "frame.png")
        try PNGEncoder().write(surface, to: file)
        let white = RGBAImage(width: 6, height: 4, color: .init(red: 255, green: 255, blue: 255))
        #expect(try RGBAImage(surface) == white)
        #expect(try RGBAImage(contentsOfPNG: file) == white)
        #expect(try DisplayListRenderer().render(list, options: options) == white)
    }
}
