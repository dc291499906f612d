import Foundation
import KinemaCore

/// A horizontal stack that proposes to every subview the largest ideal size: SwiftUI's
/// WWDC22 sample `MyEqualWidthHStack`, with its cache.
///
/// The stack is as wide as `n` slots of the largest ideal width plus the neighbours'
/// preferred distances, and as tall as the largest ideal height, whatever it is
/// proposed. Each subview is centred in its slot and proposed the largest ideal size,
/// so flexible subviews (buttons with `frame(maxWidth: .infinity)`) all take it.
///
/// ```swift
/// let p = EqualWidthHStack().placements(
///     of: [.flexible(idealWidth: 40, idealHeight: 20), .flexible(idealWidth: 60,
///          idealHeight: 10)],
///     in: .unspecified)
/// // p.size == CGSize(width: 60 + 8 + 60, height: 20)
/// ```
///
/// Bad input: an infinite ideal length counts as 0 when taking the maximum; NaN and
/// negative ones are already 0 (the subviews' rule). No subviews: size zero.
public struct EqualWidthHStack: _EqualWidthStackLayout {
    /// The largest ideal size and the gaps.
    public typealias Cache = EqualWidthStackCache

    /// The distance between adjacent subviews, or `nil` for the distance each pair of
    /// neighbours prefers (their `ViewSpacing`).
    public var spacing: CGFloat?

    /// Creates the stack.
    ///
    /// - Parameter spacing: The distance between adjacent subviews, or `nil` (the default)
    ///   for the distance each pair of neighbours prefers. NaN, negative and infinite
    ///   values count as 0.
    @inlinable
    public init(spacing: CGFloat? = nil) { self.spacing = spacing }

    /// The horizontal axis.
    public static var _axis: Axis { .horizontal }
}
