import Foundation
import KinemaCairo
import Testing

private typealias Fixture = SpriteSheetTests

@Suite("Sprite sheets streamed from files")
struct SpriteAtlasFilesTests {
    @Test(
        "Streaming from PNG files writes the same bytes as the in-memory sheet",
        arguments: [
            SpriteSheetOptions(),
            SpriteSheetOptions(
                layout: .grid(), padding: 3, borderPadding: 2, extrusion: 1,
                maximumSize: PixelSize(width: 80, height: 80)),
            SpriteSheetOptions(
                padding: 1, trimsTransparentBorders: false, usesPowerOfTwoSizes: true,
                maximumSize: PixelSize(width: 64, height: 64), deduplicatesFrames: false),
        ])
    func sameFiles(options: SpriteSheetOptions) throws {
        var frames = (0..<11).map {
            Fixture.frame("f\($0)", width: 20 + $0, height: 18, inset: $0 % 3, seed: $0 % 7)
        }
        frames.append(SpriteFrame(name: "empty", image: RGBAImage(width: 5, height: 5)))
        frames.append(SpriteFrame(name: "again", image: frames[2].image))
        let tags = [FrameTag(name: "all", from: 0, to: frames.count - 1)]
        let source = try makeTemporaryDirectory()
        let files = try frames.map { frame in
            let url = source.appending(path: frame.name + ".png")
            try frame.image.writePNG(to: url)
            return SpriteFrameFile(url: url, name: frame.name, duration: frame.duration)
        }
        let memory = try makeTemporaryDirectory()
        let streamed = try makeTemporaryDirectory()
        let sheet = try SpriteSheet(frames: frames, tags: tags, options: options)
        let expected = try sheet.write(to: memory, named: "s")
        let (atlas, written) = try SpriteAtlas.write(
            files: files, tags: tags, options: options, to: streamed, named: "s")
        #expect(atlas == sheet.atlas)
        #expect(written.map(\.lastPathComponent) == expected.map(\.lastPathComponent))
        for (a, b) in zip(expected, written) {
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(a.lastPathComponent)")
        }
    }

    @Test("An unreadable frame file is an error naming it")
    func unreadable() throws {
        let directory = try makeTemporaryDirectory()
        let missing = directory.appending(path: "gone.png")
        #expect {
            try SpriteAtlas.write(
                files: [SpriteFrameFile(url: missing)], to: directory)
        } throws: { error in
            "\(error)".contains(missing.path)
        }
    }
}
