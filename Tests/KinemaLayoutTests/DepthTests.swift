import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// Layout cost linear in nesting depth: the number of calls into layouts and stand-ins
/// for a chain of nested containers grows linearly with its depth (counts, not times).
@Suite("Layout depth")
struct DepthTests {
    static let proposal = ProposedViewSize(width: 800, height: 600)
    /// Large enough that 200 paddings of 2 on each side leave a positive length (else
    /// the deepest levels all get the proposal 0 and the counts flatten out).
    static let largeProposal = ProposedViewSize(width: 10_000, height: 10_000)

    /// Every call the engine made into layouts and leaves for one cold pass.
    static func calls(_ chain: LayoutChain, depth: Int) -> LayoutStatistics {
        let engine = LayoutEngine(root: chain.tree(depth: depth))
        #expect(engine.count == chain.nodeCount(depth: depth))
        _ = engine.layout(in: largeProposal)
        return engine.statistics
    }

    /// The calls of a statistic that can grow with depth, per container level.
    static func total(_ s: LayoutStatistics) -> Int {
        s.sizeThatFits + s.leafMeasurements + s.explicitAlignment + s.spacing + s.placeSubviews
    }

    @Test(
        "Leaf measurements and all layout calls grow linearly with depth",
        arguments: LayoutChain.allCases)
    func linearCounts(chain: LayoutChain) {
        let depths = [25, 50, 100, 200, 400]
        let stats = depths.map { Self.calls(chain, depth: $0) }
        // Linear: each doubling of the depth adds the same count again, up to a constant
        // (the levels near the leaf, where proposals reach their fixed point).
        for k in 2..<depths.count {
            let (a, b, c) = (stats[k - 2], stats[k - 1], stats[k])
            let leafStep = b.leafMeasurements - a.leafMeasurements
            let nextLeafStep = c.leafMeasurements - b.leafMeasurements
            #expect(
                abs(nextLeafStep - 2 * leafStep) <= 4,
                "\(chain.rawValue): leaf measurements \(a.leafMeasurements), \(b.leafMeasurements), \(c.leafMeasurements) at depths \(depths[k - 2]), \(depths[k - 1]), \(depths[k])"
            )
            let step = Self.total(b) - Self.total(a)
            let nextStep = Self.total(c) - Self.total(b)
            #expect(
                abs(nextStep - 2 * step) <= 16,
                "\(chain.rawValue): calls \(Self.total(a)), \(Self.total(b)), \(Self.total(c))")
        }
        // And small: a few calls per node for each of its few distinct proposals (the
        // padded chain has up to 9: width and height each the offer, 0 or infinity).
        let deepest = stats.last!
        let nodes = chain.nodeCount(depth: depths.last!)
        #expect(
            Self.total(deepest) <= 40 * nodes, "\(chain.rawValue): \(deepest) for \(nodes) nodes")
        #expect(deepest.leafMeasurements <= 8 * nodes)
    }

    @Test(
        "Each container's spacing is asked once per pass", arguments: [LayoutChain.hstack, .vstack])
    func spacingOnce(chain: LayoutChain) {
        let s = Self.calls(chain, depth: 300)
        #expect(s.spacing <= 300)
    }

    @Test("The chains lay out to the sizes worked out by hand")
    func chainSizes() {
        // A single-child stack is its child: the flexible leaf takes the proposal.
        for chain in [LayoutChain.hstack, .vstack, .zstack] {
            let size = LayoutEngine(root: chain.tree(depth: 40)).layout(in: Self.proposal).size
            expectClose(Double(size.width), 800, absolute: 1e-9)
            expectClose(Double(size.height), 600, absolute: 1e-9)
        }
        // Padding: each padded level insets by 2 on every edge, so the whole chain of 10
        // levels (5 padded) still fills the proposal.
        let padded = LayoutEngine(root: LayoutChain.padded.tree(depth: 10)).layout(
            in: Self.proposal)
        expectClose(Double(padded.size.width), 800, absolute: 1e-9)
        expectClose(Double(padded.frames.last!.minX), 5 * 2, absolute: 1e-9)
        // Two children: each level gives the chain (less flexible first: equal, so in
        // order) half of what is left after the 8-point gap, and the leaf the rest.
        let two = LayoutEngine(root: LayoutChain.twoChild.tree(depth: 3)).layout(in: Self.proposal)
        expectClose(Double(two.size.width), 800, absolute: 1e-9)
        // Preorder: root, chain(2), chain(1), leaf, its sibling, ... ; level 1 is offered
        // (800 - 8) / 2 = 396, level 2 (396 - 8) / 2 = 194, the innermost leaf 93.
        expectClose(Double(two.frames[1].width), 396, absolute: 1e-9)
        expectClose(Double(two.frames[2].width), 194, absolute: 1e-9)
        expectClose(Double(two.frames[3].width), 93, absolute: 1e-9)
    }

    @Test("A stack asks no guide of a subtree that has none")
    func guideFreeSubtrees() {
        // `VStack(alignment: .leading)` reads each padded stack's leading guide; with no
        // `alignmentGuide` and no custom layout below, there is none to ask for.
        let s = Self.calls(.padded, depth: 400)
        #expect(s.explicitAlignment == 0)
    }

    @Test(
        "A guide set at the bottom of a deep chain reaches the top",
        arguments: [false, true])
    func deepGuide(customLayout: Bool) {
        // The leaf's leading guide is 7 from its edge, set by `alignmentGuide` or answered
        // by a custom layout's `explicitAlignment`; 400 levels hold 200 paddings of 2.
        let leaf: LayoutSubview =
            customLayout
            ? .container(
                LeadingGuideLayout(value: 7), subviews: [.fixed(CGSize(width: 20, height: 10))])
            : .fixed(CGSize(width: 20, height: 10)).alignmentGuide(.leading) { _ in 7 }
        let chain = LayoutChain.padded.tree(depth: 400, around: leaf)
        let root = LayoutSubview.container(
            VStackLayout(alignment: .leading),
            subviews: [chain, .fixed(CGSize(width: 100, height: 10))])
        let result = LayoutEngine(root: root).layout(in: Self.largeProposal)
        // The chain's leading guide is 7 + 200 x 2 = 407; the sibling's (its default) is
        // 0, so the sibling sits 407 to the right of the chain, under the leaf's guide.
        expectClose(Double(result.frames.last!.minX - result.frames[1].minX), 407, absolute: 1e-9)
        let leafFrame = result.frames[result.frames.count - (customLayout ? 3 : 2)]
        expectClose(Double(leafFrame.minX + 7), Double(result.frames.last!.minX), absolute: 1e-9)
    }

    @Test("A relayout for a proposal seen before measures and places nothing")
    func warmRelayout() {
        let engine = LayoutEngine(root: LayoutChain.twoChild.tree(depth: 60))
        let other = ProposedViewSize(width: 500, height: 300)
        let a = engine.layout(in: Self.proposal)
        let b = engine.layout(in: other)
        let before = engine.statistics
        for i in 0..<10 {
            let result = engine.layout(in: i.isMultiple(of: 2) ? Self.proposal : other)
            #expect(result == (i.isMultiple(of: 2) ? a : b))
        }
        #expect(engine.statistics == before)
        // A fresh engine gives the same frames: nothing stale was kept.
        #expect(LayoutEngine(root: LayoutChain.twoChild.tree(depth: 60)).layout(in: other) == b)
    }
}

/// A custom layout with a leading guide of its own: its subview at its origin, the
/// guide `value` from its leading edge.
private struct LeadingGuideLayout: Layout {
    let value: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + value : nil
    }
}

/// Trees far deeper than a thread's stack holds of nested layout calls.
@Suite("Deep trees")
struct DeepTreeTests {
    @Test(
        "Chains 5,000 levels deep (1,000 under ThreadSanitizer) lay out, from any thread",
        arguments: LayoutChain.allCases)
    func deepChains(chain: LayoutChain) async {
        // Under ThreadSanitizer (frames several times larger and slower) 1,000 levels,
        // still far more than a worker thread's stack holds of them.
        let depth = isRunningUnderThreadSanitizer ? 1_000 : 5_000
        let tree = chain.tree(depth: depth)
        let proposal = ProposedViewSize(width: 100_000, height: 100_000)
        let engine = LayoutEngine(root: tree)
        let result = engine.layout(in: proposal)
        #expect(result.frames.count == chain.nodeCount(depth: depth))
        #expect(result.frames.allSatisfy { !$0.minX.isNaN && !$0.width.isNaN })
        // The innermost leaf of a single-child chain takes the whole proposal.
        if chain == .hstack || chain == .vstack || chain == .zstack {
            expectClose(Double(result.frames.last!.width), 100_000, absolute: 1e-9)
        }
        // The same from a child task, and a relayout after a change deep down.
        let again = await Task.detached { LayoutEngine(root: tree).layout(in: proposal) }.value
        #expect(again == result)
        engine.update(root: .container(ZStackLayout(), subviews: [tree]))
        #expect(engine.layout(in: proposal).frames.count == result.frames.count + 1)
    }

    @Test(
        "A chain of 50,000 stacks",
        .disabled(
            if: isRunningUnderThreadSanitizer,
            "ThreadSanitizer's frames outgrow the engine's 1 GiB stack here; not a race"))
    func veryDeep() {
        let engine = LayoutEngine(root: LayoutChain.vstack.tree(depth: 50_000))
        let result = engine.layout(in: ProposedViewSize(width: 300, height: 200))
        expectClose(Double(result.size.height), 200, absolute: 1e-9)
        #expect(engine.statistics.spacing <= 50_000)
    }
}
