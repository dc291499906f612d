import Foundation
import KinemaCore

/// The two TexturePacker JSON forms that Phaser, PixiJS and most engines read.
public enum AtlasFormat: String, Hashable, Sendable, CaseIterable {
    /// "JSON (Hash)": `frames` is an object keyed by frame name.
    case hash
    /// "JSON (Array)": `frames` is an array whose entries carry a `filename`.
    case array
}

extension SpriteAtlas {
    /// The atlas JSON of one page, in TexturePacker's form with Aseprite's additions.
    ///
    /// Each frame: `frame`, `rotated` (always false), `trimmed`, `spriteSourceSize`,
    /// `sourceSize`, `duration` (ms, rounded). `animations` maps each tag to the names of its
    /// frames on this page, in frame order; `meta` holds `app`, `version`, `image`, `format`
    /// ("RGBA8888"), `size`, `scale` (``SpriteSheetOptions/scale``, such as "2"), `frameTags` and, when there are several pages,
    /// `related_multi_packs` naming the other pages' JSON. `frameTags` index this page's
    /// frames only, in frame order, as Aseprite's per-sheet JSON does: a tag lists the range
    /// of its frames on this page, and a tag with none here is left out.
    ///
    /// - Parameters:
    ///   - page: A page index.
    ///   - format: Hash or array.
    ///   - imageName: The page image's file name, as `meta.image`.
    ///   - otherAtlasNames: The JSON file names of the other pages.
    public func atlasJSON(
        page: Int, format: AtlasFormat, imageName: String, otherAtlasNames: [String] = []
    ) -> String {
        precondition(
            pageSizes.indices.contains(page), "Page \(page) is not in 0..<\(pageSizes.count)")
        let onPage = sprites.filter { $0.page == page }
        let entries = onPage.map { frameEntry($0) }
        let frames: JSONText =
            switch format {
            case .hash: .object(zip(onPage, entries).map { ($0.name, .object($1)) })
            case .array:
                .array(zip(onPage, entries).map { .object([("filename", .string($0.name))] + $1) })
            }
        let pageIndices = sprites.indices.filter { sprites[$0].page == page }
        let pageTags = tags.compactMap { Self.pageTag($0, pageIndices: pageIndices) }
        let animations: [(String, JSONText)] = pageTags.map { tag in
            (tag.name, .array(onPage[tag.from...tag.to].map { .string($0.name) }))
        }
        var meta: [(String, JSONText)] = [
            ("app", .string("Kinema")), ("version", .string("1.0")),
            ("image", .string(imageName)), ("format", .string("RGBA8888")),
            ("size", Self.size(pageSizes[page])), ("scale", .string(Self.scaleText(options.scale))),
            ("frameTags", .array(pageTags.map(Self.tagEntry))),
        ]
        if !otherAtlasNames.isEmpty {
            meta.append(("related_multi_packs", .array(otherAtlasNames.map { .string($0) })))
        }
        let root = JSONText.object([
            ("frames", frames), ("animations", .object(animations)), ("meta", .object(meta)),
        ])
        return root.serialized() + "\n"
    }

    /// A scale as TexturePacker writes it (`meta.scale`): `"1"`, `"2"`, `"1.5"` (whole numbers without a
    /// fraction; "1" for a scale that is not finite and positive).
    public static func scaleText(_ scale: Double) -> String {
        guard scale.isFinite, scale > 0 else { return "1" }
        if scale == scale.rounded(), scale < 1e15 { return String(Int(scale)) }
        return "\(scale)"
    }

    private func frameEntry(_ sprite: SpriteSheet.Sprite) -> [(String, JSONText)] {
        [
            ("frame", Self.rect(sprite.frame)), ("rotated", .boolean(false)),
            ("trimmed", .boolean(sprite.isTrimmed)),
            ("spriteSourceSize", Self.rect(sprite.spriteSourceSize)),
            ("sourceSize", Self.size(sprite.sourceSize)),
            ("duration", .integer(Self.milliseconds(sprite.duration))),
        ]
    }

    /// `tag` over the page's frames: the positions among `pageIndices` (the indices of the
    /// page's frames, ascending) of its first and last frame on the page; `nil` when it has
    /// none there. The frames between are the tag's too, since the order is kept.
    static func pageTag(_ tag: FrameTag, pageIndices: [Int]) -> FrameTag? {
        guard let first = pageIndices.firstIndex(where: { $0 >= tag.from }),
            let last = pageIndices.lastIndex(where: { $0 <= tag.to }), first <= last
        else { return nil }
        return FrameTag(name: tag.name, from: first, to: last, direction: tag.direction)
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

    /// Whole milliseconds, rounded half away from zero, clamped to half the Int range.
    ///
    /// Divided as durations rather than through `components`, whose 64-bit seconds trap for
    /// durations beyond about 292 billion years (`Duration.seconds(1e20)` is one).
    static func milliseconds(_ duration: Duration) -> Int {
        let value = duration / .milliseconds(1)
        return Int(max(Double(Int.min / 2), min(Double(Int.max / 2), value.rounded())))
    }
}

extension SpriteSheet {
    /// The atlas JSON of one page (see ``SpriteAtlas/atlasJSON(page:format:imageName:otherAtlasNames:)``).
    public func atlasJSON(
        page: Int, format: AtlasFormat, imageName: String, otherAtlasNames: [String] = []
    ) -> String {
        atlas.atlasJSON(
            page: page, format: format, imageName: imageName, otherAtlasNames: otherAtlasNames)
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
        try write(
            to: directory, named: name, formats: [.texturePacker(format)],
            compression: compression)
    }

    /// Writes every page as PNG and the atlas in each of `formats` into `directory`, each
    /// file atomically (see ``SpriteAtlasFormat``).
    ///
    /// One page: `NAME.png` and `NAME.json`; several: `NAME-0.png`, `NAME-0.json`, ...;
    /// `NAME.atlas`, `NAME.tres` and `NAME.css` cover all pages.
    ///
    /// - Returns: The files written: per page the PNG and its JSON, then the other atlases.
    /// - Throws: ``ImageFileError`` naming the file for an unwritable destination.
    @discardableResult
    public func write(
        to directory: URL, named name: String = "sheet", formats: [SpriteAtlasFormat],
        compression: PNGCompression = .fast
    ) throws -> [URL] {
        try atlas.writeFiles(
            to: directory, named: name, formats: formats, compression: compression
        ) { pages[$0] }
    }
}
