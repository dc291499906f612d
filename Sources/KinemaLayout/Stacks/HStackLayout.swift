import Foundation
import KinemaCore

/// A layout that puts its subviews in a horizontal line: SwiftUI's `HStack` algorithm.
///
/// Subviews are offered their share of the width in order of layout priority (highest
/// first), then of flexibility (least flexible first); what one does not take goes to
/// the ones after it. Vertically they line up on `alignment`. See
/// <doc:StacksAndSampleLayouts>.
///
/// ```swift
/// let p = HStackLayout(spacing: 0).placements(
///     of: [.flexible(maxWidth: 100), .flexible(minWidth: 100)],
///     in: ProposedViewSize(width: 150, height: 10))
/// // p.size.width == 175: the first takes 75, the second 100 (overflow).
/// ```
public struct HStackLayout: Layout {
    /// The guide on which the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    /// - Parameters:
    ///   - alignment: The vertical guide the subviews line up on; centre unless given.
    ///   - spacing: The distance between neighbours; `nil` (the default) uses their
    ///     preferred spacing (8 between ordinary views, 0 next to a spacer). NaN and
    ///     negative spacing are treated as 0.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, guide: alignment.key, spacing: spacing)
    }

    /// Properties with a horizontal stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// Computes the gaps between neighbours.
    /// - Complexity: O(*n*).
    public func makeCache(subviews: Subviews) -> Cache { algorithm.makeCache(subviews: subviews) }

    /// The width of the subviews and gaps, and the height of their aligned union.
    /// - Complexity: O(*n* log *n*) the first time for a height, O(*n*) after.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews left to right, the content centred in `bounds`.
    /// - Complexity: O(*n*) after `sizeThatFits` for the same proposal.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The first subview's leading, the last one's trailing, and every subview's top
    /// and bottom spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    /// The subviews' explicit values for the guide, combined (see the stack rules).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        algorithm.explicitAlignment(
            guide.key, guideAxis: .horizontal, in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for the guide, combined (see the stack rules).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        algorithm.explicitAlignment(
            guide.key, guideAxis: .vertical, in: bounds, proposal: proposal,
            subviews: subviews, cache: &cache)
    }
}
