import KinemaScene
import KinemaTestSupport
import SwiftUI
import Testing

/// SwiftUI's underscored `_VariadicView` as layout libraries use it: a multi-view root
/// dividing its children, a unary root reading ids and traits; positions worked by hand.
@MainActor
@Suite("_VariadicView: trees, roots, children")
struct VariadicViewTests {
    private let size = CGSize(width: 100, height: 100)

    @Test func aMultiViewRootDividesItsChildren() {
        let list = ViewHost(size: size) {
            DividedStack {
                Color.red.frame(width: 10, height: 10)
                ForEach(0..<2) { _ in Color.blue.frame(width: 10, height: 10) }
            }
        }.frame(at: 0)
        // 10 + 2 + 10 + 2 + 10 = 34 high, from y = 33; the dividers take the column's
        // width, 100 (their width is flexible).
        #expect(list.boxes(filledWith: .red).map(\.minY) == [33])
        #expect(list.boxes(filledWith: .blue).map(\.minY) == [45, 57])
        let dividers = list.boxes(filledWith: .black)
        #expect(dividers.map(\.minY) == [43, 55])
        #expect(dividers.allSatisfy { $0.width == 100 && $0.height == 2 })
    }

    @Test func aUnaryRootReadsIdsAndTraits() {
        let log = IDLog()
        let list = ViewHost(size: size) {
            _VariadicView.Tree(BadgedCardRoot(seen: log)) {
                ForEach(["a", "b"], id: \.self) { _ in
                    Color.red.frame(width: 10, height: 6)._trait(BadgeWidthTrait.self, 20)
                }
                Color.blue.frame(width: 10, height: 6).id("c")
                Color.gray.frame(width: 10, height: 6)
            }
        }.frame(at: 0)
        #expect(log.ids == ["a", "b", "c", nil])
        // Rows 6 high from y = (100 - 24) / 2 = 38; the card is 30 wide (20 + 10), from
        // x = 35; rows lead, badges of 20, 20, 5 and 5.
        let badges = list.boxes(filledWith: .green)
        #expect(badges.map(\.width) == [20, 20, 5, 5])
        #expect(badges.map(\.minY) == [38, 44, 50, 56])
        #expect(badges.allSatisfy { $0.minX == 35 })
        #expect(list.boxes(filledWith: .blue).map(\.minX) == [40])
    }

    @Test func emptyContentGivesNoChildren() {
        let log = IDLog()
        let list = ViewHost(size: size) {
            _VariadicView.Tree(BadgedCardRoot(seen: log)) { EmptyView() }
        }.frame(at: 0)
        #expect(log.ids.isEmpty)
        #expect(list.boxes(filledWith: .green).isEmpty)
    }
}
