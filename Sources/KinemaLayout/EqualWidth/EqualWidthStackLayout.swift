import Foundation
import KinemaCore

/// The layout methods of `EqualWidthHStack` and `EqualWidthVStack`, written once for
/// both axes (not API: conform only Kinema's equal-width stacks).
public protocol _EqualWidthStackLayout: Layout where Cache == EqualWidthStackCache {
    /// The axis the slots follow each other along.
    static var _axis: Axis { get }
    /// The distance between adjacent subviews, or `nil` for their preferred distances.
    var spacing: CGFloat? { get }
}

extension _EqualWidthStackLayout {
    private var algorithm: EqualWidthAlgorithm {
        EqualWidthAlgorithm(axis: Self._axis, spacing: spacing)
    }

    /// Measures the subviews' ideal sizes and the gaps once.
    /// - Complexity: O(*n*) for *n* subviews, measured concurrently when large.
    public func makeCache(subviews: Subviews) -> Cache {
        algorithm.makeCache(subviews: subviews)
    }

    /// Measures again: the subviews changed.
    /// - Complexity: O(*n*).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// `n` slots of the largest ideal length plus the gaps along the axis, by the largest
    /// ideal length across it.
    /// - Complexity: O(1).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        algorithm.sizeThatFits(subviews: subviews, cache: cache)
    }

    /// Centres each subview in its slot (left to right, or top to bottom), centred
    /// across the axis in `bounds`.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        algorithm.placeSubviews(in: bounds, subviews: subviews, cache: cache)
    }
}

extension _EqualWidthStackLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
