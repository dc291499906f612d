import KinemaCore

/// Where every frame of a sprite sheet is, without the page pixels: the sprites, the page
/// sizes and the tags, from which the atlas JSON is written.
///
/// ``SpriteSheet`` holds one with its pages;
/// ``write(files:tags:options:to:named:format:compression:stopFlag:)`` makes one while streaming the
/// pages to disk.
public struct SpriteAtlas: Hashable, Sendable {
    /// One sprite per frame, in the order the frames were given.
    public let sprites: [SpriteSheet.Sprite]

    /// The size of each page.
    public let pageSizes: [PixelSize]

    /// The frame tags.
    public let tags: [FrameTag]

    /// The options the sheet was built with.
    public let options: SpriteSheetOptions

    /// What the atlas says about each frame besides where it is.
    struct FrameInfo {
        var name: String
        var size: PixelSize
        var duration: Duration
    }

    /// The atlas of frames laid out by `layout` from the collector's distinct images.
    init(
        frames: [FrameInfo], trims: [(rect: PixelRect, image: Int)], layout: SheetLayout,
        tags: [FrameTag], options: SpriteSheetOptions
    ) {
        sprites = zip(frames, trims).map { frame, trim in
            let (page, x, y) = layout.placements[trim.image]
            return SpriteSheet.Sprite(
                name: frame.name, page: page,
                frame: PixelRect(x: x, y: y, width: trim.rect.width, height: trim.rect.height),
                isTrimmed: trim.rect.size != frame.size, spriteSourceSize: trim.rect,
                sourceSize: frame.size, duration: frame.duration, imageIndex: trim.image)
        }
        pageSizes = layout.pageSizes
        self.tags = tags
        self.options = options
    }

    /// Throws for no frames, repeated names, negative durations and tags outside the frames.
    static func validate(names: [String], durations: [Duration], tags: [FrameTag]) throws {
        guard !names.isEmpty else { throw SpriteSheetError.noFrames }
        var seen = Set<String>()
        for (name, duration) in zip(names, durations) {
            guard seen.insert(name).inserted else { throw SpriteSheetError.duplicateName(name) }
            guard duration >= .zero else { throw SpriteSheetError.negativeDuration(name: name) }
        }
        for tag in tags where !(0 <= tag.from && tag.from <= tag.to && tag.to < names.count) {
            throw SpriteSheetError.invalidTag(
                name: tag.name, from: tag.from, to: tag.to, frameCount: names.count)
        }
    }
}
