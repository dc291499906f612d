import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

@Suite("Sprite sheets: layout")
struct SpriteSheetTests {
    /// A `width` x `height` frame: a transparent border of `inset`, filled with a color
    /// derived from `seed`, with one distinct corner pixel so frames differ.
    static func frame(
        _ name: String, width: Int, height: Int, inset: Int = 0, seed: Int
    ) -> SpriteFrame {
        var image = RGBAImage(width: width, height: height)
        for y in inset..<height - inset {
            for x in inset..<width - inset {
                image[x, y] = .init(
                    red: UInt8(truncatingIfNeeded: seed * 37 + x),
                    green: UInt8(truncatingIfNeeded: y * 5),
                    blue: UInt8(truncatingIfNeeded: seed * 11), alpha: 255)
            }
        }
        return SpriteFrame(name: name, image: image, duration: .milliseconds(40 + seed))
    }

    /// Every sprite lies on its page, distinct images keep `padding` between their extruded
    /// rectangles, and each page shows exactly the frame's trimmed pixels at `frame`.
    static func checkInvariants(
        _ sheet: SpriteSheet, frames: [SpriteFrame],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let options = sheet.options
        let grow = options.extrusion
        var seen: [Int: SpriteSheet.Sprite] = [:]
        for (sprite, frame) in zip(sheet.sprites, frames) {
            let page = sheet.pages[sprite.page]
            #expect(
                page.width <= options.maximumSize.width
                    && page.height <= options.maximumSize.height, sourceLocation: sourceLocation)
            let outer = PixelRect(
                x: sprite.frame.x - grow - options.borderPadding,
                y: sprite.frame.y - grow - options.borderPadding,
                width: sprite.frame.width + 2 * (grow + options.borderPadding),
                height: sprite.frame.height + 2 * (grow + options.borderPadding))
            #expect(
                PixelRect(x: 0, y: 0, width: page.width, height: page.height).contains(outer),
                sourceLocation: sourceLocation)
            let expected = frame.image.cropped(to: sprite.spriteSourceSize)
            if frame.image.visibleBounds != nil {
                #expect(
                    page.cropped(to: sprite.frame) == expected, "\(sprite.name)",
                    sourceLocation: sourceLocation)
            }
            #expect(sprite.sourceSize == frame.image.size, sourceLocation: sourceLocation)
            seen[sprite.imageIndex] = sprite
        }
        let distinct = Array(seen.values)
        for (index, first) in distinct.enumerated() {
            for second in distinct[(index + 1)...] where first.page == second.page {
                // The extruded rectangles keep at least `padding` pixels apart.
                let p = options.padding
                let a = PixelRect(
                    x: first.frame.x - grow - p, y: first.frame.y - grow - p,
                    width: first.frame.width + 2 * (grow + p),
                    height: first.frame.height + 2 * (grow + p))
                let b = PixelRect(
                    x: second.frame.x - grow, y: second.frame.y - grow,
                    width: second.frame.width + 2 * grow, height: second.frame.height + 2 * grow)
                #expect(
                    !a.intersects(b), "\(first.name) and \(second.name) closer than \(p)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test(
        "Seeded random frames pack without overlap, within bounds, in every layout",
        arguments: 0..<6)
    func randomFrames(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let frames = (0..<Int.random(in: 1...40, using: &generator)).map { index in
            Self.frame(
                "f\(index)", width: Int.random(in: 3...60, using: &generator),
                height: Int.random(in: 3...60, using: &generator),
                inset: Int.random(in: 0...1, using: &generator), seed: index)
        }
        let layouts: [SpriteSheetOptions.Layout] = [.packed, .grid(), .grid(columns: 3)]
        let options = SpriteSheetOptions(
            layout: layouts[Int(seed) % 3], padding: Int(seed % 4), borderPadding: Int(seed % 3),
            extrusion: Int(seed % 2) * 2, usesPowerOfTwoSizes: seed % 2 == 0,
            maximumSize: PixelSize(width: 256, height: 200))
        let sheet = try SpriteSheet(frames: frames, options: options)
        Self.checkInvariants(sheet, frames: frames)
        if options.usesPowerOfTwoSizes {
            for page in sheet.pages {
                #expect(page.width & (page.width - 1) == 0 && page.height & (page.height - 1) == 0)
            }
        }
    }
}
