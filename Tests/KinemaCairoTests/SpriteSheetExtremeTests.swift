import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

private typealias Fixture = SpriteSheetTests

@Suite("Sprite sheets: extreme options, page budget, per-page tags")
struct SpriteSheetExtremeTests {
    static let integers: [Int] = [.max, .min, .max / 2, 0, 1, -1, 1 << 20, (1 << 20) + 1]

    @Test("Every integer option at extreme values builds a sheet or throws, never traps")
    func extremeOptions() throws {
        let frames = (0..<5).map { Fixture.frame("f\($0)", width: 12, height: 9, seed: $0) }
        var g = SeededGenerator(seed: 0x5EE7)
        var built = 0
        for _ in 0..<400 {
            func pick() -> Int {
                g.next() % 2 == 0
                    ? Self.integers.randomElement(using: &g)! : Int.random(in: 0...64, using: &g)
            }
            let layout: SpriteSheetOptions.Layout =
                g.next() % 2 == 0 ? .packed : .grid(columns: g.next() % 2 == 0 ? nil : pick())
            let options = SpriteSheetOptions(
                layout: layout, padding: pick(), borderPadding: pick(), extrusion: pick(),
                trimsTransparentBorders: g.next() % 2 == 0, usesPowerOfTwoSizes: g.next() % 2 == 0,
                maximumSize: PixelSize(width: pick(), height: pick()),
                memoryBudget: g.next() % 2 == 0 ? 1 << 20 : pick())
            do {
                let sheet = try SpriteSheet(frames: frames, options: options)
                #expect(sheet.sprites.count == frames.count)
                built += 1
            } catch let error as SpriteSheetError {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(built > 0)
    }

    @Test(
        "Options near Int.max are refused with a message naming them",
        arguments: [
            (SpriteSheetOptions(padding: .max), "padding"),
            (SpriteSheetOptions(borderPadding: .max), "borderPadding"),
            (SpriteSheetOptions(extrusion: .max - 1), "extrusion"),
            (SpriteSheetOptions(maximumSize: PixelSize(width: .max, height: .max)), "maximumSize"),
        ])
    func nearIntMax(options: SpriteSheetOptions, name: String) {
        let frames = [Fixture.frame("a", width: 4, height: 4, seed: 1)]
        #expect {
            try SpriteSheet(frames: frames, options: options)
        } throws: { error in
            "\(error)".contains(name)
        }
    }

    @Test("A page over the memory budget is refused before it is allocated")
    func pageBudget() {
        let frames = (0..<4).map { Fixture.frame("f\($0)", width: 10, height: 10, seed: $0) }
        let options = SpriteSheetOptions(
            layout: .grid(), padding: 40_000,
            maximumSize: PixelSize(width: 1 << 20, height: 1 << 20))
        #expect {
            try SpriteSheet(frames: frames, options: options)
        } throws: { error in
            guard case .overMemoryBudget(let page, _, let budget)? = error as? SpriteSheetError
            else { return false }
            return page.width > 40_000 && budget == 1 << 30
        }
    }

    @Test("Durations too long for Duration.components are written, clamped, not trapped")
    func hugeDuration() throws {
        let frame = SpriteFrame(
            name: "long",
            image: RGBAImage(width: 2, height: 2, color: .init(red: 1, green: 2, blue: 3)),
            duration: .seconds(1e20))
        let sheet = try SpriteSheet(frames: [frame])
        let json = sheet.atlasJSON(page: 0, format: .hash, imageName: "sheet.png")
        #expect(
            json.contains("\"duration\": 100000000000000000000")
                || json.contains("\"duration\": 4611686018427387904"))
    }

    @Test("Each page's frameTags index that page's frames only, and animations list them")
    func perPageTags() throws {
        let frames = (0..<9).map { Fixture.frame("f\($0)", width: 30, height: 30, seed: $0) }
        let tags = [
            FrameTag(name: "all", from: 0, to: 8), FrameTag(name: "middle", from: 3, to: 5),
            FrameTag(name: "last", from: 8, to: 8),
        ]
        let sheet = try SpriteSheet(
            frames: frames, tags: tags,
            options: SpriteSheetOptions(
                layout: .grid(), padding: 2, maximumSize: PixelSize(width: 64, height: 64)))
        #expect(sheet.pages.count == 3)
        let directory = try makeTemporaryDirectory()
        let files = try sheet.write(to: directory, named: "s", format: .hash)
        var tagged: [String: [String]] = [:]
        for url in files where url.pathExtension == "json" {
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let pageFrames = try #require(root["frames"] as? [String: Any])
            let names = sheet.sprites.map(\.name).filter { pageFrames[$0] != nil }
            let meta = try #require(root["meta"] as? [String: Any])
            let pageTags = try #require(meta["frameTags"] as? [[String: Any]])
            let animations = try #require(root["animations"] as? [String: [String]])
            for tag in pageTags {
                let name = try #require(tag["name"] as? String)
                let from = try #require(tag["from"] as? Int)
                let to = try #require(tag["to"] as? Int)
                #expect(0 <= from && from <= to && to < names.count, "\(url.lastPathComponent)")
                #expect(Array(names[from...to]) == animations[name])
                tagged[name, default: []] += names[from...to]
            }
        }
        #expect(tagged["all"] == frames.map(\.name))
        #expect(tagged["middle"] == ["f3", "f4", "f5"])
        #expect(tagged["last"] == ["f8"])
    }
}
