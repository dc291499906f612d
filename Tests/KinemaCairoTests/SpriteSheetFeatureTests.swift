import Foundation
import KinemaCairo
import Testing

@Suite("Sprite sheets: trimming, dedup, extrusion, pages, errors")
struct SpriteSheetFeatureTests {
    typealias Fixture = SpriteSheetTests

    @Test("Trimming records the offsets of the visible pixels")
    func trimming() throws {
        var image = RGBAImage(width: 20, height: 16)
        for y in 5..<9 { for x in 3..<10 { image[x, y] = .init(red: 9, green: 99, blue: 199) } }
        let frames = [
            SpriteFrame(name: "a", image: image),
            SpriteFrame(name: "blank", image: RGBAImage(width: 4, height: 4)),
        ]
        let sheet = try SpriteSheet(frames: frames)
        let sprite = sheet.sprites[0]
        #expect(sprite.isTrimmed)
        #expect(sprite.spriteSourceSize == PixelRect(x: 3, y: 5, width: 7, height: 4))
        #expect(sprite.frame.size == PixelSize(width: 7, height: 4))
        #expect(sprite.sourceSize == PixelSize(width: 20, height: 16))
        #expect(
            sheet.pages[0][sprite.frame.x, sprite.frame.y] == .init(red: 9, green: 99, blue: 199))
        #expect(sheet.sprites[1].spriteSourceSize == PixelRect(x: 0, y: 0, width: 1, height: 1))
        let untrimmed = try SpriteSheet(
            frames: frames, options: .init(trimsTransparentBorders: false))
        #expect(!untrimmed.sprites[0].isTrimmed)
        #expect(untrimmed.sprites[0].frame.size == PixelSize(width: 20, height: 16))
        Fixture.checkInvariants(sheet, frames: frames)
    }

    @Test("Identical frames are stored once, also when trimmed from different offsets")
    func deduplication() throws {
        let a = Fixture.frame("a", width: 10, height: 8, seed: 1)
        let b = Fixture.frame("b", width: 12, height: 9, seed: 2)
        var shifted = RGBAImage(width: 14, height: 12)
        shifted.draw(a.image, atX: 4, y: 3)
        let frames = [
            a, b, SpriteFrame(name: "a-again", image: a.image),
            SpriteFrame(name: "a-shifted", image: shifted),
        ]
        let sheet = try SpriteSheet(
            frames: frames, options: .init(layout: .grid(columns: 4), padding: 0))
        #expect(sheet.sprites[2].frame == sheet.sprites[0].frame)
        #expect(sheet.sprites[3].frame == sheet.sprites[0].frame)
        #expect(sheet.sprites[3].spriteSourceSize == PixelRect(x: 4, y: 3, width: 10, height: 8))
        #expect(sheet.pages[0].width == 24, "two distinct 12-wide cells")
        let all = try SpriteSheet(
            frames: frames,
            options: .init(layout: .grid(columns: 4), padding: 0, deduplicatesFrames: false))
        #expect(all.pages[0].width == 48)
        Fixture.checkInvariants(sheet, frames: frames)
    }

    @Test("Grid cells follow frame order with padding and border")
    func grid() throws {
        let frames = (0..<5).map { Fixture.frame("f\($0)", width: 10, height: 6, seed: $0) }
        let sheet = try SpriteSheet(
            frames: frames, options: .init(layout: .grid(columns: 2), padding: 3, borderPadding: 1))
        #expect(sheet.sprites.map(\.frame.x) == [1, 14, 1, 14, 1])
        #expect(sheet.sprites.map(\.frame.y) == [1, 1, 10, 10, 19])
        #expect(sheet.pages[0].size == PixelSize(width: 25, height: 26))
    }

    @Test("Extrusion repeats the edge pixels outside the frame")
    func extrusion() throws {
        let frame = Fixture.frame("f", width: 5, height: 4, seed: 3)
        let sheet = try SpriteSheet(frames: [frame], options: .init(padding: 0, extrusion: 2))
        let rect = sheet.sprites[0].frame
        #expect(rect.origin == (2, 2))
        let page = sheet.pages[0]
        #expect(page.size == PixelSize(width: 9, height: 8))
        #expect(page[0, 0] == frame.image[0, 0])
        #expect(page[8, 7] == frame.image[4, 3])
        #expect(page[0, 4] == frame.image[0, 2])
        #expect(page[5, 0] == frame.image[3, 0])
    }

    @Test("Frames beyond one maximum-size sheet go to further sheets")
    func severalPages() throws {
        let frames = (0..<9).map { Fixture.frame("f\($0)", width: 30, height: 30, seed: $0) }
        let options = SpriteSheetOptions(padding: 2, maximumSize: PixelSize(width: 64, height: 64))
        let sheet = try SpriteSheet(frames: frames, options: options)
        #expect(sheet.pages.count == 3)
        Fixture.checkInvariants(sheet, frames: frames)
        let power = try SpriteSheet(
            frames: Array(frames.prefix(3)), options: .init(usesPowerOfTwoSizes: true))
        #expect(power.pages.map(\.size) == [PixelSize(width: 64, height: 64)])
    }

    @Test("Bad input throws errors naming the input")
    func badInput() throws {
        let good = Fixture.frame("ok", width: 4, height: 4, seed: 0)
        #expect(throws: SpriteSheetError.noFrames) { try SpriteSheet(frames: []) }
        #expect(throws: SpriteSheetError.emptyFrame(name: "zero")) {
            try SpriteSheet(frames: [
                good, SpriteFrame(name: "zero", image: RGBAImage(width: 0, height: 5)),
            ])
        }
        #expect(throws: SpriteSheetError.duplicateName("ok")) {
            try SpriteSheet(frames: [good, good])
        }
        #expect(throws: SpriteSheetError.negativeDuration(name: "ok")) {
            try SpriteSheet(frames: [
                SpriteFrame(name: "ok", image: good.image, duration: .milliseconds(-1))
            ])
        }
        let big = Fixture.frame("big", width: 70, height: 10, seed: 0)
        let error = #expect(throws: SpriteSheetError.self) {
            try SpriteSheet(
                frames: [big], options: .init(maximumSize: PixelSize(width: 64, height: 64)))
        }
        #expect(error?.description.contains("'big' needs 70x10") == true)
        #expect(throws: SpriteSheetError.invalidTag(name: "t", from: 1, to: 0, frameCount: 1)) {
            try SpriteSheet(frames: [good], tags: [FrameTag(name: "t", from: 1, to: 0)])
        }
        for options in [
            SpriteSheetOptions(padding: -1),
            SpriteSheetOptions(maximumSize: PixelSize(width: 0, height: 9)),
            SpriteSheetOptions(layout: .grid(columns: 0)),
            SpriteSheetOptions(
                layout: .grid(columns: 20), maximumSize: PixelSize(width: 40, height: 40)),
        ] {
            #expect(throws: SpriteSheetError.self) {
                try SpriteSheet(
                    frames: [good, good, good].enumerated().map {
                        SpriteFrame(name: "\($0.offset)", image: $0.element.image)
                    }, options: options)
            }
        }
    }
}

extension PixelRect {
    fileprivate var origin: (Int, Int) { (x, y) }
}

private func == (lhs: (Int, Int), rhs: (Int, Int)) -> Bool { lhs.0 == rhs.0 && lhs.1 == rhs.1 }
