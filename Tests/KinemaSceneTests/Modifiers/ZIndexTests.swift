import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `zIndex(_:)`: drawing order among siblings, never layout.
@MainActor
@Suite struct ZIndexTests {
    /// The colours of the fills, in drawing order.
    func colors(_ list: DisplayList) -> [Color] {
        list.drawings.compactMap {
            if case .color(let c)? = $0.paint { return c }
            return nil
        }
    }

    @Test func aHigherIndexDrawsAboveLaterSiblings() {
        let list = render {
            ZStack {
                Rectangle().fill(red).frame(width: 20, height: 20).zIndex(1)
                Rectangle().fill(blue).frame(width: 30, height: 30)
            }
        }
        #expect(colors(list) == [blue, red])
    }

    @Test func equalIndicesKeepTheirOrderAndNegativeGoesBelow() {
        let list = render {
            ZStack {
                Rectangle().fill(red).zIndex(2)
                Rectangle().fill(blue).zIndex(-1)
                Rectangle().fill(white)
                Rectangle().fill(Color.black).zIndex(2)
            }
        }
        #expect(colors(list) == [blue, white, red, Color.black])
    }

    @Test func theIndexChangesNoLayout() {
        let plain = render {
            HStack(spacing: 0) {
                Rectangle().fill(red).frame(width: 10, height: 10)
                Rectangle().fill(blue).frame(width: 20, height: 10)
            }
        }
        let indexed = render {
            HStack(spacing: 0) {
                Rectangle().fill(red).frame(width: 10, height: 10).zIndex(5)
                Rectangle().fill(blue).frame(width: 20, height: 10)
            }
        }
        #expect(indexed.box(0) == plain.box(1))
        #expect(indexed.box(1) == plain.box(0))
    }

    @Test func aNaNIndexIsZero() {
        let list = render {
            ZStack {
                Rectangle().fill(red).zIndex(.nan)
                Rectangle().fill(blue)
            }
        }
        #expect(colors(list) == [red, blue])
    }

    @Test func anIndexDoesNotAnimate() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { z in
            ZStack {
                Rectangle().fill(red).zIndex(z)
                Rectangle().fill(blue)
            }
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = 1 }
        #expect(colors(timeline.frame(at: 0.5)) == [red, blue])
        #expect(colors(timeline.frame(at: 1)) == [blue, red])
    }

    @Test func aLeavingViewKeepsItsIndex() {
        var timeline = SceneTimeline(size: canvas, initialState: true) { show in
            ZStack {
                if show { Rectangle().fill(red).zIndex(1) }
                Rectangle().fill(blue)
            }
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = false }
        // Fading out, still drawn above the blue rectangle.
        #expect(colors(timeline.frame(at: 1.5)) == [blue, red])
    }
}
