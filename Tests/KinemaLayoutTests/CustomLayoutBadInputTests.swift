import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// Proposals mixing every kind of bad length with good ones.
let badProposals: [ProposedViewSize] = {
    let lengths: [CGFloat?] = [nil, 0, 50, -3, .nan, .infinity, -.infinity]
    return lengths.flatMap { w in lengths.map { h in ProposedViewSize(width: w, height: h) } }
}()

/// Records an issue if the size or a frame holds NaN.
func expectNoNaN(
    _ p: LayoutPlacements, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!p.size.width.isNaN && !p.size.height.isNaN, comment, sourceLocation: sourceLocation)
    for frame in p.frames {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        #expect(!values.contains { $0.isNaN }, comment, sourceLocation: sourceLocation)
    }
}

@Suite("Custom layouts: bad input")
struct CustomLayoutBadInputTests {
    /// Subviews with NaN, negative and infinite sizes among ordinary ones.
    let awkward: [LayoutSubview] = [
        .fixed(CGSize(width: CGFloat.nan, height: -4)),
        .fixed(CGSize(width: CGFloat.infinity, height: 3)),
        .flexible(minWidth: .nan, idealWidth: -2, maxWidth: -.infinity),
        .sizing { p in CGSize(width: p.width ?? .nan, height: .infinity) },
        .flexible(),
        .spacer(),
    ]

    func check<L: Layout>(_ layout: L, sourceLocation: SourceLocation = #_sourceLocation) {
        for proposal in badProposals {
            for subviews in [awkward, [], [awkward[4]]] {
                let p = layout.placements(of: subviews, in: proposal)
                #expect(p.frames.count == subviews.count, sourceLocation: sourceLocation)
                expectNoNaN(p, "\(L.self) in \(proposal)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("No layout puts NaN into a size or a frame")
    func noNaN() {
        check(EqualWidthHStack())
        check(EqualWidthVStack())
        check(RadialLayout())
        check(WheelLayout(radius: 40, rotation: .degrees(10)))
        check(WheelLayout(radius: .nan, rotation: .radians(.infinity)))
        check(RecursiveWheelLayout(radius: 40, rotation: .degrees(10), viewsPerRing: 2))
        check(RecursiveWheelLayout(radius: -.infinity, viewsPerRing: -3))
        check(GridLayout(columnCount: 2))
        check(GridLayout(alignment: .bottomTrailing, horizontalSpacing: .nan))
        check(FlowLayout())
        check(FlowLayout(alignment: .trailing, horizontalSpacing: .infinity, verticalSpacing: .nan))
    }

    /// The direct result and the AnyLayout-wrapped result of one layout.
    func bothWays<L: Layout>(_ layout: L) -> (LayoutPlacements, LayoutPlacements) {
        let views: [LayoutSubview] = (0..<15).map { i in
            let width = CGFloat(5 + i % 4 * 7)
            let height = CGFloat(3 + i % 3 * 5)
            return .flexible(idealWidth: width, idealHeight: height)
        }
        let proposal = ProposedViewSize(width: 90, height: 70)
        return (
            layout.placements(of: views, in: proposal),
            AnyLayout(layout).placements(of: views, in: proposal)
        )
    }

    @Test("Wrapped in AnyLayout, every custom layout gives the same numbers")
    func anyLayout() {
        let pairs = [
            bothWays(EqualWidthHStack()), bothWays(EqualWidthVStack()), bothWays(RadialLayout()),
            bothWays(WheelLayout(radius: 30)), bothWays(RecursiveWheelLayout(radius: 30)),
            bothWays(GridLayout(columnCount: 4)), bothWays(FlowLayout()),
        ]
        for (direct, wrapped) in pairs {
            #expect(direct == wrapped)
            #expect(direct.frames.count == 15)
        }
    }
}
