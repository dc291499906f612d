import Foundation
import KinemaCore

/// A frame stored as a PNG file, for sheets built by
/// ``SpriteAtlas/write(files:tags:options:to:named:format:compression:stopFlag:)``: the
/// file, and the name and duration the atlas gives it.
public struct SpriteFrameFile: Hashable, Sendable {
    /// The PNG file.
    public var url: URL
    /// The frame's name in the atlas (unique within a sheet): the file's name by default.
    public var name: String
    /// How long the frame shows; not negative. 100 ms by default, as ``SpriteFrame``.
    public var duration: Duration

    /// Creates a frame file named after the file unless `name` is given.
    public init(url: URL, name: String? = nil, duration: Duration = .milliseconds(100)) {
        (self.url, self.duration) = (url, duration)
        self.name = name ?? url.lastPathComponent
    }
}

extension SpriteAtlas {
    /// Builds a sprite sheet from PNG files and writes its pages and atlas JSON, the same
    /// files as ``SpriteSheet/write(to:named:format:compression:)`` of a sheet built from
    /// the decoded frames, with peak memory of one page plus a few frames.
    ///
    /// Every file is decoded once to trim it, hash it and size it (only rectangles and
    /// hashes are kept); a frame whose hash matches an earlier one is compared byte for
    /// byte with it, decoded again. Then each page is composed from its frames' files,
    /// decoded again, written and dropped before the next.
    ///
    /// When `stopFlag` is set, the work stops before the next frame or page with
    /// ``SpriteSheetError/stopped``; every file written so far is complete.
    ///
    /// - Returns: The atlas and the files written, PNG then JSON per page.
    /// - Throws: ``SpriteSheetError`` as ``SpriteSheet/init(frames:tags:options:)``;
    ///   ``ImageFileError`` naming a frame file that cannot be read or decoded, or an
    ///   unwritable destination.
    @discardableResult
    public static func write(
        files: [SpriteFrameFile], tags: [FrameTag] = [], options: SpriteSheetOptions = .init(),
        to directory: URL, named name: String = "sheet", format: AtlasFormat = .hash,
        compression: PNGCompression = .fast, stopFlag: StopFlag? = nil
    ) throws -> (atlas: SpriteAtlas, files: [URL]) {
        try write(
            files: files, tags: tags, options: options, to: directory, named: name,
            formats: [.texturePacker(format)], compression: compression, stopFlag: stopFlag)
    }

    /// Builds a sprite sheet from PNG files and writes its pages and the atlas in each of
    /// `formats` (see ``SpriteAtlasFormat``), as
    /// ``write(files:tags:options:to:named:format:compression:stopFlag:)`` does for JSON.
    ///
    /// - Returns: The atlas and the files written: per page the PNG and its JSON, then the
    ///   other atlases.
    /// - Throws: As ``write(files:tags:options:to:named:format:compression:stopFlag:)``.
    @discardableResult
    public static func write(
        files: [SpriteFrameFile], tags: [FrameTag] = [], options: SpriteSheetOptions = .init(),
        to directory: URL, named name: String = "sheet", formats: [SpriteAtlasFormat],
        compression: PNGCompression = .fast, stopFlag: StopFlag? = nil
    ) throws -> (atlas: SpriteAtlas, files: [URL]) {
        func checkStop() throws {
            if stopFlag?.isStopped == true { throw SpriteSheetError.stopped }
        }
        try options.validate()
        try validate(names: files.map(\.name), durations: files.map(\.duration), tags: tags)
        var collector = SpriteCollector(options: options)
        var sizes: [PixelSize] = []
        var recent: (index: Int, image: RGBAImage)?
        func load(_ distinct: SpriteCollector.Distinct) throws -> RGBAImage {
            if let recent, recent.index == distinct.index { return recent.image }
            let image = try PNGDecoder.decode(contentsOf: files[distinct.frame].url)
                .cropped(to: distinct.rect)
            recent = (distinct.index, image)
            return image
        }
        for file in files {
            try checkStop()
            let image = try PNGDecoder.decode(contentsOf: file.url)
            sizes.append(image.size)
            let index = collector.distinct.count
            if let new = try collector.add(image, name: file.name, load: load) {
                recent = (index, new)
            }
        }
        let layout = try SheetLayout.make(sizes: collector.distinct.map(\.size), options: options)
        try layout.checkBudget(options.memoryBudget)
        let atlas = SpriteAtlas(
            frames: zip(files, sizes).map { .init(name: $0.name, size: $1, duration: $0.duration) },
            trims: collector.trims, layout: layout, tags: tags, options: options)
        let distinct = collector.distinct
        let written = try atlas.writeFiles(
            to: directory, named: name, formats: formats, compression: compression
        ) { page in
            try checkStop()
            let size = layout.pageSizes[page]
            var pixels = RGBAImage(width: size.width, height: size.height)
            for item in distinct where layout.placements[item.index].page == page {
                layout.draw(
                    try load(item), index: item.index, on: &pixels, extrusion: options.extrusion)
            }
            return pixels
        }
        return (atlas, written)
    }
}
