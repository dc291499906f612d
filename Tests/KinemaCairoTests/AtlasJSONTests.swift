import Foundation
import KinemaCairo
import Testing

@Suite("Sprite sheets: atlas JSON and files")
struct AtlasJSONTests {
    static func sheet() throws -> SpriteSheet {
        var frames = (0..<4).map {
            SpriteSheetTests.frame(
                "spin_\($0)", width: 16, height: 12, inset: $0 == 1 ? 2 : 0, seed: $0)
        }
        frames[3].duration = .seconds(0.0125)  // 12.5 ms rounds to 13
        frames.append(SpriteFrame(name: "quote\"and\\slash", image: frames[0].image))
        return try SpriteSheet(
            frames: frames,
            tags: [
                FrameTag(name: "spin", from: 0, to: 3),
                FrameTag(name: "back", from: 1, to: 2, direction: .pingpong),
            ])
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("JSON (Hash) has TexturePacker's keys and Aseprite's duration and frameTags")
    func hashForm() throws {
        let sheet = try Self.sheet()
        let root = try Self.parse(sheet.atlasJSON(page: 0, format: .hash, imageName: "spin.png"))
        #expect(Set(root.keys) == ["frames", "animations", "meta"])
        let frames = try #require(root["frames"] as? [String: [String: Any]])
        #expect(Set(frames.keys) == ["spin_0", "spin_1", "spin_2", "spin_3", "quote\"and\\slash"])
        let entry = try #require(frames["spin_1"])
        #expect(
            Set(entry.keys) == [
                "frame", "rotated", "trimmed", "spriteSourceSize", "sourceSize", "duration",
            ])
        let sprite = sheet.sprites[1]
        #expect(
            entry["frame"] as? [String: Int] == [
                "x": sprite.frame.x, "y": sprite.frame.y, "w": 12, "h": 8,
            ])
        #expect(entry["spriteSourceSize"] as? [String: Int] == ["x": 2, "y": 2, "w": 12, "h": 8])
        #expect(entry["sourceSize"] as? [String: Int] == ["w": 16, "h": 12])
        #expect(entry["rotated"] as? Bool == false)
        #expect(entry["trimmed"] as? Bool == true)
        #expect(entry["duration"] as? Int == 41)
        #expect(frames["spin_3"]?["duration"] as? Int == 13)
        #expect(
            frames["quote\"and\\slash"]?["frame"] as? [String: Int] == frames["spin_0"]?["frame"]
                as? [String: Int])
        #expect(
            root["animations"] as? [String: [String]] == [
                "spin": ["spin_0", "spin_1", "spin_2", "spin_3"], "back": ["spin_1", "spin_2"],
            ])
        let meta = try #require(root["meta"] as? [String: Any])
        #expect(
            Set(meta.keys) == ["app", "version", "image", "format", "size", "scale", "frameTags"])
        #expect(meta["image"] as? String == "spin.png")
        #expect(meta["format"] as? String == "RGBA8888")
        #expect(meta["scale"] as? String == "1")
        #expect(
            meta["size"] as? [String: Int] == [
                "w": sheet.pages[0].width, "h": sheet.pages[0].height,
            ])
        let tags = try #require(meta["frameTags"] as? [[String: Any]])
        #expect(tags.count == 2)
        #expect(tags[1]["name"] as? String == "back")
        #expect(tags[1]["from"] as? Int == 1)
        #expect(tags[1]["to"] as? Int == 2)
        #expect(tags[1]["direction"] as? String == "pingpong")
    }

    @Test("JSON (Array) lists frames in order with their filename")
    func arrayForm() throws {
        let sheet = try Self.sheet()
        let root = try Self.parse(sheet.atlasJSON(page: 0, format: .array, imageName: "spin.png"))
        let frames = try #require(root["frames"] as? [[String: Any]])
        #expect(frames.map { $0["filename"] as? String } == sheet.sprites.map(\.name))
        #expect(
            Set(frames[0].keys) == [
                "filename", "frame", "rotated", "trimmed", "spriteSourceSize", "sourceSize",
                "duration",
            ])
    }

    @Test("write puts PNG and JSON per page; several pages name each other")
    func writeFiles() throws {
        let directory = try makeTemporaryDirectory()
        let single = try Self.sheet()
        let files = try single.write(to: directory, named: "spin")
        #expect(files.map(\.lastPathComponent) == ["spin.png", "spin.json"])
        #expect(try RGBAImage(contentsOfPNG: files[0]) == single.pages[0])
        let frames = (0..<6).map {
            SpriteSheetTests.frame("f\($0)", width: 30, height: 30, seed: $0)
        }
        let multi = try SpriteSheet(
            frames: frames, options: .init(maximumSize: PixelSize(width: 64, height: 64)))
        try multi.write(to: directory, named: "multi", format: .array)
        #expect(
            try fileNames(in: directory) == [
                "multi-0.json", "multi-0.png", "multi-1.json", "multi-1.png", "spin.json",
                "spin.png",
            ])
        let root = try Self.parse(
            String(
                decoding: try Data(contentsOf: directory.appending(path: "multi-1.json")),
                as: UTF8.self))
        let meta = try #require(root["meta"] as? [String: Any])
        #expect(meta["image"] as? String == "multi-1.png")
        #expect(meta["related_multi_packs"] as? [String] == ["multi-0.json"])
        #expect(throws: ImageFileError.self) {
            try single.write(to: directory.appending(path: "absent"))
        }
    }
}
