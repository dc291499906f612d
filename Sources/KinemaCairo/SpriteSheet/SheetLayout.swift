/// Where each distinct sprite image goes: grid or MaxRects, over one or more pages.
///
/// Works in "outer" sizes: a sprite plus its extrusion on both sides. Sprites are separated
/// by `padding` and kept `borderPadding` from the page edges.
struct SheetLayout {
    /// Per sprite image: its page and the top-left corner of its pixels (inside extrusion).
    var placements: [(page: Int, x: Int, y: Int)]
    /// Per page: its size.
    var pageSizes: [PixelSize]

    /// Lays out images of the given sizes (already checked to fit on the largest page).
    static func make(sizes: [PixelSize], options: SpriteSheetOptions) throws -> SheetLayout {
        switch options.layout {
        case .grid(let columns): try grid(sizes: sizes, columns: columns, options: options)
        case .packed: packed(sizes: sizes, options: options)
        }
    }

    private static func grid(
        sizes: [PixelSize], columns requested: Int?, options: SpriteSheetOptions
    ) throws -> SheetLayout {
        let (extrusion, padding, border) = (
            options.extrusion, options.padding, options.borderPadding
        )
        let maximum = options.effectiveMaximumSize
        let cellWidth = sizes.map(\.width).max()! + 2 * extrusion
        let cellHeight = sizes.map(\.height).max()! + 2 * extrusion
        let fittingColumns = (maximum.width - 2 * border + padding) / (cellWidth + padding)
        let rowsPerPage = (maximum.height - 2 * border + padding) / (cellHeight + padding)
        if let requested, requested > fittingColumns {
            throw SpriteSheetError.invalidOption(
                "a grid of \(requested) columns of \(cellWidth) pixels does not fit the maximum "
                    + "sheet width of \(maximum.width); at most \(fittingColumns) columns fit")
        }
        let squareColumns = Int(Double(sizes.count).squareRoot().rounded(.up))
        let columns = min(requested ?? squareColumns, fittingColumns, sizes.count)
        let perPage = columns * rowsPerPage
        var layout = SheetLayout(placements: [], pageSizes: [])
        for (index, _) in sizes.enumerated() {
            let (page, slot) = index.quotientAndRemainder(dividingBy: perPage)
            let (row, column) = slot.quotientAndRemainder(dividingBy: columns)
            layout.placements.append(
                (
                    page, border + column * (cellWidth + padding) + extrusion,
                    border + row * (cellHeight + padding) + extrusion
                ))
            if slot == 0 {
                let rows = (min(perPage, sizes.count - index) + columns - 1) / columns
                layout.pageSizes.append(
                    pageSize(
                        contentWidth: columns * (cellWidth + padding) - padding,
                        contentHeight: rows * (cellHeight + padding) - padding, options: options))
            }
        }
        return layout
    }

    /// Throws unless every page fits `budget` bytes of RGBA.
    func checkBudget(_ budget: Int) throws {
        for page in pageSizes {
            let (bytes, overflow) = (4 * page.width).multipliedReportingOverflow(by: page.height)
            guard !overflow, bytes <= budget else {
                throw SpriteSheetError.overMemoryBudget(
                    page: page, bytes: overflow ? .max : bytes, budget: budget)
            }
        }
    }

    /// The page size around content of the given size: border added, rounded up to powers of
    /// two when asked.
    static func pageSize(
        contentWidth: Int, contentHeight: Int, options: SpriteSheetOptions
    ) -> PixelSize {
        let width = contentWidth + 2 * options.borderPadding
        let height = contentHeight + 2 * options.borderPadding
        guard options.usesPowerOfTwoSizes else { return PixelSize(width: width, height: height) }
        return PixelSize(
            width: SpriteSheetOptions.powerOfTwo(atLeast: width),
            height: SpriteSheetOptions.powerOfTwo(atLeast: height))
    }
}
