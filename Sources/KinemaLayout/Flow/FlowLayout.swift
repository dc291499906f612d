import Foundation
import KinemaCore

/// A layout that puts its subviews side by side and wraps them onto new lines when the
/// proposed width runs out, like words in a paragraph (Kinema's own: SwiftUI has no
/// flow layout).
///
/// Each subview takes its ideal size; one wider than the proposed width is proposed
/// that width (and an unspecified height) instead, and sits alone on its line. A line
/// ends before the subview that would cross the proposed width; an unspecified or
/// infinite width makes one line. Within a line the subviews line up on
/// `alignment.vertical`; each line is placed across the bounds by
/// `alignment.horizontal`, so `.leading` gives ragged-right text and `.center` centred
/// lines. The layout is as wide as its widest line and as tall as its lines plus the
/// gaps between them; the lines as a block are centred vertically in the bounds.
///
/// ```swift
/// let flow = FlowLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 5)
/// let p = flow.placements(
///     of: Array(repeating: .fixed(CGSize(width: 40, height: 20)), count: 5),
///     in: ProposedViewSize(width: 100, height: nil))
/// // Two per line (40 + 10 + 40 = 90 <= 100): 3 lines, p.size == CGSize(width: 90, height: 70)
/// ```
///
/// Spacing: a `nil` horizontal spacing uses each pair's preferred distance; a `nil`
/// vertical spacing uses the default distance, 8.
///
/// Bad input: NaN, negative and infinite spacing and NaN and negative proposed lengths
/// are treated as 0 (so a width of 0 puts every subview on its own line); no subviews:
/// size zero.
public struct FlowLayout: Layout {
    /// How each line lines up across the bounds (horizontal guide) and how subviews
    /// line up within a line (vertical guide).
    public var alignment: Alignment
    /// The distance between neighbours on a line, or `nil` for their preferred distance.
    public var horizontalSpacing: CGFloat?
    /// The distance between lines, or `nil` for the default, 8.
    public var verticalSpacing: CGFloat?

    /// Creates a flow layout.
    /// - Parameters:
    ///   - alignment: The lines' alignment across the bounds and the subviews'
    ///     alignment within a line; centre unless given.
    ///   - horizontalSpacing: The distance between neighbours on a line.
    ///   - verticalSpacing: The distance between lines.
    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The flow's cache.
    public typealias Cache = _FlowLayoutCache

    /// Measures the subviews' ideal sizes (concurrently when the work is large) and the
    /// gaps between neighbours.
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        subviews.prefetch { _ in .unspecified }
        var cache = _FlowLayoutCache()
        cache.idealSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let n = subviews.count
        cache.gaps = [CGFloat](repeating: 0, count: n)
        if let horizontalSpacing {
            let gap = sanitizedSpacing(horizontalSpacing)
            for i in 0..<max(n - 1, 0) { cache.gaps[i] = gap }
        } else if n > 1 {
            var previous = subviews[0].spacing
            for i in 0..<(n - 1) {
                let next = subviews[i + 1].spacing
                cache.gaps[i] = previous.distance(to: next, along: .horizontal)
                previous = next
            }
        }
        cache.lineGap = sanitizedSpacing(verticalSpacing ?? ViewSpacing.defaultDistance)
        return cache
    }

    /// The widest line by the lines' heights plus the gaps between them.
    /// - Complexity: O(*n*), O(1) again for the same width.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        breakLines(width: proposal.sanitized.width, subviews: subviews, cache: &cache).size
    }

    /// Places the lines top to bottom, each aligned across `bounds`.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        let lines = breakLines(width: proposal.sanitized.width, subviews: subviews, cache: &cache)
        let guide = alignment.horizontal.key
        let boundsGuide = guide.defaultValue(
            in: ViewDimensions(size: bounds.size, source: .none))
        var top = bounds.minY + (bounds.height - lines.size.height) / 2
        for line in lines.lines {
            let lineBox = ViewDimensions(
                size: CGSize(width: line.width, height: line.height), source: .none)
            var x = bounds.minX + boundsGuide - guide.defaultValue(in: lineBox)
            let base = top + line.beforeLine
            for i in line.range {
                let item = lines.items[i]
                subviews[i].place(
                    at: CGPoint(x: x, y: base - item.guide), anchor: .topLeading,
                    proposal: item.proposal)
                x += item.size.width + (i + 1 < line.range.upperBound ? cache.gaps[i] : 0)
            }
            top += line.height + cache.lineGap
        }
    }
}

extension FlowLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
