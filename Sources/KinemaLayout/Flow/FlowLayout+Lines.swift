import Foundation

extension FlowLayout {
    /// Breaks the subviews into lines for a clean proposed width (`nil` or infinity:
    /// one line), reusing the cache's lines for the same width.
    /// - Complexity: O(*n*).
    internal func breakLines(
        width: CGFloat?, subviews: LayoutSubviews, cache: inout _FlowLayoutCache
    ) -> FlowLines {
        if let lines = cache.lines, lines.width == width { return lines }
        let limit = width ?? .infinity
        let guide = alignment.vertical
        var items: [FlowLines.Item] = []
        items.reserveCapacity(subviews.count)
        var lines: [FlowLines.Line] = []
        var start = 0
        var x: CGFloat = 0
        var before: CGFloat = 0
        var after: CGFloat = 0
        var widest: CGFloat = 0
        var height: CGFloat = 0

        func endLine(at end: Int) {
            guard end > start else { return }
            lines.append(
                FlowLines.Line(
                    range: start..<end, width: x, beforeLine: before, height: before + after))
            widest = max(widest, x)
            height += before + after
        }

        for i in 0..<subviews.count {
            var proposal = ProposedViewSize.unspecified
            var size = cache.idealSizes[i]
            if size.width > limit {
                proposal = ProposedViewSize(width: limit, height: nil)
                size = subviews[i].sizeThatFits(proposal)
            }
            if i > start && x + cache.gaps[i - 1] + size.width > limit {
                endLine(at: i)
                (start, x, before, after) = (i, 0, 0, 0)
            }
            let gap = i > start ? cache.gaps[i - 1] : 0
            let g = subviews[i].dimensions(in: proposal)[guide]
            items.append(FlowLines.Item(proposal: proposal, size: size, guide: g))
            x += gap + size.width
            before = max(before, g)
            after = max(after, size.height - g)
        }
        endLine(at: subviews.count)
        let gaps = CGFloat(max(lines.count - 1, 0)) * cache.lineGap
        let result = FlowLines(
            width: width, items: items, lines: lines,
            size: CGSize(width: widest, height: lines.isEmpty ? 0 : height + gaps))
        cache.lines = result
        return result
    }
}
