import Foundation
import KinemaCore

extension _StackAlgorithm {
    /// The stack's explicit value for a guide, from its subviews' explicit values placed
    /// as the stack places them; `nil` when no subview has one.
    ///
    /// Combining rule: `firstTextBaseline` takes the first such subview's value,
    /// `lastTextBaseline` the last one's, any other guide the mean of them all.
    /// - Parameters:
    ///   - key: The guide's identity.
    ///   - guideAxis: The axis the guide positions along (horizontal for a
    ///     `HorizontalAlignment`).
    func explicitAlignment(
        _ key: AlignmentKey, guideAxis: Axis, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> CGFloat? {
        let p = proposal.sanitized
        let r = distribute(p, subviews: subviews, cache: &cache)
        let across = p[cross]
        let stackStart = guideAxis == .horizontal ? bounds.minX : bounds.minY
        var along = (extent(axis, bounds) - r.length) / 2
        let line = (extent(cross, bounds) - r.thickness) / 2 + r.beforeLine
        var combiner = ExplicitCombiner(key: key)
        for i in 0..<subviews.count {
            let d = subviews[i].dimensions(
                in: ProposedViewSize(axis: axis, along: r.slots[i].offer, across: across))
            let origin = guideAxis == axis ? along : line - r.slots[i].guide
            if let value = d.explicitValue(key, axis: guideAxis) {
                combiner.add(stackStart + origin + value)
            }
            along +=
                (axis == .horizontal ? r.slots[i].size.width : r.slots[i].size.height)
                + cache.gaps[i]
        }
        return combiner.value
    }

    private func extent(_ axis: Axis, _ rect: CGRect) -> CGFloat {
        axis == .horizontal ? rect.width : rect.height
    }
}
