import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// The boxes of the drawings of a hosted view, before it appears.
@MainActor
func hostedBoxes<V: View>(
    device: DeviceScreen, orientation: InterfaceOrientation = .portrait,
    @ViewBuilder _ content: () -> V
) -> [CGRect] {
    let list = ViewHost(device: device, orientation: orientation, content: content).frame(at: 0)
    return list.drawings.indices.map { list.box($0) }
}

/// The boxes of the drawings of a view hosted on a canvas with a safe area.
@MainActor
func hostedBoxes<V: View>(
    size: CGSize, insets: EdgeInsets = EdgeInsets(), @ViewBuilder _ content: () -> V
) -> [CGRect] {
    let list = ViewHost(size: size, safeAreaInsets: insets, content: content).frame(at: 0)
    return list.drawings.indices.map { list.box($0) }
}

/// Whether two rectangles agree within a millionth of a point on every edge.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
    isClose(a.minX, b.minX, absolute: 1e-6) && isClose(a.minY, b.minY, absolute: 1e-6)
        && isClose(a.maxX, b.maxX, absolute: 1e-6) && isClose(a.maxY, b.maxY, absolute: 1e-6)
}

/// Hosting on a device: the root in the safe area, views that ignore it reaching the
/// screen's edges they touch. Expected frames worked out by hand from the iPhone 15's
/// 393 x 852 points and its 59 / 34 insets (the safe area is y 59...818).
@MainActor
@Suite("Hosting: the safe area of a device")
struct HostingSafeAreaTests {
    @Test func greedyViewsFillTheSafeArea() {
        let boxes = hostedBoxes(device: .iPhone15) { Color.red }
        #expect(boxes.count == 1 && same(boxes[0], CGRect(x: 0, y: 59, width: 393, height: 759)))
    }

    @Test func ignoringTheSafeAreaFillsTheScreen() {
        let all = hostedBoxes(device: .iPhone15) { Color.red.ignoresSafeArea() }
        #expect(same(all[0], CGRect(x: 0, y: 0, width: 393, height: 852)))
        let top = hostedBoxes(device: .iPhone15) { Color.red.ignoresSafeArea(edges: .top) }
        #expect(same(top[0], CGRect(x: 0, y: 0, width: 393, height: 818)))
        let old = hostedBoxes(device: .iPhone15) { Color.red.edgesIgnoringSafeArea(.bottom) }
        #expect(same(old[0], CGRect(x: 0, y: 59, width: 393, height: 793)))
        let keyboard = hostedBoxes(device: .iPhone15) { Color.red.ignoresSafeArea(.keyboard) }
        #expect(same(keyboard[0], CGRect(x: 0, y: 59, width: 393, height: 759)))
    }

    @Test func onlyEdgesThatTouchTheSafeAreaReachPastIt() {
        let small = hostedBoxes(device: .iPhone15) {
            Color.red.frame(width: 100, height: 100).ignoresSafeArea()
        }
        // Centred in the safe area, x (393 - 100) / 2 = 146.5 and y 59 + (759 - 100) / 2 =
        // 388.5, then snapped to the iPhone's @3x pixels (halves up): 440 / 3 and 1166 / 3.
        let snapped = CGRect(x: 440.0 / 3, y: 1166.0 / 3, width: 100, height: 100)
        #expect(same(small[0], snapped))
        let stacked = hostedBoxes(device: .iPhone15) {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea()
                Color.blue.frame(height: 100)
            }
        }
        // Red is proposed 759 - 100 = 659 from y 59; only its top touches the safe area.
        #expect(same(stacked[0], CGRect(x: 0, y: 0, width: 393, height: 718)))
        #expect(same(stacked[1], CGRect(x: 0, y: 718, width: 393, height: 100)))
    }

    @Test func nestedIgnoringViewsReachThroughEachOther() {
        let boxes = hostedBoxes(device: .iPhone15) {
            ZStack { Color.red.ignoresSafeArea(edges: .bottom) }.ignoresSafeArea(edges: .top)
        }
        #expect(same(boxes[0], CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    @Test func backgroundStylesFillTheSafeAreaTheyTouch() {
        let full = hostedBoxes(device: .iPhone15) {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red)
        }
        #expect(full.contains { same($0, CGRect(x: 0, y: 0, width: 393, height: 852)) })
        let kept = hostedBoxes(device: .iPhone15) {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.red, ignoresSafeAreaEdges: [])
        }
        #expect(kept.contains { same($0, CGRect(x: 0, y: 59, width: 393, height: 759)) })
        let centred = hostedBoxes(device: .iPhone15) {
            Color.clear.frame(width: 40, height: 40).background(Color.red)
        }
        // 176.5 and 418.5, snapped to @3x pixels: 530 / 3 and 1256 / 3.
        let box = CGRect(x: 530.0 / 3, y: 1256.0 / 3, width: 40, height: 40)
        #expect(centred.contains { same($0, box) })
    }

    @Test func landscapeInsetsAreOnTheSides() {
        let boxes = hostedBoxes(device: .iPhone15, orientation: .landscapeLeft) { Color.red }
        #expect(same(boxes[0], CGRect(x: 59, y: 0, width: 734, height: 372)))
    }

    @Test func aHomeButtonPhoneHasOnlyTheStatusBar() {
        let boxes = hostedBoxes(device: .iPhoneSE) { Color.red }
        #expect(same(boxes[0], CGRect(x: 0, y: 20, width: 375, height: 647)))
    }

    @Test func badInsetsAreZero() {
        let insets = EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 10)
        let boxes = hostedBoxes(size: CGSize(width: 100, height: 100), insets: insets) {
            Color.red
        }
        #expect(same(boxes[0], CGRect(x: 0, y: 0, width: 90, height: 100)))
    }
}
