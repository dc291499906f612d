import Foundation
import KinemaCore

/// The cache of ``EqualWidthHStack`` and ``EqualWidthVStack``: the largest ideal size
/// among the subviews and the gaps between neighbours (the `CacheData` of SwiftUI's
/// WWDC22 sample, Kinema's own name).
public struct EqualWidthStackCache: Hashable, Sendable {
    /// The largest ideal width and the largest ideal height among the subviews.
    public internal(set) var maxSize: CGSize
    /// The distance after each subview: the preferred distance to the next one, 0 after
    /// the last.
    public internal(set) var spacing: [CGFloat]
    /// The sum of ``spacing``.
    public internal(set) var totalSpacing: CGFloat

    @usableFromInline
    internal init(maxSize: CGSize, spacing: [CGFloat], totalSpacing: CGFloat) {
        self.maxSize = maxSize
        self.spacing = spacing
        self.totalSpacing = totalSpacing
    }
}

/// The shared rule of the equal-width stacks along one axis.
@usableFromInline
internal struct EqualWidthAlgorithm: Sendable {
    @usableFromInline let axis: Axis
    /// The fixed gap between neighbours, or `nil` for their preferred distances.
    @usableFromInline let spacing: CGFloat?

    @inlinable
    init(axis: Axis, spacing: CGFloat?) {
        self.axis = axis
        self.spacing = spacing
    }

    /// Measures every subview's ideal size (concurrently when the work is large) and
    /// the neighbours' preferred distances along the axis.
    /// - Complexity: O(*n*) for *n* subviews.
    func makeCache(subviews: LayoutSubviews) -> EqualWidthStackCache {
        subviews.prefetch { _ in .unspecified }
        var maxWidth: CGFloat = 0
        var maxHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            // Infinite ideal lengths count as 0: they cannot be shared out.
            if size.width.isFinite { maxWidth = max(maxWidth, size.width) }
            if size.height.isFinite { maxHeight = max(maxHeight, size.height) }
        }
        let n = subviews.count
        var spacing = [CGFloat](repeating: 0, count: n)
        var total: CGFloat = 0
        if n > 1 {
            var previous = subviews[0].spacing
            for i in 0..<(n - 1) {
                let next = subviews[i + 1].spacing
                let gap =
                    self.spacing.map(sanitizedSpacing) ?? previous.distance(to: next, along: axis)
                spacing[i] = gap
                total += gap
                previous = next
            }
        }
        return EqualWidthStackCache(
            maxSize: CGSize(width: maxWidth, height: maxHeight), spacing: spacing,
            totalSpacing: total)
    }

    /// `count` slots of the largest ideal length plus the gaps, along the axis; the
    /// largest ideal length across it. Empty: `.zero`.
    func sizeThatFits(subviews: LayoutSubviews, cache: EqualWidthStackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let m = cache.maxSize
        let n = CGFloat(subviews.count)
        return axis == .horizontal
            ? CGSize(width: m.width * n + cache.totalSpacing, height: m.height)
            : CGSize(width: m.width, height: m.height * n + cache.totalSpacing)
    }

    /// Puts each subview's centre at its slot's centre (slots from the leading or top
    /// edge of `bounds`, centred across), proposing the largest ideal size.
    func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, cache: EqualWidthStackCache) {
        guard !subviews.isEmpty else { return }
        let m = cache.maxSize
        let proposal = ProposedViewSize(m)
        let slot = axis == .horizontal ? m.width : m.height
        var next = (axis == .horizontal ? bounds.minX : bounds.minY) + slot / 2
        for index in subviews.indices {
            let point =
                axis == .horizontal
                ? CGPoint(x: next, y: bounds.midY) : CGPoint(x: bounds.midX, y: next)
            subviews[index].place(at: point, anchor: .center, proposal: proposal)
            next += slot + cache.spacing[index]
        }
    }
}
