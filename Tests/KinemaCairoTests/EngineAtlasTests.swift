import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// Frames with transparent borders of different widths (so trimming differs), one repeated
/// (stored once), named as libGDX's packer expects sequences: `walk_00.png` ...
private func walkFrames() -> [SpriteFrame] {
    (0..<6).map { index in
        let shape = index == 4 ? 2 : index
        var image = RGBAImage(width: 30, height: 20)
        for y in (2 + shape)..<(12 + shape) {
            for x in (1 + 2 * shape)..<(9 + 3 * shape) {
                image[x, y] = .init(
                    red: UInt8(40 * shape), green: UInt8(10 * x), blue: UInt8(9 * y),
                    alpha: x == 1 + 2 * shape ? 128 : 255)
            }
        }
        return SpriteFrame(
            name: String(format: "walk_%02d.png", index), image: image,
            duration: .milliseconds(index == 5 ? 100 : 50))
    }
}

/// Builds the sheet (small pages, so there are several) and writes every format.
private func writeSheet() throws -> (SpriteSheet, [SpriteFrame], URL) {
    let frames = walkFrames()
    let sheet = try SpriteSheet(
        frames: frames,
        tags: [
            FrameTag(name: "walk", from: 0, to: 5),
            FrameTag(name: "idle", from: 1, to: 3, direction: .pingpong),
        ],
        options: SpriteSheetOptions(maximumSize: PixelSize(width: 24, height: 24)))
    #expect(sheet.pages.count > 1)
    let directory = try makeTemporaryDirectory()
    try sheet.write(
        to: directory, named: "hero", formats: [.texturePackerHash, .libGDX, .godotSpriteFrames])
    return (sheet, frames, directory)
}

/// The original frame rebuilt from a page: the region's pixels placed at `offset` on a
/// transparent canvas of `original` size.
private func rebuild(
    page: RGBAImage, region: PixelRect, offset: (x: Int, y: Int), original: PixelSize
) -> RGBAImage {
    var canvas = RGBAImage(width: original.width, height: original.height)
    canvas.draw(page.cropped(to: region), atX: offset.x, y: offset.y)
    return canvas
}

private func integers(_ text: Substring) -> [Int] {
    text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
}

@Suite("Engine atlases: libGDX, Godot and the format names")
struct EngineAtlasTests {
    /// A reader of libGDX's atlas text written here from the format's description (page
    /// entries separated by blank lines; a page's first line is its image, then `key: value`
    /// lines; a region is a line without a colon followed by its `key: value` lines).
    struct LibGDXRegion {
        var page: String
        var name: String
        var fields: [String: Substring] = [:]
    }

    static func parseLibGDX(_ text: String) -> (
        pages: [String: [String: Substring]], regions: [LibGDXRegion]
    ) {
        var pages: [String: [String: Substring]] = [:]
        var regions: [LibGDXRegion] = []
        var page: String?
        var inRegions = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                (page, inRegions) = (nil, false)
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                if let page {
                    regions.append(LibGDXRegion(page: page, name: line))
                    inRegions = true
                } else {
                    page = line
                    pages[line] = [:]
                }
                continue
            }
            let key = String(line[..<colon])
            let value = Substring(line[line.index(after: colon)...])
            if let last = regions.last, last.page == page, inRegions {
                regions[regions.count - 1].fields[key] = value
            } else {
                pages[page!]![key] = value
            }
        }
        return (pages, regions)
    }

    @Test("libGDX: every region rebuilds its frame; pages, indices and offsets as specified")
    func libGDX() throws {
        let (sheet, frames, directory) = try writeSheet()
        let text = try String(contentsOf: directory.appending(path: "hero.atlas"), encoding: .utf8)
        let (pages, regions) = Self.parseLibGDX(text)
        #expect(Set(pages.keys) == Set(sheet.pages.indices.map { "hero-\($0).png" }))
        for (index, page) in sheet.pages.enumerated() {
            let header = try #require(pages["hero-\(index).png"])
            #expect(integers(header["size"]!) == [page.width, page.height])
            #expect(header["format"] == "RGBA8888")
            #expect(header["repeat"] == "none")
        }
        #expect(regions.count == frames.count)
        for (number, frame) in frames.enumerated() {
            let region = try #require(
                regions.first { $0.name == "walk" && $0.fields["index"].map { Int($0) } == number })
            let pageIndex = Int(region.page.dropFirst("hero-".count).dropLast(".png".count))!
            let page = try PNGDecoder.decode(contentsOf: directory.appending(path: region.page))
            #expect(page == sheet.pages[pageIndex])
            let bounds = integers(region.fields["bounds"]!)
            let rect = PixelRect(x: bounds[0], y: bounds[1], width: bounds[2], height: bounds[3])
            // offsets: left, bottom (from the original's bottom edge), original size.
            let offsets = region.fields["offsets"].map(integers) ?? [0, 0, rect.width, rect.height]
            let original = PixelSize(width: offsets[2], height: offsets[3])
            let top = original.height - offsets[1] - rect.height
            let rebuilt = rebuild(
                page: page, region: rect, offset: (offsets[0], top), original: original)
            #expect(rebuilt == frame.image, "region \(number)")
        }
    }

    /// The `[resource]` animations of a `.tres` as JSON: Godot's `SubResource("id")` and
    /// `&"name"` turned into strings, the rest of the syntax being JSON's.
    static func godotAnimations(_ text: String) throws -> [[String: Any]] {
        let body = try #require(text.components(separatedBy: "[resource]\nanimations = ").last)
        let json = body.replacingOccurrences(of: "SubResource(\"", with: "\"sub:")
            .replacingOccurrences(of: "\")", with: "\"")
            .replacingOccurrences(of: "&\"", with: "\"")
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    /// Each `[section attributes]` of a `.tres` with its `key = value` properties.
    static func godotSections(_ text: String) -> [(header: String, properties: [String: String])] {
        var sections: [(String, [String: String])] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            if line.hasPrefix("[") && line.hasSuffix("]") {
                sections.append((String(line.dropFirst().dropLast()), [:]))
            } else if let range = line.range(of: " = ") {
                sections[sections.count - 1].1[String(line[..<range.lowerBound])] =
                    String(line[range.upperBound...])
            }
        }
        return sections
    }

    /// The value of `name="value"` in a section header.
    static func attribute(_ name: String, in header: String) -> String? {
        guard let start = header.range(of: "\(name)=\"") else { return nil }
        return String(header[start.upperBound...].prefix { $0 != "\"" })
    }

    static func rect2(_ text: String) -> PixelRect {
        let numbers = integers(text.dropFirst("Rect2(".count).dropLast())
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    @Test("Godot: AtlasTextures rebuild the frames; animations follow the tags and durations")
    func godot() throws {
        let (sheet, frames, directory) = try writeSheet()
        let text = try String(contentsOf: directory.appending(path: "hero.tres"), encoding: .utf8)
        #expect(text.hasPrefix("[gd_resource type=\"SpriteFrames\""))
        #expect(text.contains("format=3"))
        let sections = Self.godotSections(text)
        var pagePaths: [String: String] = [:]
        var textures: [String: (page: String, region: PixelRect, margin: PixelRect?)] = [:]
        for (header, properties) in sections {
            if header.hasPrefix("ext_resource") {
                #expect(Self.attribute("type", in: header) == "Texture2D")
                pagePaths[Self.attribute("id", in: header)!] = Self.attribute("path", in: header)!
            } else if header.hasPrefix("sub_resource") {
                #expect(Self.attribute("type", in: header) == "AtlasTexture")
                let atlas = try #require(properties["atlas"])
                let pageID = String(atlas.dropFirst("ExtResource(\"".count).dropLast(2))
                textures[Self.attribute("id", in: header)!] = (
                    pagePaths[pageID]!, Self.rect2(properties["region"]!),
                    properties["margin"].map(Self.rect2)
                )
            }
        }
        // One AtlasTexture per distinct image: frame 4 repeats frame 2.
        #expect(textures.count == 5)
        let animations = try Self.godotAnimations(text)
        #expect(animations.map { $0["name"] as? String } == ["walk", "idle"])
        let expectedOrder = [Array(0...5), [1, 2, 3, 2]]
        for (animation, order) in zip(animations, expectedOrder) {
            #expect(animation["loop"] as? Bool == true)
            let speed = try #require(animation["speed"] as? Double)
            let entries = try #require(animation["frames"] as? [[String: Any]])
            #expect(entries.count == order.count)
            for (entry, number) in zip(entries, order) {
                let id = String((entry["texture"] as! String).dropFirst("sub:".count))
                let texture = try #require(textures[id])
                let page = try PNGDecoder.decode(
                    contentsOf: directory.appending(path: texture.page))
                let margin = texture.margin ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
                let original = PixelSize(
                    width: texture.region.width + margin.width,
                    height: texture.region.height + margin.height)
                let rebuilt = rebuild(
                    page: page, region: texture.region, offset: (margin.x, margin.y),
                    original: original)
                #expect(rebuilt == frames[number].image, "frame \(number)")
                // Seconds on screen: duration (in frames) / speed (frames per second).
                let seconds = (entry["duration"] as! Double) / speed
                expectClose(seconds, frames[number].duration / .seconds(1), absolute: 1e-9)
            }
        }
        #expect(sheet.sprites.count == frames.count)
    }

    @Test("Region names: libGDX's index split, and formats by command-line name")
    func namesAndFormats() {
        let sheetFormats = SpriteAtlasFormat.names.compactMap(SpriteAtlasFormat.named)
        #expect(sheetFormats == [.texturePackerHash, .libGDX, .godotSpriteFrames, .cssSprites])
        #expect(SpriteAtlasFormat.named("LibGDX") == .libGDX)
        #expect(SpriteAtlasFormat.named("CSS") == .cssSprites)
        #expect(SpriteAtlasFormat.named("html") == nil)
        #expect(SpriteAtlasFormat.godotSpriteFrames.fileExtension == "tres")
    }
}
