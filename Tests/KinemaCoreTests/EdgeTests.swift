import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Edge, Edge.Set and EdgeInsets")
struct EdgeTests {
    @Test("Edge cases and raw values are SwiftUI's order")
    func edges() {
        #expect(Edge.allCases == [.top, .leading, .bottom, .trailing])
        #expect(Edge.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(HorizontalEdge.allCases == [.leading, .trailing])
        #expect(VerticalEdge.allCases == [.top, .bottom])
        #expect(Edge(HorizontalEdge.trailing) == .trailing)
        #expect(Edge(VerticalEdge.top) == .top)
        #expect("\(Edge.leading)" == "leading")
    }

    @Test("Edge.Set composes like SwiftUI's")
    func edgeSet() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set.horizontal.union(.vertical) == .all)
        #expect(Edge.Set.horizontal.intersection(.vertical).isEmpty)
        for edge in Edge.allCases {
            #expect(Edge.Set(edge).rawValue == 1 << edge.rawValue)
            #expect(Edge.Set.all.contains(Edge.Set(edge)))
        }
        #expect(HorizontalEdge.Set.all == [.leading, .trailing])
        #expect(VerticalEdge.Set.all == [.top, .bottom])
        #expect(HorizontalEdge.Set(.trailing) == .trailing)
        #expect(VerticalEdge.Set(.bottom) == .bottom)
    }

    @Test("Axis.Set and the edge sets share one bit per case")
    func caseSets() {
        #expect(Axis.Set.horizontal.rawValue == 1 && Axis.Set.vertical.rawValue == 2)
        #expect(Axis.Set.all == [.horizontal, .vertical])
        #expect(Axis.Set(.vertical) == .vertical)
        #expect(Edge.Set.all.rawValue == 0b1111)
        #expect(HorizontalEdge.Set.trailing.rawValue == 2 && VerticalEdge.Set.top.rawValue == 1)
        #expect(Edge.Set(rawValue: 0).isEmpty && !Axis.Set.all.isEmpty)
    }

    @Test("EdgeInsets initializers and subscript")
    func insets() {
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(Edge.allCases.map { insets[$0] } == [1, 2, 3, 4])
        #expect(
            EdgeInsets(.horizontal, 5) == EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
        #expect(EdgeInsets(.all, -2) == EdgeInsets(top: -2, leading: -2, bottom: -2, trailing: -2))
        var copy = insets
        copy[.bottom] = 9
        #expect(copy.bottom == 9 && copy.top == 1)
    }

    @Test("EdgeInsets animates (top, (leading, (bottom, trailing)))")
    func animatable() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let data = insets.animatableData
        #expect(data == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        expectClose(data.magnitudeSquared, 30, absolute: 1e-12)
        let target = EdgeInsets(top: 11, leading: -2, bottom: 3, trailing: 0)
        insets.animatableData = data.interpolated(towards: target.animatableData, amount: 0.5)
        #expect(insets == EdgeInsets(top: 6, leading: 0, bottom: 3, trailing: 2))
        insets.animatableData = .zero
        #expect(insets == EdgeInsets())
    }
}
