import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `safeAreaPadding`, `safeAreaInset` and a host's several root views, with frames
/// worked out by hand.
@MainActor
@Suite("Hosting: safe-area modifiers and root views")
struct SafeAreaModifierTests {
    let square = CGSize(width: 200, height: 200)

    @Test func severalRootViewsStackWithTheDefaultSpacing() {
        let boxes = hostedBoxes(size: square) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
        // 20 + 8 + 20 = 48 tall, centred: from y (200 - 48) / 2 = 76.
        #expect(same(boxes[0], CGRect(x: 75, y: 76, width: 50, height: 20)))
        #expect(same(boxes[1], CGRect(x: 75, y: 104, width: 50, height: 20)))
        let each = hostedBoxes(size: square) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
        // 3 x 10 + 2 x 8 = 46 tall, from y 77.
        #expect(each.map(\.minY) == [77, 95, 113])
        // A scene overlays its root views instead.
        let scene = SceneTimeline(size: square, initialState: 0) { _ in
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }.frame(at: 0)
        #expect(scene.box(0) == scene.box(1))
    }

    @Test func safeAreaPaddingPadsAndIsPartOfTheSafeArea() {
        let padded = hostedBoxes(size: square) { Color.red.safeAreaPadding(20) }
        #expect(same(padded[0], CGRect(x: 20, y: 20, width: 160, height: 160)))
        let reaching = hostedBoxes(size: square) {
            Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 30)
        }
        #expect(same(reaching[0], CGRect(x: 0, y: 0, width: 200, height: 200)))
        let throughTheDevice = hostedBoxes(device: .iPhone15) {
            Color.red.ignoresSafeArea().safeAreaPadding(20)
        }
        #expect(same(throughTheDevice[0], CGRect(x: 0, y: 0, width: 393, height: 852)))
        let defaultLength = hostedBoxes(size: square) { Color.red.safeAreaPadding(.top) }
        #expect(same(defaultLength[0], CGRect(x: 0, y: 16, width: 200, height: 184)))
    }

    @Test func safeAreaInsetTakesItsLengthFromTheEdge() {
        let size = CGSize(width: 200, height: 300)
        let tight = hostedBoxes(size: size) {
            Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        }
        #expect(same(tight[0], CGRect(x: 0, y: 0, width: 200, height: 250)))
        #expect(same(tight[1], CGRect(x: 0, y: 250, width: 200, height: 50)))
        let spaced = hostedBoxes(size: size) {
            Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 50) }
        }
        // The default spacing, 8: red from y 58.
        #expect(same(spaced[0], CGRect(x: 0, y: 58, width: 200, height: 242)))
        #expect(same(spaced[1], CGRect(x: 0, y: 0, width: 200, height: 50)))
        let side = hostedBoxes(size: CGSize(width: 200, height: 100)) {
            Color.red.safeAreaInset(edge: .leading, spacing: 10) { Color.blue.frame(width: 30) }
        }
        #expect(same(side[0], CGRect(x: 40, y: 0, width: 160, height: 100)))
        #expect(same(side[1], CGRect(x: 0, y: 0, width: 30, height: 100)))
    }

    @Test func insetContentIsAlignedOnTheViewsGuide() {
        let boxes = hostedBoxes(size: CGSize(width: 200, height: 300)) {
            Color.red.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
                Color.blue.frame(width: 40, height: 50)
            }
        }
        #expect(same(boxes[1], CGRect(x: 160, y: 250, width: 40, height: 50)))
    }

    @Test func ignoringViewsReachUnderTheInsetAndBarsIntoTheDevice() {
        let under = hostedBoxes(size: CGSize(width: 200, height: 300)) {
            Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50)
            }
        }
        #expect(same(under[0], CGRect(x: 0, y: 0, width: 200, height: 300)))
        let bar = hostedBoxes(device: .iPhone15) {
            Color.red.safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear.frame(maxWidth: .infinity).frame(height: 44).background(Color.blue)
            }
        }
        // The bar sits on the safe area's bottom (818) and its background reaches the
        // screen's (852); red takes the rest of the safe area.
        #expect(same(bar[0], CGRect(x: 0, y: 59, width: 393, height: 715)))
        #expect(bar.contains { same($0, CGRect(x: 0, y: 774, width: 393, height: 78)) })
    }

    @Test func fittingSizeStacksAndHonoursTheProposal() {
        let stacked = ViewHost.fittingSize {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 10)
        }
        #expect(stacked == CGSize(width: 50, height: 38))
        func flexible() -> some View {
            Color.red.frame(
                minWidth: 10, idealWidth: 40, maxWidth: 100, minHeight: 5, idealHeight: 20,
                maxHeight: 50)
        }
        #expect(ViewHost.fittingSize { flexible() } == CGSize(width: 40, height: 20))
        #expect(
            ViewHost.fittingSize(proposal: .zero) { flexible() } == CGSize(width: 10, height: 5))
    }
}
