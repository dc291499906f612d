import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// Counts how often each (stand-in, proposal) pair is measured.
private final class MeasureLog: Sendable {
    let counts = Locked<[String: Int]>([:])

    func leaf(_ name: String, size: CGSize) -> LayoutSubview {
        .sizing { [self] proposal in
            counts.withLock { $0["\(name) \(proposal)", default: 0] += 1 }
            return CGSize(
                width: min(proposal.width ?? size.width, size.width),
                height: min(proposal.height ?? size.height, size.height))
        }
    }
}

/// A tree of nested stacks: `depth` levels of `fanout`, alternating rows and columns.
private func nestedTree(depth: Int, fanout: Int, leaf: (Int) -> LayoutSubview) -> LayoutSubview {
    var counter = 0
    func make(_ level: Int) -> LayoutSubview {
        if level == depth {
            counter += 1
            return leaf(counter)
        }
        let children = (0..<fanout).map { _ in make(level + 1) }
        return level.isMultiple(of: 2)
            ? .container(HStackLayout(), subviews: children)
            : .container(VStackLayout(), subviews: children)
    }
    return make(0)
}

/// A seeded random tree of stacks and stand-ins.
private func randomTree(_ rng: inout SeededGenerator, depth: Int) -> LayoutSubview {
    if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            return .fixed(
                CGSize(
                    width: .random(in: 0...50, using: &rng),
                    height: .random(in: 0...50, using: &rng)))
        case 1:
            let low = CGFloat.random(in: 0...30, using: &rng)
            return .flexible(minWidth: low, maxWidth: low + .random(in: 0...100, using: &rng))
                .layoutPriority(Double(Int.random(in: 0...2, using: &rng)))
        case 2: return .spacer()
        default: return .flexible(minHeight: .random(in: 0...20, using: &rng))
        }
    }
    let children = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
        randomTree(&rng, depth: depth - 1)
    }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return .container(HStackLayout(alignment: .top), subviews: children)
    case 1: return .container(VStackLayout(spacing: 3), subviews: children)
    case 2: return .container(ZStackLayout(alignment: .bottomTrailing), subviews: children)
    default: return .container(AnyLayout(HStackLayout(spacing: 1)), subviews: children)
    }
}

@Suite("Layout engine")
struct EngineTests {
    @Test("makeCache once per container; a second identical pass measures nothing")
    func warmPass() {
        let tree = nestedTree(depth: 3, fanout: 4) { _ in .flexible(minWidth: 1, maxWidth: 30) }
        let engine = LayoutEngine(root: tree)
        #expect(engine.count == 1 + 4 + 16 + 64)
        #expect(engine.statistics.makeCache == 21)
        let cold = engine.layout(in: ProposedViewSize(width: 500, height: 400))
        let afterCold = engine.statistics
        #expect(afterCold.makeCache == 21)
        #expect(afterCold.updateCache == 0)
        #expect(afterCold.leafMeasurements > 0)
        let warm = engine.layout(in: ProposedViewSize(width: 500, height: 400))
        #expect(warm == cold)
        #expect(engine.statistics == afterCold)
        // Another proposal, then back: the containers' memos answer, so no layout is
        // asked for a size again (constant-time stand-ins are re-evaluated by design).
        _ = engine.layout(in: ProposedViewSize(width: 300, height: 400))
        let afterSecond = engine.statistics
        #expect(engine.layout(in: ProposedViewSize(width: 500, height: 400)) == cold)
        #expect((engine.statistics - afterSecond).sizeThatFits == 0)
        // Moving the root re-places, without measuring.
        let moved = engine.layout(
            in: ProposedViewSize(width: 500, height: 400), at: CGPoint(x: 7, y: 3))
        #expect(moved.frames[5] == cold.frames[5].offsetBy(dx: 7, dy: 3))
        #expect((engine.statistics - afterSecond).sizeThatFits == 0)
    }

    @Test("Each stand-in is measured once per distinct proposal in a pass")
    func measuredOncePerProposal() {
        let log = MeasureLog()
        let tree = nestedTree(depth: 3, fanout: 3) {
            log.leaf("\($0)", size: CGSize(width: 20, height: 10))
        }
        let engine = LayoutEngine(root: tree)
        _ = engine.layout(in: ProposedViewSize(width: 200, height: 100))
        let counts = log.counts.withLock { $0 }
        #expect(!counts.isEmpty)
        #expect(counts.values.allSatisfy { $0 == 1 })
        _ = engine.layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(log.counts.withLock { $0 } == counts)
    }

    @Test("update(root:) keeps unchanged subtrees and updates only changed containers' caches")
    func updateKeepsCaches() {
        let left = LayoutSubview.container(
            VStackLayout(), subviews: [.fixed(CGSize(width: 10, height: 10)), .flexible()])
        let right = LayoutSubview.fixed(CGSize(width: 5, height: 5))
        let engine = LayoutEngine(root: .container(HStackLayout(), subviews: [left, right]))
        _ = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        let before = engine.statistics
        // The same tree value: nothing to do.
        engine.update(root: engine.root)
        #expect(engine.statistics == before)
        // A new root with the left subtree untouched: only the root's cache updates.
        let newRight = LayoutSubview.fixed(CGSize(width: 15, height: 5))
        engine.update(root: .container(HStackLayout(), subviews: [left, newRight]))
        let delta = engine.statistics - before
        #expect(delta.updateCache == 1)
        #expect(delta.makeCache == 0)
        let result = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.frames[4].width == 15)
        // The left subtree's memo survived: its leaves were not measured again.
        let fresh = LayoutEngine(root: engine.root).layout(
            in: ProposedViewSize(width: 100, height: 100))
        #expect(result == fresh)
    }

    @Test("AnyLayout switches between layouts and keeps working")
    func anyLayoutSwitching() {
        let children: [LayoutSubview] = [
            .fixed(CGSize(width: 10, height: 20)), .spacer(), .fixed(CGSize(width: 30, height: 5)),
        ]
        let engine = LayoutEngine(root: .container(AnyLayout(HStackLayout()), subviews: children))
        let row = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(row.frames[1...].map(\.minX) == [0, 10, 70])
        engine.update(root: .container(AnyLayout(VStackLayout()), subviews: children))
        let column = engine.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(column.size == CGSize(width: 30, height: 100))
        #expect(column.frames[1...].map(\.minY) == [0, 20, 95])
        #expect(
            column
                == LayoutEngine(root: engine.root).layout(
                    in: ProposedViewSize(width: 100, height: 100)))
        engine.update(root: .container(AnyLayout(HStackLayout()), subviews: children))
        #expect(engine.layout(in: ProposedViewSize(width: 100, height: 100)) == row)
        #expect(engine.statistics.makeCache == 1)
        #expect(engine.statistics.updateCache == 2)
    }

    @Test(
        "Serial and concurrent passes give identical frames on seeded random trees",
        arguments: [1, 2, 3, 4, 5] as [UInt64])
    func serialEqualsConcurrent(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let tree = LayoutSubview.container(
            VStackLayout(), subviews: (0..<8).map { _ in randomTree(&rng, depth: 5) })
        let proposal = ProposedViewSize(width: .random(in: 50...800, using: &rng), height: 600)
        let serial = LayoutEngine(root: tree, concurrencyThreshold: .max).layout(in: proposal)
        let concurrent = LayoutEngine(root: tree, concurrencyThreshold: 2).layout(in: proposal)
        #expect(serial == concurrent)
        #expect(
            serial.frames.allSatisfy {
                !$0.minX.isNaN && !$0.minY.isNaN && !$0.width.isNaN && !$0.height.isNaN
            })
    }

    @Test("Many frames laid out at once, each with its own engine, match a serial run")
    func manyEnginesAtOnce() async {
        let tree = nestedTree(depth: 3, fanout: 5) { _ in .flexible(minWidth: 2, maxWidth: 40) }
        let widths = (0..<16).map { CGFloat(100 + 25 * $0) }
        let serial = widths.map {
            LayoutEngine(root: tree).layout(in: ProposedViewSize(width: $0, height: 300))
        }
        let concurrent = await withTaskGroup(of: (Int, LayoutPlacements).self) { group in
            for (i, width) in widths.enumerated() {
                group.addTask {
                    (
                        i,
                        LayoutEngine(root: tree, concurrencyThreshold: 8).layout(
                            in: ProposedViewSize(width: width, height: 300))
                    )
                }
            }
            var results = [LayoutPlacements?](repeating: nil, count: widths.count)
            for await (i, result) in group { results[i] = result }
            return results.compactMap { $0 }
        }
        #expect(concurrent == serial)
    }
}
