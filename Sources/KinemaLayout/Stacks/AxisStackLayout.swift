import Foundation
import KinemaCore

/// The layout methods of `HStackLayout` and `VStackLayout`, written once for both axes
/// (not API: conform only Kinema's stacks).
///
/// A conforming stack gives its axis and its algorithm; everything else is SwiftUI's
/// stack algorithm (REFERENCE.md §5) along that axis.
public protocol _AxisStackLayout: Layout where Cache == _StackLayoutCache {
    /// The axis the subviews follow each other along.
    static var _axis: Axis { get }
    /// The algorithm with this stack's axis, cross-axis guide and spacing.
    var _algorithm: _StackAlgorithm { get }
}

extension _AxisStackLayout {
    /// Properties with the stack's orientation.
    public static var layoutProperties: LayoutProperties {
        .guidesFromSubviews(stackOrientation: _axis)
    }

    /// Computes the gaps between neighbours.
    /// - Complexity: O(*n*).
    public func makeCache(subviews: Subviews) -> Cache {
        _algorithm.makeCache(subviews: subviews)
    }

    /// The length of the subviews and gaps along the axis, and the thickness of their
    /// aligned union across it.
    /// - Complexity: O(*n* log *n*) the first time for a cross-axis proposal, O(*n*) for
    ///   another proposal, O(1) for one of the last 16 seen.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        _algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews one after the other (left to right, or top to bottom), the
    /// content centred in `bounds`.
    /// - Complexity: O(*n*) after `sizeThatFits` for the same proposal.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        _algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The first subview's leading (or top) spacing, the last one's trailing (or
    /// bottom), and every subview's spacing on the two other edges.
    /// - Complexity: O(*n*).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        _algorithm.spacing(subviews: subviews)
    }

    /// The subviews' explicit values for the guide, combined (see the stack rules).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        _algorithm.explicitAlignment(
            guide.key, guideAxis: .horizontal, in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for the guide, combined (see the stack rules).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        _algorithm.explicitAlignment(
            guide.key, guideAxis: .vertical, in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
    }
}
