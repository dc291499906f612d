import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// SwiftUI's `BasicVStack` sample, written as for SwiftUI: no cache, no animatable data.
private struct BasicVStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(
            width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 1
}

/// Places only the subviews at even indices, and the first one twice.
private struct EvenOnly: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for index in subviews.indices where index.isMultiple(of: 2) {
            subviews[index].place(at: bounds.origin)
        }
        subviews.first?.place(at: CGPoint(x: 5, y: 6), anchor: .center, proposal: .zero)
    }
}

@Suite("Layout protocol")
struct ProtocolTests {
    @Test("ProposedViewSize constants and replacingUnspecifiedDimensions")
    func proposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)).height == 4)
        let partial = ProposedViewSize(width: nil, height: 0)
        #expect(partial.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 0))
        let big = ProposedViewSize(width: .infinity, height: nil)
        #expect(
            big.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: CGFloat.infinity, height: 2))
    }

    @Test("A custom layout without cache or animatable data lays out by numbers")
    func basicVStack() {
        let p = BasicVStack().placements(
            of: [.fixed(CGSize(width: 40, height: 20)), .fixed(CGSize(width: 30, height: 10))],
            in: .unspecified)
        #expect(p.size == CGSize(width: 40, height: 30))
        #expect(
            p.frames == [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 20, width: 30, height: 10),
            ])
        #expect(BasicVStack().animatableData == EmptyAnimatableData())
    }

    @Test("Placed twice: the last placement wins; never placed: centred with the proposal")
    func placeTwiceAndNever() {
        let p = EvenOnly().placements(
            of: [
                .fixed(CGSize(width: 4, height: 2)), .flexible(),
                .fixed(CGSize(width: 2, height: 2)),
            ],
            in: ProposedViewSize(width: 100, height: 50))
        #expect(p.size == CGSize(width: 100, height: 50))
        #expect(p.frames[0] == CGRect(x: 3, y: 5, width: 4, height: 2))
        // The flexible subview is unplaced: it takes the container's proposal, centred.
        #expect(p.frames[1] == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(p.frames[2] == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("Layout values, priorities, spacing and slices of LayoutSubviews")
    func subviewAttributes() {
        let a = LayoutSubview.fixed(CGSize(width: 1, height: 1)).layoutValue(
            key: Rank.self, value: 3)
        #expect(a[Rank.self] == 3)
        #expect(LayoutSubview.flexible()[Rank.self] == 1)
        #expect(a.layoutPriority(2).priority == 2)
        #expect(a.priority == 0)
        #expect(LayoutSubview.spacer().spacing == .zero)
        #expect(a.spacing.distance(to: a.spacing, along: .horizontal) == 8)
    }
}

/// A SwiftUI-style layout with its own cache and animatable data.
private struct Ring: Layout {
    var radius: CGFloat
    var rotation: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(radius, rotation) }
        set { (radius, rotation) = (newValue.first, newValue.second) }
    }

    struct Cache {
        var largest: CGSize
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(
            largest: CGSize(
                width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
    }

    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        CGSize(width: 2 * radius + cache.largest.width, height: 2 * radius + cache.largest.height)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        for (i, subview) in subviews.enumerated() {
            let angle = rotation + 2 * .pi * CGFloat(i) / CGFloat(subviews.count)
            subview.place(
                at: CGPoint(
                    x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

@Suite("Custom layouts with caches")
struct CustomLayoutTests {
    @Test("A cached, animatable layout places its subviews on a circle")
    func ring() {
        var ring = Ring(radius: 10, rotation: 0)
        ring.animatableData = ring.animatableData.interpolated(
            towards: AnimatablePair(20, .pi / 2), amount: 1)
        let p = ring.placements(
            of: [.fixed(CGSize(width: 4, height: 4)), .fixed(CGSize(width: 2, height: 2))],
            in: .unspecified)
        #expect(p.size == CGSize(width: 44, height: 44))
        // Rotated by a quarter turn, the first subview sits at 3 o'clock.
        expectClose(p.frames[0].midX, 42, absolute: 1e-9)
        expectClose(p.frames[0].midY, 22, absolute: 1e-9)
        expectClose(p.frames[1].midX, 2, absolute: 1e-9)
        expectClose(p.frames[1].midY, 22, absolute: 1e-9)
    }
}
