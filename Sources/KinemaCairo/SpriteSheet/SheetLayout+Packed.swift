extension SheetLayout {
    /// One page's worth of MaxRects placements for a trial page width.
    private struct Trial {
        var placed: [(index: Int, rect: PixelRect)] = []
        var size = PixelSize(width: 0, height: 0)
    }

    /// MaxRects layout: per page, tries a range of widths and keeps the least page area that
    /// holds every remaining sprite; when none does, fills a maximum-size page and continues.
    static func packed(sizes: [PixelSize], options: SpriteSheetOptions) -> SheetLayout {
        let outer = sizes.map {
            PixelSize(
                width: $0.width + 2 * options.extrusion, height: $0.height + 2 * options.extrusion)
        }
        var remaining = outer.indices.sorted {
            (outer[$0].height, outer[$0].width, -$0) > (outer[$1].height, outer[$1].width, -$1)
        }
        var layout = SheetLayout(
            placements: Array(repeating: (0, 0, 0), count: sizes.count), pageSizes: [])
        while !remaining.isEmpty {
            var best: Trial?
            for width in trialWidths(for: remaining.map { outer[$0] }, options: options) {
                let trial = pack(remaining, outer: outer, pageWidth: width, options: options)
                guard trial.placed.count == remaining.count else { continue }
                if best.map({ area(trial.size) < area($0.size) }) ?? true { best = trial }
            }
            let maximum = options.effectiveMaximumSize
            let page =
                best ?? pack(remaining, outer: outer, pageWidth: maximum.width, options: options)
            let pageIndex = layout.pageSizes.count
            for (index, rect) in page.placed {
                layout.placements[index] = (
                    pageIndex, rect.x + options.borderPadding + options.extrusion,
                    rect.y + options.borderPadding + options.extrusion
                )
            }
            layout.pageSizes.append(page.size)
            let placed = Set(page.placed.map(\.index))
            remaining.removeAll { placed.contains($0) }
        }
        return layout
    }

    private static func area(_ size: PixelSize) -> (Int, Int) {
        (size.width * size.height, max(size.width, size.height))
    }

    /// Page widths to try: powers of two, or steps of about 12% from the widest sprite (or
    /// the square root of the total area) up to the maximum.
    private static func trialWidths(for outer: [PixelSize], options: SpriteSheetOptions) -> [Int] {
        let maximum = options.effectiveMaximumSize.width
        let border = 2 * options.borderPadding
        let widest = outer.map(\.width).max()! + border
        if options.usesPowerOfTwoSizes {
            var widths: [Int] = []
            var width = SpriteSheetOptions.powerOfTwo(atLeast: widest)
            while width <= maximum {
                widths.append(width)
                width *= 2
            }
            return widths
        }
        let totalArea = outer.reduce(0) {
            $0 + ($1.width + options.padding) * ($1.height + options.padding)
        }
        var width = max(widest, Int(Double(totalArea).squareRoot() * 0.8))
        var widths: [Int] = []
        while width < maximum {
            widths.append(width)
            width = max(width + 1, Int(Double(width) * 1.12))
        }
        widths.append(maximum)
        return widths
    }

    /// Packs `indices` in order into a page `pageWidth` wide and as tall as allowed, skipping
    /// sprites that do not fit; the page is then cropped to its content.
    private static func pack(
        _ indices: [Int], outer: [PixelSize], pageWidth: Int, options: SpriteSheetOptions
    ) -> Trial {
        let (padding, border) = (options.padding, options.borderPadding)
        let maximum = options.effectiveMaximumSize
        var bin = MaxRectsBin(
            width: pageWidth - 2 * border + padding, height: maximum.height - 2 * border + padding)
        var trial = Trial()
        var contentWidth = 0
        var contentHeight = 0
        for index in indices {
            guard
                let rect = bin.insert(
                    width: outer[index].width + padding, height: outer[index].height + padding)
            else { continue }
            trial.placed.append((index, rect))
            contentWidth = max(contentWidth, rect.x + outer[index].width)
            contentHeight = max(contentHeight, rect.y + outer[index].height)
        }
        trial.size = pageSize(
            contentWidth: contentWidth, contentHeight: contentHeight, options: options)
        return trial
    }
}
