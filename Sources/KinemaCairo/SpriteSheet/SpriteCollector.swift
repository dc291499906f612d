import KinemaCore

/// Trims and deduplicates a sheet's frames one at a time, remembering only what the layout
/// and the atlas need (rectangles, sizes, hashes), not the pixels.
///
/// Identical images are found by hash, then confirmed byte for byte with the candidate's
/// pixels, which the caller loads on demand (from memory, or from its file again).
struct SpriteCollector {
    /// A distinct image: the frame it comes from and the frame's visible rectangle.
    struct Distinct {
        /// Its position among the distinct images.
        var index: Int
        /// The index of the first frame showing it.
        var frame: Int
        /// Its pixels' rectangle in that frame.
        var rect: PixelRect
        /// Its size.
        var size: PixelSize { rect.size }
    }

    let options: SpriteSheetOptions
    /// The distinct images, in order of first appearance.
    private(set) var distinct: [Distinct] = []
    /// Per frame added: its visible rectangle and the distinct image it shows.
    private(set) var trims: [(rect: PixelRect, image: Int)] = []
    private var byHash: [Int: [Int]] = [:]

    init(options: SpriteSheetOptions) { self.options = options }

    /// Adds the next frame.
    ///
    /// - Parameters:
    ///   - image: The frame's pixels.
    ///   - name: The frame's name, for errors.
    ///   - load: The pixels of an earlier distinct image, for the byte comparison.
    /// - Returns: The trimmed image when it is new (the caller keeps it or drops it), `nil`
    ///   when it repeats an earlier one.
    /// - Throws: ``SpriteSheetError/frameTooLarge(name:size:maximum:)``, or what `load` throws.
    mutating func add(
        _ image: RGBAImage, name: String, load: (Distinct) throws -> RGBAImage
    ) throws -> RGBAImage? {
        let visible = options.trimsTransparentBorders ? image.visibleBounds : nil
        let rect =
            options.trimsTransparentBorders
            ? visible ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            : PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        var trimmed = image.cropped(to: rect)
        if options.trimsTransparentBorders && visible == nil {
            trimmed = RGBAImage(width: 1, height: 1)
        }
        let hash = trimmed.hashValue
        if options.deduplicatesFrames {
            for candidate in byHash[hash, default: []]
            where try load(distinct[candidate]) == trimmed {
                trims.append((rect, candidate))
                return nil
            }
        }
        try Self.checkFits(trimmed.size, name: name, options: options)
        distinct.append(Distinct(index: distinct.count, frame: trims.count, rect: rect))
        if options.deduplicatesFrames { byHash[hash, default: []].append(distinct.count - 1) }
        trims.append((rect, distinct.count - 1))
        return trimmed
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

extension SheetLayout {
    /// Draws distinct image `index` (its pixels `image`) onto `page` at its place, with its
    /// edges extruded.
    func draw(_ image: RGBAImage, index: Int, on page: inout RGBAImage, extrusion: Int) {
        let (_, x, y) = placements[index]
        page.draw(image, atX: x, y: y)
        page.extrudeEdges(
            of: PixelRect(x: x, y: y, width: image.width, height: image.height), by: extrusion)
    }
}
