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
public struct HStackLayout: _AxisStackLayout {
    /// The guide on which the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    /// - Parameters:
    ///   - alignment: The vertical guide the subviews line up on; centre unless given.
    ///   - spacing: The distance between neighbours; `nil` (the default) uses their
    ///     preferred spacing (8 between ordinary views, 0 next to a spacer). NaN,
    ///     negative and infinite spacing are treated as 0.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    /// The horizontal axis.
    public static var _axis: Axis { .horizontal }

    /// SwiftUI's stack algorithm along the horizontal axis, with this stack's alignment
    /// and spacing.
    public var _algorithm: _StackAlgorithm {
        _StackAlgorithm(axis: .horizontal, guide: alignment.key, spacing: spacing)
    }
}
