import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

/// A spacer's spacing preferences: zero only on the edges along its stack's axis.
@Suite("Spacer spacing")
struct SpacerSpacingTests {
    private let a = LayoutSubview.fixed(CGSize(width: 20, height: 10))
    private let b = LayoutSubview.fixed(CGSize(width: 30, height: 10))

    @Test("A row ending in a spacer keeps the default gap to the view below it")
    func rowWithSpacerInColumn() {
        // SwiftUI: VStack { HStack { A; Spacer() }; B } puts 8 points between the row and B:
        // in a horizontal stack a spacer's spacing is zero on its leading and trailing edges
        // only, so the row's top and bottom spacing stay the default.
        let row = LayoutSubview.container(HStackLayout(), subviews: [a, .spacer()])
        let p = VStackLayout().placements(
            of: [row, b], in: ProposedViewSize(width: 100, height: nil))
        #expect(p.frames[1].minY == 18)
        #expect(p.size.height == 28)
        let column = LayoutSubview.container(VStackLayout(), subviews: [.spacer(), a])
        let q = HStackLayout().placements(
            of: [column, b], in: ProposedViewSize(width: nil, height: 40))
        #expect(q.frames[1].minX == 28)
    }

    @Test("Along its stack's axis a spacer still sits flush against its neighbours")
    func flushAlongAxis() {
        let p = HStackLayout().placements(
            of: [a, .spacer(), b], in: ProposedViewSize(width: 100, height: 10))
        #expect(p.frames.map(\.minX) == [0, 20, 70])
        let q = VStackLayout().placements(
            of: [a, .spacer(), b], in: ProposedViewSize(width: 30, height: 100))
        #expect(q.frames.map(\.minY) == [0, 10, 90])
        // Outside a stack (and as a bare stand-in) it is zero on every edge.
        #expect(LayoutSubview.spacer().spacing == .zero)
        let z = ZStackLayout().placements(of: [.spacer()], in: .unspecified)
        #expect(z.size == CGSize(width: 8, height: 8))
    }
}
