/// How a ``SpriteSheet`` lays out its frames.
public struct SpriteSheetOptions: Hashable, Sendable {
    /// Where frames go on the sheet.
    public enum Layout: Hashable, Sendable {
        /// Equal cells in rows, in frame order; `columns` nil picks a near-square grid.
        case grid(columns: Int? = nil)
        /// MaxRects packing (bottom-left rule), trying several sheet widths for the least area.
        case packed
    }

    /// Where frames go; ``Layout/packed`` by default.
    public var layout: Layout

    /// Transparent pixels between neighboring sprites (TexturePacker's shape padding); 2.
    public var padding: Int

    /// Transparent pixels between the sprites and the sheet's edges (border padding); 0.
    public var borderPadding: Int

    /// Pixels of each sprite's edge repeated outwards, against bleeding when an engine
    /// filters the texture; 0. Extruded pixels sit inside the padding, outside `frame`.
    public var extrusion: Int

    /// Whether transparent borders are cut off, recorded in `spriteSourceSize`; `true`.
    /// A fully transparent frame becomes one transparent pixel.
    public var trimsTransparentBorders: Bool

    /// Whether sheet widths and heights are powers of two; `false`.
    public var usesPowerOfTwoSizes: Bool

    /// The largest sheet; frames that do not fit on one go to further sheets. 4096x4096.
    public var maximumSize: PixelSize

    /// Whether identical frames (after trimming) share one image on the sheet; `true`.
    public var deduplicatesFrames: Bool

    /// The most bytes one sheet page may take (4 per pixel); a layout needing a larger page
    /// is refused before any page is allocated. 1 GiB (16,384 x 16,384 pixels) by default.
    public var memoryBudget: Int

    /// The largest padding, border padding, extrusion and maximum sheet side: 1,048,576
    /// (2^20) pixels. Larger values are refused, so that no sheet arithmetic can overflow.
    public static let maximumValue = 1 << 20

    /// Pixels per point of the frames (2 for `@2x` frames), written as the atlas's
    /// `meta.scale` in TexturePacker's form, a string such as `"2"` or `"1.5"`; 1 by default.
    public var scale: Double = 1

    /// Creates options; every parameter has the default documented on its property.
    public init(
        layout: Layout = .packed, padding: Int = 2, borderPadding: Int = 0, extrusion: Int = 0,
        trimsTransparentBorders: Bool = true, usesPowerOfTwoSizes: Bool = false,
        maximumSize: PixelSize = PixelSize(width: 4096, height: 4096),
        deduplicatesFrames: Bool = true, memoryBudget: Int = 1 << 30
    ) {
        self.layout = layout
        self.padding = padding
        self.borderPadding = borderPadding
        self.extrusion = extrusion
        self.trimsTransparentBorders = trimsTransparentBorders
        self.usesPowerOfTwoSizes = usesPowerOfTwoSizes
        self.maximumSize = maximumSize
        self.deduplicatesFrames = deduplicatesFrames
        self.memoryBudget = memoryBudget
    }

    /// The largest usable sheet: ``maximumSize``, reduced to powers of two when required.
    var effectiveMaximumSize: PixelSize {
        guard usesPowerOfTwoSizes else { return maximumSize }
        return PixelSize(
            width: Self.powerOfTwo(atMost: maximumSize.width),
            height: Self.powerOfTwo(atMost: maximumSize.height))
    }

    /// The largest power of two not above `value` (1 for values below 2).
    static func powerOfTwo(atMost value: Int) -> Int {
        var power = 1
        while power <= value / 2 { power *= 2 }
        return power
    }

    /// The smallest power of two not below `value`.
    static func powerOfTwo(atLeast value: Int) -> Int {
        var power = 1
        while power < value { power *= 2 }
        return power
    }

    /// Throws for spacing outside 0...``maximumValue``, a maximum size outside
    /// 1...``maximumValue``, a grid of fewer than 1 column or a negative memory budget.
    func validate() throws {
        for (name, value) in [
            ("padding", padding), ("borderPadding", borderPadding), ("extrusion", extrusion),
        ] where !(0...Self.maximumValue).contains(value) {
            throw SpriteSheetError.invalidOption(
                "\(name) must be 0...\(Self.maximumValue) pixels, but is \(value)")
        }
        for side in [maximumSize.width, maximumSize.height]
        where !(1...Self.maximumValue).contains(side) {
            throw SpriteSheetError.invalidOption(
                "maximumSize must be 1...\(Self.maximumValue) pixels a side, but is "
                    + "\(maximumSize.width)x\(maximumSize.height)")
        }
        guard memoryBudget >= 0 else {
            throw SpriteSheetError.invalidOption(
                "memoryBudget must not be negative, but is \(memoryBudget)")
        }
        if case .grid(let columns?) = layout, columns < 1 {
            throw SpriteSheetError.invalidOption(
                "a grid needs at least 1 column, but has \(columns)")
        }
    }
}
