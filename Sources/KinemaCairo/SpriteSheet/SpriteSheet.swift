/// Frames packed onto one or more sheet images, with the atlas that locates each frame.
///
/// ```swift
/// let sheet = try SpriteSheet(frames: frames, tags: [FrameTag(name: "spin", from: 0, to: 11)])
/// let files = try sheet.write(to: outputDirectory, named: "spinner")
/// ```
///
/// Building trims transparent borders (optional), stores identical frames once (hash, then
/// byte comparison), lays the distinct images out as a grid or with MaxRects, and draws the
/// pages. ``atlasJSON(page:format:imageName:otherAtlasNames:)`` writes TexturePacker's "JSON (Hash)" or
/// "JSON (Array)" with Aseprite's `duration` and `meta.frameTags`, which Phaser, PixiJS and
/// other engines load.
public struct SpriteSheet: Hashable, Sendable {
    /// Where one frame ended up.
    public struct Sprite: Hashable, Sendable {
        /// The frame's name.
        public var name: String
        /// The index of the page holding it.
        public var page: Int
        /// Its pixels on the page (trimmed; extrusion lies outside).
        public var frame: PixelRect
        /// Whether transparent borders were cut off.
        public var isTrimmed: Bool
        /// Where the trimmed pixels sat in the original frame (TexturePacker's name).
        public var spriteSourceSize: PixelRect
        /// The original frame's size.
        public var sourceSize: PixelSize
        /// How long the frame shows.
        public var duration: Duration
        /// The index of the distinct image it shows; equal for deduplicated frames.
        public var imageIndex: Int
    }

    /// One sprite per frame, in the order the frames were given.
    public private(set) var sprites: [Sprite]

    /// The sheet images.
    public private(set) var pages: [RGBAImage]

    /// The frame tags.
    public private(set) var tags: [FrameTag]

    /// The options the sheet was built with.
    public let options: SpriteSheetOptions

    /// Builds a sheet.
    ///
    /// - Parameters:
    ///   - frames: At least one frame; unique names, non-zero sizes, durations not negative.
    ///   - tags: Frame tags; each range within the frames.
    ///   - options: Layout, spacing, trimming, sizes.
    /// - Throws: ``SpriteSheetError`` naming the offending frame, tag or option.
    /// - Complexity: O(total pixels) for trimming, hashing and drawing; packing tries about
    ///   30 page widths, each O(n f²) for n distinct images and f free rectangles.
    public init(
        frames: [SpriteFrame], tags: [FrameTag] = [], options: SpriteSheetOptions = .init()
    ) throws {
        try options.validate()
        try Self.validate(frames: frames, tags: tags)
        self.options = options
        self.tags = tags
        var distinct: [RGBAImage] = []
        var indexOfImage: [RGBAImage: Int] = [:]
        var trims: [(rect: PixelRect, image: Int)] = []
        for frame in frames {
            let visible = options.trimsTransparentBorders ? frame.image.visibleBounds : nil
            let rect =
                options.trimsTransparentBorders
                ? visible ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
                : PixelRect(x: 0, y: 0, width: frame.image.width, height: frame.image.height)
            var image = frame.image.cropped(to: rect)
            if options.trimsTransparentBorders && visible == nil {
                image = RGBAImage(width: 1, height: 1)
            }
            if options.deduplicatesFrames, let existing = indexOfImage[image] {
                trims.append((rect, existing))
                continue
            }
            try Self.checkFits(image.size, name: frame.name, options: options)
            distinct.append(image)
            if options.deduplicatesFrames { indexOfImage[image] = distinct.count - 1 }
            trims.append((rect, distinct.count - 1))
        }
        let layout = try SheetLayout.make(sizes: distinct.map(\.size), options: options)
        pages = layout.pageSizes.map { RGBAImage(width: $0.width, height: $0.height) }
        for (index, image) in distinct.enumerated() {
            let (page, x, y) = layout.placements[index]
            pages[page].draw(image, atX: x, y: y)
            pages[page].extrudeEdges(
                of: PixelRect(x: x, y: y, width: image.width, height: image.height),
                by: options.extrusion)
        }
        sprites = zip(frames, trims).map { frame, trim in
            let (page, x, y) = layout.placements[trim.image]
            return Sprite(
                name: frame.name, page: page,
                frame: PixelRect(x: x, y: y, width: trim.rect.width, height: trim.rect.height),
                isTrimmed: trim.rect.size != frame.image.size, spriteSourceSize: trim.rect,
                sourceSize: frame.image.size, duration: frame.duration, imageIndex: trim.image)
        }
    }

    private static func validate(frames: [SpriteFrame], tags: [FrameTag]) throws {
        guard !frames.isEmpty else { throw SpriteSheetError.noFrames }
        var names = Set<String>()
        for frame in frames {
            guard names.insert(frame.name).inserted else {
                throw SpriteSheetError.duplicateName(frame.name)
            }
            guard frame.image.width > 0, frame.image.height > 0 else {
                throw SpriteSheetError.emptyFrame(name: frame.name)
            }
            guard frame.duration >= .zero else {
                throw SpriteSheetError.negativeDuration(name: frame.name)
            }
        }
        for tag in tags where !(0 <= tag.from && tag.from <= tag.to && tag.to < frames.count) {
            throw SpriteSheetError.invalidTag(
                name: tag.name, from: tag.from, to: tag.to, frameCount: frames.count)
        }
    }

    private static func checkFits(
        _ size: PixelSize, name: String, options: SpriteSheetOptions
    ) throws {
        let margin = 2 * (options.extrusion + options.borderPadding)
        let needed = PixelSize(width: size.width + margin, height: size.height + margin)
        let maximum = options.effectiveMaximumSize
        guard needed.width <= maximum.width, needed.height <= maximum.height else {
            throw SpriteSheetError.frameTooLarge(name: name, size: needed, maximum: maximum)
        }
    }
}
