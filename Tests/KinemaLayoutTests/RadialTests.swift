import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// The centre of a frame.
func centre(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

/// The point at `angle` clockwise from 12 o'clock, written in the usual mathematical
/// form (angle measured anticlockwise from 3 o'clock in a y-up space, here y-down).
func clockPoint(_ c: CGPoint, _ r: CGFloat, _ angle: Double) -> CGPoint {
    CGPoint(x: c.x + r * cos(angle - .pi / 2), y: c.y + r * sin(angle - .pi / 2))
}

func expectPoint(
    _ actual: CGPoint, _ expected: CGPoint, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.x, expected.x, absolute: 1e-9, comment, sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, absolute: 1e-9, comment, sourceLocation: sourceLocation)
}

@Suite("Radial layout")
struct RadialTests {
    typealias Rank = RadialLayout.Rank

    @Test("Takes the proposal; radius a third of the smaller side; clockwise from 12")
    func fourViews() {
        let square = LayoutSubview.fixed(CGSize(width: 10, height: 10))
        let p = RadialLayout().placements(
            of: Array(repeating: square, count: 4), in: ProposedViewSize(width: 300, height: 240))
        #expect(p.size == CGSize(width: 300, height: 240))
        // Radius 80 around (150, 120): top, right, bottom, left.
        let expected = [
            CGPoint(x: 150, y: 40), CGPoint(x: 230, y: 120), CGPoint(x: 150, y: 200),
            CGPoint(x: 70, y: 120),
        ]
        for (frame, point) in zip(p.frames, expected) {
            expectPoint(centre(frame), point)
            #expect(frame.size == CGSize(width: 10, height: 10))
        }
    }

    @Test("Random counts and sizes: every centre on the circle at 2πi/n", arguments: [1, 2, 3])
    func randomCircles(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let n = Int.random(in: 1...40, using: &g)
        let w = CGFloat.random(in: 1...500, using: &g)
        let h = CGFloat.random(in: 1...500, using: &g)
        let subviews = (0..<n).map { _ in
            LayoutSubview.flexible(
                idealWidth: .random(in: 0...30, using: &g),
                idealHeight: .random(in: 0...30, using: &g))
        }
        let p = RadialLayout().placements(of: subviews, in: ProposedViewSize(width: w, height: h))
        let c = CGPoint(x: w / 2, y: h / 2)
        for (i, frame) in p.frames.enumerated() {
            expectPoint(
                centre(frame), clockPoint(c, min(w, h) / 3, 2 * .pi * Double(i) / Double(n)))
            // Proposed .unspecified: each takes its ideal size.
            #expect(frame.size == subviews[i].sizeThatFits(.unspecified))
        }
    }

    @Test("The sample's rank offsets, by hand")
    func rankOffsets() {
        // Leader first, then 2, then 3: a quarter of a third back, -30°.
        expectClose(RadialLayout.angleOffset(forRanks: [1, 2, 3]).degrees, -30, absolute: 1e-9)
        // Two leaders: they straddle 12 o'clock, -60°.
        expectClose(RadialLayout.angleOffset(forRanks: [1, 1, 2]).degrees, -60, absolute: 1e-9)
        // Leader last, the others tied: the leader turned a third on to the top, +120°.
        expectClose(RadialLayout.angleOffset(forRanks: [2, 2, 1]).degrees, 120, absolute: 1e-9)
        // Leader second, then 3 before 2 clockwise: -1 + 1/4 thirds = -90°.
        expectClose(RadialLayout.angleOffset(forRanks: [2, 1, 3]).degrees, -90, absolute: 1e-9)
        #expect(RadialLayout.angleOffset(forRanks: [1, 1, 1]) == .zero)
        #expect(RadialLayout.angleOffset(forRanks: [1, 2]) == .zero)
        #expect(RadialLayout.angleOffset(forRanks: [1, 2, 3, 4]) == .zero)
    }

    @Test("Three ranked views appear in rank order from top to bottom")
    func rankOrder() {
        let square = LayoutSubview.fixed(CGSize(width: 10, height: 10))
        for a in 1...3 {
            for b in 1...3 {
                for c in 1...3 where [a, b, c].contains(1) && !(a == b && b == c) {
                    let ranks = [a, b, c]
                    let p = RadialLayout().placements(
                        of: ranks.map { square.layoutValue(key: Rank.self, value: $0) },
                        in: ProposedViewSize(width: 300, height: 300))
                    let ys = p.frames.map(\.midY)
                    for i in 0..<3 {
                        for j in 0..<3 where ranks[i] < ranks[j] {
                            #expect(ys[i] < ys[j] - 1, "ranks \(ranks): y \(ys)")
                        }
                        for j in 0..<3 where ranks[i] == ranks[j] {
                            expectClose(ys[i], ys[j], absolute: 1e-9, "ranks \(ranks)")
                        }
                    }
                    // The leader (or the two tied leaders) are above the centre line.
                    #expect(ys[ranks.firstIndex(of: 1)!] < 150)
                }
            }
        }
    }

    @Test("Unspecified and bad proposals")
    func proposals() {
        let views = [LayoutSubview.fixed(CGSize(width: 4, height: 4)), .flexible()]
        #expect(
            RadialLayout().placements(of: views, in: .unspecified).size
                == CGSize(width: 10, height: 10))
        #expect(
            RadialLayout().placements(of: views, in: .infinity).size
                == CGSize(width: 10, height: 10))
        let bad = RadialLayout().placements(
            of: views, in: ProposedViewSize(width: .nan, height: -20))
        #expect(bad.size == .zero)
        for frame in bad.frames { #expect(centre(frame) == .zero) }
        #expect(RadialLayout().placements(of: [], in: .infinity).frames.isEmpty)
    }
}
