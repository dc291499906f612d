import CCairo
import Foundation
import KinemaCore

/// A labelled grid of frames on one image, for people to look at a sequence at a glance.
///
/// Each cell shows a frame scaled down to fit ``maximumThumbnailSide`` (never up), over a
/// checkerboard where it is transparent, with its label centred below in ``labelFont``.
///
/// ```swift
/// let sheet = try ContactSheet().render(frames.map {
///     ContactSheet.Item(image: $0.image, label: "#\($0.index)  \($0.time) s")
/// })
/// ```
public struct ContactSheet: Hashable, Sendable {
    /// One cell: a frame and the text under it.
    public struct Item: Hashable, Sendable {
        /// The frame.
        public var image: RGBAImage
        /// The text under it, such as "#12  0.400 s".
        public var label: String

        /// Creates an item.
        public init(image: RGBAImage, label: String) {
            self.image = image
            self.label = label
        }
    }

    /// Columns of the grid; `nil` (the default) for `ceil(sqrt(count))`.
    public var columns: Int?
    /// The longest side of a thumbnail in pixels; 200 by default.
    public var maximumThumbnailSide: Int
    /// Pixels around and between cells; 12 by default.
    public var spacing: Int
    /// The labels' font; DejaVu Sans 12 by default.
    public var labelFont: TextFont

    /// Creates a layout; every parameter has the default documented on its property.
    public init(
        columns: Int? = nil, maximumThumbnailSide: Int = 200, spacing: Int = 12,
        labelFont: TextFont = TextFont(size: 12)
    ) {
        self.columns = columns
        self.maximumThumbnailSide = maximumThumbnailSide
        self.spacing = spacing
        self.labelFont = labelFont
    }

    /// Draws the sheet.
    ///
    /// - Throws: ``SpriteSheetError`` for no items, an empty image, columns below 1, a
    ///   thumbnail side below 1 or negative spacing; ``ImageFileError`` when the sheet
    ///   would exceed 32,767 pixels per side.
    /// - Complexity: O(pixels of the items + pixels of the sheet).
    public func render(_ items: [Item]) throws -> RGBAImage {
        try validate(items)
        let columns = min(
            self.columns ?? Int(Double(items.count).squareRoot().rounded(.up)),
            items.count)
        let rows = (items.count + columns - 1) / columns
        let largest = items.reduce(0) { max($0, $1.image.width, $1.image.height) }
        let scale = min(1, Double(maximumThumbnailSide) / Double(largest))
        let cellWidth = items.reduce(1) {
            max($0, Int((Double($1.image.width) * scale).rounded(.up)))
        }
        let thumbHeight = items.reduce(1) {
            max($0, Int((Double($1.image.height) * scale).rounded(.up)))
        }
        let text = TextRenderer()
        let labelHeight = Int(text.measure("#0 0.0 s", font: labelFont).height.rounded(.up)) + 4
        let cellHeight = thumbHeight + labelHeight
        let sheet = try RGBAImage(
            width: spacing + columns * (cellWidth + spacing),
            height: spacing + rows * (cellHeight + spacing),
            color: .init(red: 255, green: 255, blue: 255)
        ).makeCairoSurface()
        let context = try CairoContext(sheet)
        let cr = context.pointer
        for (index, item) in items.enumerated() {
            let x = Double(spacing + (index % columns) * (cellWidth + spacing))
            let y = Double(spacing + (index / columns) * (cellHeight + spacing))
            let width = Double(item.image.width) * scale
            let height = Double(item.image.height) * scale
            let left = x + (Double(cellWidth) - width) / 2
            Self.drawCheckerboard(cr, x: left, y: y, width: width, height: height)
            let frame = try item.image.makeCairoSurface()
            cairo_save(cr)
            cairo_translate(cr, left, y)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, frame.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
            let label = text.measure(item.label, font: labelFont)
            text.draw(
                item.label, font: labelFont,
                at: CGPoint(
                    x: x + (Double(cellWidth) - label.width) / 2, y: y + Double(thumbHeight) + 3),
                color: Color(white: 0.15), in: context)
        }
        try context.checkStatus()
        return try RGBAImage(sheet)
    }

    private func validate(_ items: [Item]) throws {
        guard !items.isEmpty else { throw SpriteSheetError.noFrames }
        if let columns, columns < 1 {
            throw SpriteSheetError.invalidOption(
                "a contact sheet needs at least 1 column, but has \(columns)")
        }
        guard maximumThumbnailSide >= 1, spacing >= 0 else {
            throw SpriteSheetError.invalidOption(
                "a contact sheet needs maximumThumbnailSide >= 1 and spacing >= 0, but has "
                    + "\(maximumThumbnailSide) and \(spacing)")
        }
        for item in items where item.image.width == 0 || item.image.height == 0 {
            throw SpriteSheetError.emptyFrame(name: item.label)
        }
    }

    private static func drawCheckerboard(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double
    ) {
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 0.94, 0.94, 0.94)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.84, 0.84, 0.84)
        let square = 8.0
        var row = 0
        while Double(row) * square < height {
            var column = row % 2
            while Double(column) * square < width {
                cairo_rectangle(
                    cr, x + Double(column) * square, y + Double(row) * square, square, square)
                column += 2
            }
            row += 1
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
