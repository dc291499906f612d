import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

@Suite("Equal-width stacks")
struct EqualWidthTests {
    /// Ideal sizes 40x20, 60x10, 30x30: the largest is 60x30; gaps are the default 8.
    let buttons: [LayoutSubview] = [
        .flexible(idealWidth: 40, idealHeight: 20),
        .flexible(idealWidth: 60, idealHeight: 10),
        .flexible(idealWidth: 30, idealHeight: 30),
    ]

    @Test("HStack: 3 slots of the largest ideal size plus gaps; each flexible view takes it")
    func horizontalFlexible() {
        let p = EqualWidthHStack().placements(
            of: buttons, in: ProposedViewSize(width: 500, height: 500))
        // 3 * 60 + 2 * 8 = 196 wide, 30 tall, whatever the proposal.
        #expect(p.size == CGSize(width: 196, height: 30))
        // Centres at 30, 30 + 68, 30 + 136; each proposed 60x30.
        #expect(p.frames == [rect(0, 0, 60, 30), rect(68, 0, 60, 30), rect(136, 0, 60, 30)])
    }

    @Test("VStack: the same, stacked downwards")
    func verticalFlexible() {
        let p = EqualWidthVStack().placements(of: buttons, in: .unspecified)
        #expect(p.size == CGSize(width: 60, height: 3 * 30 + 16))
        #expect(p.frames == [rect(0, 0, 60, 30), rect(0, 38, 60, 30), rect(0, 76, 60, 30)])
    }

    @Test("An explicit spacing replaces the neighbours' preferences; bad values count as 0")
    func explicitSpacing() {
        let p = EqualWidthVStack(spacing: 30).placements(of: buttons, in: .unspecified)
        #expect(p.size == CGSize(width: 60, height: 3 * 30 + 2 * 30))
        #expect(p.frames == [rect(0, 0, 60, 30), rect(0, 60, 60, 30), rect(0, 120, 60, 30)])
        for bad in [CGFloat.nan, -5] {
            let q = EqualWidthHStack(spacing: bad).placements(of: buttons, in: .unspecified)
            #expect(q.size == CGSize(width: 180, height: 30))
        }
    }

    @Test("Fixed views keep their size and sit at their slot's centre")
    func fixedCentred() {
        let p = EqualWidthHStack().placements(
            of: [.fixed(CGSize(width: 20, height: 10)), .fixed(CGSize(width: 40, height: 30))],
            in: .unspecified)
        #expect(p.size == CGSize(width: 88, height: 30))
        // Slot centres x = 20 and 68, y = 15.
        #expect(p.frames == [rect(10, 10, 20, 10), rect(48, 0, 40, 30)])
        let q = EqualWidthVStack().placements(
            of: [.fixed(CGSize(width: 20, height: 10)), .fixed(CGSize(width: 40, height: 30))],
            in: .unspecified)
        #expect(q.size == CGSize(width: 40, height: 68))
        // Slot centres y = 15 and 53, x = 20.
        #expect(q.frames == [rect(10, 10, 20, 10), rect(0, 38, 40, 30)])
    }

    @Test("Gaps come from the neighbours' spacing preferences")
    func neighbourSpacing() {
        let a = LayoutSubview.fixed(CGSize(width: 10, height: 10))
        let b = LayoutSubview.fixed(CGSize(width: 10, height: 10)).spacing(
            ViewSpacing(leading: 20, trailing: 2))
        // a -> b: explicit 20 against the default gives 20; b -> a: explicit 2 gives 2.
        let p = EqualWidthHStack().placements(of: [a, b, a], in: .unspecified)
        #expect(p.size == CGSize(width: 30 + 20 + 2, height: 10))
        #expect(p.frames.map(\.minX) == [0, 30, 42])
        let spacer = LayoutSubview.spacer(minLength: 0)
        // A spacer's explicit zero spacing puts its neighbours flush against it.
        let q = EqualWidthHStack().placements(of: [a, spacer, a], in: .unspecified)
        #expect(q.size.width == 30)
    }

    @Test("makeCache once, no measuring on a second pass, updateCache after a change")
    func cacheLifecycle() {
        // Rule-based stand-ins are memoized by the engine (fixed and flexible ones are
        // cheaper to evaluate than to look up), so they show every real measurement.
        let buttons = [(40.0, 20.0), (60, 10), (30, 30)].map { ideal in
            LayoutSubview.sizing { p in
                CGSize(width: p.width ?? ideal.0, height: p.height ?? ideal.1)
            }
        }
        let tree = LayoutSubview.container(EqualWidthHStack(), subviews: buttons)
        let engine = LayoutEngine(root: tree)
        _ = engine.layout(in: ProposedViewSize(width: 300, height: 100))
        let first = engine.statistics
        #expect(first.makeCache == 1)
        // Three ideal sizes and three measurements for the 60x30 proposal.
        #expect(first.leafMeasurements == 6)
        _ = engine.layout(in: ProposedViewSize(width: 250, height: 90))
        let second = engine.statistics - first
        #expect(second.leafMeasurements == 0)
        #expect(second.makeCache == 0 && second.updateCache == 0)
        engine.update(
            root: .container(
                EqualWidthHStack(), subviews: buttons + [.flexible(idealWidth: 90)]))
        let p = engine.layout(in: ProposedViewSize(width: 250, height: 90))
        #expect((engine.statistics - first).updateCache == 1)
        #expect(p.size == CGSize(width: 4 * 90 + 24, height: 30))
    }

    @Test("Empty, bad and infinite ideal sizes")
    func badInput() {
        #expect(EqualWidthHStack().placements(of: [], in: .unspecified).size == .zero)
        let p = EqualWidthHStack().placements(
            of: [
                .fixed(CGSize(width: CGFloat.nan, height: -3)),
                .flexible(idealWidth: .infinity, idealHeight: 12),
                .sizing { _ in CGSize(width: 5, height: CGFloat.infinity) },
            ],
            in: ProposedViewSize(width: .nan, height: -1))
        // NaN and negative are 0; infinite ideals count as 0 in the maximum: 5 x 12.
        #expect(p.size == CGSize(width: 3 * 5 + 16, height: 12))
        for frame in p.frames {
            #expect(!frame.minX.isNaN && !frame.minY.isNaN)
            #expect(!frame.width.isNaN && !frame.height.isNaN)
        }
    }

    @Test("Serial and concurrent measuring agree on 5,000 subviews", arguments: [2, Int.max])
    func serialEqualsConcurrent(threshold: Int) {
        var generator = SeededGenerator(seed: 7)
        let subviews = (0..<5000).map { _ in
            LayoutSubview.flexible(
                idealWidth: CGFloat.random(in: 1...50, using: &generator),
                idealHeight: CGFloat.random(in: 1...50, using: &generator))
        }
        let tree = LayoutSubview.container(EqualWidthVStack(), subviews: subviews)
        let reference = LayoutEngine(root: tree, concurrencyThreshold: .max).layout(
            in: .unspecified)
        let other = LayoutEngine(root: tree, concurrencyThreshold: threshold).layout(
            in: .unspecified)
        #expect(reference == other)
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        #expect(reference.size.width == widest)
    }

    @Test("100,000 subviews lay out")
    func manySubviews() {
        let subviews = (0..<100_000).map { i in
            LayoutSubview.fixed(CGSize(width: CGFloat(i % 7), height: 1))
        }
        // Speed lives in Benchmarks/: here only the result of a large input.
        let p = EqualWidthHStack().placements(of: subviews, in: .unspecified)
        #expect(p.size == CGSize(width: 6 * 100_000 + 8 * 99_999, height: 1))
        #expect(p.frames.last?.midX == p.size.width - 3)
    }
}
