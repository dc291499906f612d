import Foundation
import KinemaCore

/// One memoized explicit guide value: a view's answer for one guide at one proposal.
@usableFromInline
internal struct GuideMemoEntry: Sendable {
    @usableFromInline let key: AlignmentKey
    @usableFromInline let axis: Axis
    @usableFromInline let proposal: ProposedViewSize
    @usableFromInline let value: CGFloat?
}

extension NodeState {
    /// The explicit value of a guide for this view measured for `proposal` (its `size`),
    /// memoized per guide and proposal: the view's own alignment guides first (the last
    /// one set wins), else its layout's `explicitAlignment`; `nil` when neither gives one.
    ///
    /// Without the memo a chain of containers asks each level's guides again from every
    /// level above it (a stack aligning its children reads their guides, which read
    /// theirs, ...), which costs time exponential in depth.
    /// A subtree with no guide on the axis (`LayoutNode.guideAxes`) answers `nil` at
    /// once: a `VStack(alignment: .leading)` over a deep tree of stacks and padding asks
    /// nothing of it.
    /// - Complexity: O(1) after the first call for a guide and proposal.
    @usableFromInline
    internal final func explicitGuide(
        _ key: AlignmentKey, axis: Axis, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? {
        guard node.guideAxes.contains(Axis.Set(axis)) else { return nil }
        for entry in guideMemo
        where entry.key == key && entry.axis == axis && entry.proposal == proposal {
            return entry.value
        }
        let value = evaluateGuide(key, axis: axis, proposal: proposal, size: size)
        if guideMemo.isEmpty { guideMemo.reserveCapacity(4) }
        guideMemo.append(GuideMemoEntry(key: key, axis: axis, proposal: proposal, value: value))
        return value
    }

    /// Computes an explicit guide value without the memo (for a leaf, whose own guide
    /// closures are cheaper to evaluate than to remember).
    @usableFromInline
    internal final func evaluateGuide(
        _ key: AlignmentKey, axis: Axis, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? {
        let guides = node.guides
        var index = guides.count - 1
        while index >= 0 {
            let guide = guides[index]
            if guide.axis == axis && guide.key == key {
                let context = ViewDimensions(
                    size: size, source: .state(self, proposal), guideLimit: index)
                let value = guide.compute(context)
                if !value.isFinite { sanitized.insert(.guide) }
                return sanitizedCoordinate(value)
            }
            index -= 1
        }
        return explicitAlignment(key, axis: axis, proposal: proposal, size: size)
    }
}
