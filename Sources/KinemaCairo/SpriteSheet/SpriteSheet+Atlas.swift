import Foundation
import KinemaCore

/// The two TexturePacker JSON forms that Phaser, PixiJS and most engines read.
public enum AtlasFormat: String, Hashable, Sendable, CaseIterable {
    /// "JSON (Hash)": `frames` is an object keyed by frame name.
    case hash
    /// "JSON (Array)": `frames` is an array whose entries carry a `filename`.
    case array
}

extension SpriteSheet {
    /// The atlas JSON of one page, in TexturePacker's form with Aseprite's additions.
    ///
    /// Each frame: `frame`, `rotated` (always false), `trimmed`, `spriteSourceSize`,
    /// `sourceSize`, `duration` (ms, rounded). `animations` maps each tag to the names of its
    /// frames on this page, in frame order; `meta` holds `app`, `version`, `image`, `format`
    /// ("RGBA8888"), `size`, `scale` ("1"), `frameTags` (indices over all frames, as Aseprite)
    /// and, when there are several pages, `related_multi_packs` naming the other pages' JSON.
    ///
    /// - Parameters:
    ///   - page: A page index.
    ///   - format: Hash or array.
    ///   - imageName: The page image's file name, as `meta.image`.
    ///   - otherAtlasNames: The JSON file names of the other pages.
    public func atlasJSON(
        page: Int, format: AtlasFormat, imageName: String, otherAtlasNames: [String] = []
    ) -> String {
        precondition(pages.indices.contains(page), "Page \(page) is not in 0..<\(pages.count)")
        let onPage = sprites.filter { $0.page == page }
        let entries = onPage.map { frameEntry($0) }
        let frames: JSONText =
            switch format {
            case .hash: .object(zip(onPage, entries).map { ($0.name, .object($1)) })
            case .array:
                .array(zip(onPage, entries).map { .object([("filename", .string($0.name))] + $1) })
            }
        let names = Set(onPage.map(\.name))
        let animations: [(String, JSONText)] = tags.compactMap { tag in
            let members = sprites[tag.from...tag.to].map(\.name).filter(names.contains)
            return members.isEmpty ? nil : (tag.name, .array(members.map { .string($0) }))
        }
        var meta: [(String, JSONText)] = [
            ("app", .string("Kinema")), ("version", .string("1.0")),
            ("image", .string(imageName)), ("format", .string("RGBA8888")),
            ("size", Self.size(pages[page].size)), ("scale", .string("1")),
            ("frameTags", .array(tags.map(Self.tagEntry))),
        ]
        if !otherAtlasNames.isEmpty {
            meta.append(("related_multi_packs", .array(otherAtlasNames.map { .string($0) })))
        }
        let root = JSONText.object([
            ("frames", frames), ("animations", .object(animations)), ("meta", .object(meta)),
        ])
        return root.serialized() + "\n"
    }

    /// Writes every page as PNG and its atlas as JSON into `directory`, each file atomically.
    ///
    /// One page: `NAME.png` and `NAME.json`; several: `NAME-0.png`, `NAME-0.json`, ...
    ///
    /// - Returns: The files written, PNG then JSON per page.
    /// - Throws: ``ImageFileError`` naming the file for an unwritable destination.
    @discardableResult
    public func write(
        to directory: URL, named name: String = "sheet", format: AtlasFormat = .hash,
        compression: PNGCompression = .fast
    ) throws -> [URL] {
        let stems = pages.count == 1 ? [name] : pages.indices.map { "\(name)-\($0)" }
        var written: [URL] = []
        for (page, stem) in stems.enumerated() {
            let imageURL = directory.appending(path: stem + ".png")
            try pages[page].writePNG(to: imageURL, compression: compression)
            let others = stems.enumerated().filter { $0.offset != page }.map {
                $0.element + ".json"
            }
            let json = atlasJSON(
                page: page, format: format, imageName: stem + ".png", otherAtlasNames: others)
            let jsonURL = directory.appending(path: stem + ".json")
            try AtomicFile.write(Array(json.utf8), to: jsonURL)
            written += [imageURL, jsonURL]
        }
        return written
    }

    private func frameEntry(_ sprite: Sprite) -> [(String, JSONText)] {
        [
            ("frame", Self.rect(sprite.frame)), ("rotated", .boolean(false)),
            ("trimmed", .boolean(sprite.isTrimmed)),
            ("spriteSourceSize", Self.rect(sprite.spriteSourceSize)),
            ("sourceSize", Self.size(sprite.sourceSize)),
            ("duration", .integer(Self.milliseconds(sprite.duration))),
        ]
    }

    private static func tagEntry(_ tag: FrameTag) -> JSONText {
        .object([
            ("name", .string(tag.name)), ("from", .integer(tag.from)), ("to", .integer(tag.to)),
            ("direction", .string(tag.direction.rawValue)),
        ])
    }

    private static func rect(_ rect: PixelRect) -> JSONText {
        .object([
            ("x", .integer(rect.x)), ("y", .integer(rect.y)),
            ("w", .integer(rect.width)), ("h", .integer(rect.height)),
        ])
    }

    private static func size(_ size: PixelSize) -> JSONText {
        .object([("w", .integer(size.width)), ("h", .integer(size.height))])
    }

    /// Whole milliseconds, rounded half away from zero, clamped to the Int range.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return Int(max(Double(Int.min / 2), min(Double(Int.max / 2), value.rounded())))
    }
}
