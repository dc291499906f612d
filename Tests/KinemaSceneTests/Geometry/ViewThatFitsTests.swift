import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

private let green = Color(red: 0, green: 1, blue: 0)

/// `ViewThatFits`: the first child whose ideal size fits the proposal in the given axes,
/// else the last.
@MainActor
@Suite struct ViewThatFitsTests {
    /// Three bars 200, 120 and 50 wide (red, green, blue), 20, 30 and 40 tall.
    nonisolated static func bars(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Rectangle().fill(red).frame(width: 200, height: 20)
            Rectangle().fill(green).frame(width: 120, height: 30)
            Rectangle().fill(blue).frame(width: 50, height: 40)
        }
    }

    @Test(
        arguments: [
            (CGFloat(250), red), (CGFloat(200), red), (CGFloat(150), green), (CGFloat(100), blue),
            (CGFloat(30), blue),
        ] as [(CGFloat, Color)])
    func choosesTheFirstThatFitsHorizontally(width: CGFloat, expected: Color) {
        let list = render(CGSize(width: width, height: 100)) { Self.bars(in: .horizontal) }
        #expect(list.visibleFillPaints == [.color(expected)])
    }

    @Test(arguments: [(CGFloat(100), blue), (CGFloat(35), green), (CGFloat(25), red)])
    func verticalAxisOnlyLooksAtHeights(height: CGFloat, expected: Color) {
        // Heights 40, 30, 20, all far wider than the canvas: only heights count.
        let list = render(CGSize(width: 10, height: height)) {
            ViewThatFits(in: .vertical) {
                Rectangle().fill(blue).frame(width: 300, height: 40)
                Rectangle().fill(green).frame(width: 300, height: 30)
                Rectangle().fill(red).frame(width: 300, height: 20)
            }
        }
        #expect(list.visibleFillPaints == [.color(expected)])
    }

    @Test func takesTheChosenChildsSize() {
        let list = render(CGSize(width: 150, height: 100)) {
            Self.bars().background(Rectangle().fill(white))
        }
        // The green bar fits: the background is its size, centred.
        #expect(list.visibleFillPaints.first == .color(white))
        expectRect(list.box(0), CGRect(x: 15, y: 35, width: 120, height: 30))
    }

    @Test func choiceChangesWithTheSpaceAndCrossFades() {
        var timeline = SceneTimeline(size: CGSize(width: 300, height: 100), initialState: false) {
            narrow in
            ViewThatFits(in: .horizontal) {
                Rectangle().fill(red).frame(width: 200, height: 20)
                Rectangle().fill(blue).frame(width: 50, height: 20)
            }
            .frame(width: narrow ? 100 : 250)
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        #expect(timeline.frame(at: 0.5).visibleFillPaints == [.color(red)])
        #expect(timeline.frame(at: 1.5).groups.contains(.opacity(0.5)))
        #expect(timeline.frame(at: 2.5).visibleFillPaints == [.color(blue)])
    }
}
