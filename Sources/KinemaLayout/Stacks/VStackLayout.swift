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
public struct VStackLayout: _AxisStackLayout {
    /// The guide on which the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    /// - Parameters:
    ///   - alignment: The horizontal guide the subviews line up on; centre unless given.
    ///   - spacing: The distance between neighbours; `nil` (the default) uses their
    ///     preferred spacing (8 between ordinary views, 0 next to a spacer). NaN,
    ///     negative and infinite spacing are treated as 0.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's cache.
    public typealias Cache = _StackLayoutCache

    /// The vertical axis.
    public static var _axis: Axis { .vertical }

    /// SwiftUI's stack algorithm along the vertical axis, with this stack's alignment
    /// and spacing.
    public var _algorithm: _StackAlgorithm {
        _StackAlgorithm(axis: .vertical, guide: alignment.key, spacing: spacing)
    }
}
