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

    /// Where every frame is: sprites, page sizes, tags and options.
    public let atlas: SpriteAtlas

    /// One sprite per frame, in the order the frames were given.
    public var sprites: [Sprite] { atlas.sprites }

    /// The sheet images.
    public private(set) var pages: [RGBAImage]

    /// The frame tags.
    public var tags: [FrameTag] { atlas.tags }

    /// The options the sheet was built with.
    public var options: SpriteSheetOptions { atlas.options }

    /// Builds a sheet.
    ///
    /// - Parameters:
    ///   - frames: At least one frame; unique names, non-zero sizes, durations not negative.
    ///   - tags: Frame tags; each range within the frames.
    ///   - options: Layout, spacing, trimming, sizes.
    /// - Throws: ``SpriteSheetError`` naming the offending frame, tag or option; a page over
    ///   ``SpriteSheetOptions/memoryBudget`` is refused before any page is allocated.
    /// - Complexity: O(total pixels) for trimming, hashing and drawing; packing tries about
    ///   30 page widths, each O(n f²) for n distinct images and f free rectangles.
    public init(
        frames: [SpriteFrame], tags: [FrameTag] = [], options: SpriteSheetOptions = .init()
    ) throws {
        try options.validate()
        try SpriteAtlas.validate(
            names: frames.map(\.name), durations: frames.map(\.duration), tags: tags)
        for frame in frames where frame.image.width == 0 || frame.image.height == 0 {
            throw SpriteSheetError.emptyFrame(name: frame.name)
        }
        var collector = SpriteCollector(options: options)
        var images: [RGBAImage] = []
        for frame in frames {
            let new = try collector.add(frame.image, name: frame.name) { images[$0.index] }
            if let new { images.append(new) }
        }
        let layout = try SheetLayout.make(sizes: collector.distinct.map(\.size), options: options)
        try layout.checkBudget(options.memoryBudget)
        var pages = layout.pageSizes.map { RGBAImage(width: $0.width, height: $0.height) }
        for (index, image) in images.enumerated() {
            layout.draw(
                image, index: index, on: &pages[layout.placements[index].page],
                extrusion: options.extrusion)
        }
        self.pages = pages
        atlas = SpriteAtlas(
            frames: frames.map { .init(name: $0.name, size: $0.image.size, duration: $0.duration) },
            trims: collector.trims, layout: layout, tags: tags, options: options)
    }
}
