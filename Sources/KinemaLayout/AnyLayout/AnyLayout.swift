import Foundation

/// A type-erased layout: switch the layout of a container at run time and keep its
/// subviews.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// ```
///
/// When the wrapped layout's type changes, the next call makes a fresh cache for the
/// new layout; while it stays the same, the cache is kept and updated. Kinema's
/// `AnyLayout` has no animatable data (SwiftUI's animates the wrapped layout's).
public struct AnyLayout: Layout {
    @usableFromInline internal var storage: any AnyLayoutStorage

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        storage = AnyLayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, with its type.
    public struct Cache {
        @usableFromInline internal var type: ObjectIdentifier?
        @usableFromInline internal var box: AnyObject?
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { storage.makeCache(subviews: subviews) }

    /// Updates the wrapped layout's cache, or makes a new one if the layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache, subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's explicit guide value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's explicit guide value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
