import Foundation

/// The calls of `Layout`, erased to `AnyLayout.Cache`.
@usableFromInline
internal protocol AnyLayoutStorage: Sendable {
    var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGSize
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout AnyLayout.Cache)
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat?
}

/// A reference holding a cache, so that it is mutated in place.
internal final class CacheBox<C> {
    var value: C
    init(_ value: C) { self.value = value }
}

/// The storage for a layout of type `L`.
internal struct AnyLayoutBox<L: Layout>: AnyLayoutStorage {
    let layout: L

    var layoutProperties: LayoutProperties { L.layoutProperties }

    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(
            type: ObjectIdentifier(L.self), box: CacheBox(layout.makeCache(subviews: subviews)))
    }

    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        if cache.type == ObjectIdentifier(L.self), let box = cache.box {
            layout.updateCache(
                &unsafeDowncast(box, to: CacheBox<L.Cache>.self).value, subviews: subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    /// The wrapped cache, made anew if it belongs to another layout type.
    private func box(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) -> CacheBox<
        L.Cache
    > {
        if cache.type != ObjectIdentifier(L.self) || cache.box == nil {
            cache = makeCache(subviews: subviews)
        }
        return unsafeDowncast(cache.box!, to: CacheBox<L.Cache>.self)
    }

    func sizeThatFits(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGSize {
        let box = box(&cache, subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.value)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout AnyLayout.Cache
    ) {
        let box = box(&cache, subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
    }

    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        let box = box(&cache, subviews)
        return layout.spacing(subviews: subviews, cache: &box.value)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        let box = box(&cache, subviews)
        return layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        let box = box(&cache, subviews)
        return layout.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
    }
}
