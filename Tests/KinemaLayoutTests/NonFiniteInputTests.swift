import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// A custom layout (for these tests) that returns whatever values it is given: sizes, positions, anchors,
/// proposals, guide values and spacing, special ones included.
struct WildLayout: Layout {
    let size: CGSize
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize
    let guide: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews { _ = subview.sizeThatFits(self.proposal) }
        return size
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(at: position, anchor: anchor, proposal: self.proposal)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? { self.guide }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? { self.guide }
}

/// Seeded fuzzing of every non-finite layout input: no NaN frame ever comes out of the
/// engine, every origin is finite, and the engine reports what it cleaned.
@Suite("Non-finite layout inputs")
struct NonFiniteInputTests {
    typealias Fuzz = LayoutFuzzTests

    static func wild(_ g: inout SeededGenerator) -> WildLayout {
        WildLayout(
            size: CGSize(width: Fuzz.pick(&g), height: Fuzz.pick(&g)),
            position: CGPoint(x: Fuzz.pick(&g), y: Fuzz.pick(&g)),
            anchor: UnitPoint(x: Fuzz.pick(&g), y: Fuzz.pick(&g)),
            proposal: ProposedViewSize(width: Fuzz.optionalPick(&g), height: Fuzz.optionalPick(&g)),
            guide: Fuzz.optionalPick(&g))
    }

    /// A random tree of wild layouts, stacks with special spacing and special leaves.
    static func tree(_ g: inout SeededGenerator, depth: Int) -> LayoutSubview {
        guard depth > 0, g.next() % 4 != 0 else { return Fuzz.leaf(&g) }
        let children = (0..<Int(g.next() % 4)).map { _ in tree(&g, depth: depth - 1) }
        var node: LayoutSubview
        switch g.next() % 4 {
        case 0: node = .container(wild(&g), subviews: children)
        case 1: node = .container(VStackLayout(spacing: Fuzz.pick(&g)), subviews: children)
        case 2:
            node = .container(
                HStackLayout(alignment: .firstTextBaseline, spacing: Fuzz.pick(&g)),
                subviews: children)
        default: node = .container(ZStackLayout(alignment: .topTrailing), subviews: children)
        }
        if g.next() % 3 == 0 { node = node.layoutPriority(Double(Fuzz.pick(&g))) }
        if g.next() % 3 == 0 {
            let value = Fuzz.pick(&g)
            node = node.alignmentGuide(VerticalAlignment.firstTextBaseline) { _ in value }
        }
        return node
    }

    static func isClean(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width >= 0 && rect.height >= 0
    }

    @Test(
        "Random trees of non-finite inputs: no NaN, finite origins",
        arguments: [1, 2, 3] as [UInt64])
    func fuzz(seed: UInt64) {
        var g = SeededGenerator(seed: 0xF1_0000 + seed)
        for round in 0..<300 {
            let root = Self.tree(&g, depth: 4)
            let proposal = ProposedViewSize(
                width: Fuzz.optionalPick(&g), height: Fuzz.optionalPick(&g))
            let engine = LayoutEngine(root: root)
            let result = engine.layout(in: proposal, at: CGPoint(x: Fuzz.pick(&g), y: 0))
            #expect(result.frames.allSatisfy(Self.isClean), "seed \(seed) round \(round)")
            #expect(result.size.width >= 0 && result.size.height >= 0)
            for record in engine.sanitizations {
                #expect(record.index >= 0 && record.index < engine.count && !record.inputs.isEmpty)
            }
        }
    }

    @Test("VStack(spacing: .infinity) and NaN spacing: gaps of 0, reported")
    func infiniteSpacing() {
        for spacing in [CGFloat.infinity, .nan, -.infinity, -4] {
            let engine = LayoutEngine(
                root: .container(
                    VStackLayout(spacing: spacing),
                    subviews: [
                        .fixed(CGSize(width: 10, height: 20)),
                        .fixed(CGSize(width: 10, height: 30)),
                    ]))
            let result = engine.layout(in: ProposedViewSize(width: 100, height: 100))
            expectClose(Double(result.size.height), 50, absolute: 0)
            expectClose(Double(result.frames[2].minY), 20, absolute: 0)
            #expect(engine.sanitizations == [LayoutSanitization(index: 0, inputs: .spacing)])
        }
        let fine = LayoutEngine(root: .container(VStackLayout(spacing: 3), subviews: [.flexible()]))
        _ = fine.layout(in: .unspecified)
        #expect(fine.sanitizations.isEmpty)
    }

    @Test("A custom layout's NaN size, infinite placement and guide: cleaned and reported")
    func customLayout() {
        let wild = WildLayout(
            size: CGSize(width: CGFloat.nan, height: -3),
            position: CGPoint(x: CGFloat.infinity, y: 5),
            anchor: UnitPoint(x: Double.nan, y: 0),
            proposal: ProposedViewSize(width: CGFloat.nan, height: 4), guide: CGFloat.infinity)
        let engine = LayoutEngine(
            root: .container(
                HStackLayout(alignment: .top),
                subviews: [
                    .container(wild, subviews: [.fixed(CGSize(width: 7, height: 8))]),
                    .fixed(CGSize(width: 1, height: 1)).alignmentGuide(.top) { _ in .nan },
                ]))
        let result = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frames.allSatisfy(Self.isClean))
        // The wild container is 0 by 0; its subview sits at (0, 5) of it, with anchor 0.
        #expect(result.frames[1].size == .zero)
        expectClose(Double(result.frames[2].minX - result.frames[1].minX), 0, absolute: 0)
        expectClose(Double(result.frames[2].minY - result.frames[1].minY), 5, absolute: 0)
        var byIndex: [Int: LayoutSanitization.Inputs] = [:]
        for record in engine.sanitizations { byIndex[record.index] = record.inputs }
        #expect(byIndex[1] == [.size, .guide])
        #expect(byIndex[2] == [.placement, .proposal])
        #expect(byIndex[3] == [.guide])
    }
}
