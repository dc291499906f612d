import Foundation
import KinemaCore

/// A type that defines the geometry of a collection of views.
///
/// Implement the two required methods, `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`:
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(
///         proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///     ) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(
///             width: sizes.map(\.width).max() ?? 0,
///             height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(
///         in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
///         cache: inout ()
///     ) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
///
/// Test a layout by numbers with ``placements(of:in:)`` and stand-in subviews, or lay
/// out a whole tree with ``LayoutEngine``.
public protocol Layout: Animatable, Sendable {
    /// The type of the proxies for the subviews.
    typealias Subviews = LayoutSubviews

    /// Values the layout computes once and reuses across calls; `Void` unless given.
    associatedtype Cache = Void

    /// Properties of the container that its subviews adapt to.
    static var layoutProperties: LayoutProperties { get }

    /// Returns the container's size for a proposal.
    /// - Parameters:
    ///   - proposal: The size the container's parent proposes.
    ///   - subviews: Proxies for the subviews.
    ///   - cache: The layout's cache.
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGSize

    /// Places each subview inside `bounds` by calling its `place(at:anchor:proposal:)`.
    /// - Parameters:
    ///   - bounds: The region the parent gives the container, in the parent's
    ///     coordinate space; its size is one `sizeThatFits` returned.
    ///   - proposal: The proposal from which that size came.
    ///   - subviews: Proxies for the subviews.
    ///   - cache: The layout's cache.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    )

    /// Returns the container's preferred spacing; by default the union of its
    /// subviews' spacings.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the position of a horizontal guide relative to `bounds`, or `nil` when
    /// the container has no explicit value for it (the default).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of a vertical guide relative to `bounds`, or `nil` when
    /// the container has no explicit value for it (the default).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// Creates the cache; called once for a container before any other call.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the layout or its subviews change; by default makes a new
    /// cache.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache with `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacings.
    /// - Complexity: O(*n*) for *n* subviews.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var result = ViewSpacing()
        var first = true
        for subview in subviews {
            if first {
                result = subview.spacing
                first = false
            } else {
                result.formUnion(subview.spacing)
            }
        }
        return result
    }

    /// `nil`: no explicit value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// `nil`: no explicit value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// The empty cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    /// No data: a layout without animatable properties animates nothing.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
