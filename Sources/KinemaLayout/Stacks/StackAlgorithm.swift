import Foundation
import KinemaCore

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and
/// `VStackLayout` (not API: its members are Kinema's business).
public struct _StackAlgorithm: Sendable {
    @usableFromInline let axis: Axis
    /// The alignment guide across the axis.
    @usableFromInline let guide: AlignmentKey
    @usableFromInline let spacing: CGFloat?

    @inlinable
    init(axis: Axis, guide: AlignmentKey, spacing: CGFloat?) {
        (self.axis, self.guide, self.spacing) = (axis, guide, spacing)
    }

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// Fills the gaps: the given spacing, or the neighbours' preferred distance.
    func makeCache(subviews: LayoutSubviews) -> _StackLayoutCache {
        var cache = _StackLayoutCache()
        let n = subviews.count
        if n == 1 {  // No gap; shared storage for a chain's levels.
            cache.gaps = singleGap
            return cache
        }
        cache.gaps = [CGFloat](repeating: 0, count: n)
        var previous = n > 0 ? subviews[0].spacing : ViewSpacing()
        for i in 0..<max(n - 1, 0) {
            let next = subviews[i + 1].spacing
            let gap = spacing.map(sanitizedSpacing) ?? previous.distance(to: next, along: axis)
            cache.gaps[i] = gap
            cache.totalGap += gap
            previous = next
        }
        return cache
    }

    /// The stack's size for `proposal`; keeps the distribution in `cache.results`.
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> CGSize {
        let r = distribute(proposal.sanitized, subviews: subviews, cache: &cache)
        return axis == .horizontal
            ? CGSize(width: r.length, height: r.thickness)
            : CGSize(width: r.thickness, height: r.length)
    }

    /// Places the subviews one after the other, the content centred in `bounds`.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout _StackLayoutCache
    ) {
        let p = proposal.sanitized
        let r = distribute(p, subviews: subviews, cache: &cache)
        let across = p[cross]
        var along =
            start(of: bounds, along: axis) + (extent(of: bounds, along: axis) - r.length) / 2
        let line =
            start(of: bounds, along: cross) + (extent(of: bounds, along: cross) - r.thickness) / 2
            + r.beforeLine
        for i in 0..<subviews.count {
            let position =
                axis == .horizontal
                ? CGPoint(x: along, y: line - r.slots[i].guide)
                : CGPoint(x: line - r.slots[i].guide, y: along)
            subviews[i].place(
                at: position, anchor: .topLeading,
                proposal: ProposedViewSize(axis: axis, along: r.slots[i].offer, across: across))
            along +=
                (axis == .horizontal ? r.slots[i].size.width : r.slots[i].size.height)
                + cache.gaps[i]
        }
    }

    /// The stack's union of its subviews' spacing: its first subview's leading (or top)
    /// edge, its last subview's trailing (or bottom) edge, all subviews' other edges.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let sides: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = first.spacing
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing, edges: sides) }
        if axis == .horizontal {
            result.trailing = last.spacing.trailing
        } else {
            result.bottom = last.spacing.bottom
        }
        return result
    }

    private func start(of rect: CGRect, along axis: Axis) -> CGFloat {
        axis == .horizontal ? rect.minX : rect.minY
    }

    private func extent(of rect: CGRect, along axis: Axis) -> CGFloat {
        axis == .horizontal ? rect.width : rect.height
    }
}

/// The gaps of a one-subview stack.
private let singleGap: [CGFloat] = [0]
