import Foundation
import KinemaCore

/// A layout that puts its subviews in a vertical line: SwiftUI's `VStack` algorithm.
///
/// Subviews are offered their share of the height in order of layout priority (highest
/// first), then of flexibility (least flexible first); what one does not take goes to
/// the ones after it. Horizontally they line up on `alignment`. See
/// <doc:StacksAndSampleLayouts>.
///
/// ```swift
/// let p = VStackLayout(alignment: .leading, spacing: 4).placements(
///     of: [.fixed(CGSize(width: 40, height: 20)), .fixed(CGSize(width: 10, height: 10))],
///     in: .unspecified)
/// // p.size == CGSize(width: 40, height: 34)
/// ```
public struct VStackLayout: Layout {
    /// The guide on which the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    /// - Parameters:
    ///   - alignment: The horizontal guide the subviews line up on; centre unless given.
    ///   - spacing: The distance between neighbours; `nil` (the default) uses their
    ///     preferred spacing (8 between ordinary views, 0 next to a spacer). NaN and
    ///     negative spacing are treated as 0.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, guide: alignment.key, spacing: spacing)
    }

    /// Properties with a vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// Computes the gaps between neighbours.
    /// - Complexity: O(*n*).
    public func makeCache(subviews: Subviews) -> Cache { algorithm.makeCache(subviews: subviews) }

    /// The height of the subviews and gaps, and the width of their aligned union.
    /// - Complexity: O(*n* log *n*) the first time for a width, O(*n*) after.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews top to bottom, the content centred in `bounds`.
    /// - Complexity: O(*n*) after `sizeThatFits` for the same proposal.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The first subview's top, the last one's bottom, and every subview's leading
    /// and trailing spacing.
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
