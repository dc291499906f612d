import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `ImagePaint` and `.image(_:sourceRect:scale:)`: the display list's image pattern.
@MainActor
@Suite struct ImagePaintTests {
    let tile = Image(contentsOfFile: "/tmp/tile.png", size: CGSize(width: 4, height: 4))

    @Test func aShapeFilledWithAnImageCarriesItsPattern() {
        let list = render {
            Rectangle().fill(
                .image(tile, sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 2)
            )
            .frame(width: 30, height: 20)
        }
        let expected = ImagePattern(
            path: "/tmp/tile.png", sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1),
            scale: 2)
        #expect(list.drawings.first?.paint == .image(expected))
        #expect(
            list.description.contains("image(\"/tmp/tile.png\" rect 0,0 0.5x1 scale 2 from 0,0)"))
    }

    @Test func anImageStyleTakesAnOpacity() {
        let list = render {
            Rectangle().fill(ImagePaint(image: tile).opacity(0.5)).frame(width: 30, height: 20)
        }
        guard case .image(let pattern)? = list.drawings.first?.paint else {
            Issue.record("no image pattern: \(list)")
            return
        }
        #expect(pattern.opacity == 0.5)
        #expect(list.description.contains("from 0,0 opacity 0.5)"))
    }

    @Test func badInputIsCleaned() {
        let nan = ImagePattern(
            path: "p", sourceRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), scale: .nan)
        #expect(nan.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(nan.scale == 1)
        let outside = ImagePattern(
            path: "p", sourceRect: CGRect(x: 0.5, y: 0.5, width: 2, height: 2), scale: -3)
        #expect(outside.sourceRect == CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
        #expect(outside.scale == 1)
        let empty = ImagePattern(
            path: "p", sourceRect: CGRect(x: 2, y: 2, width: 1, height: 1), scale: 1)
        #expect(empty.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func anImagePaintJumpsInsteadOfAnimating() {
        var timeline = SceneTimeline(size: canvas, initialState: false) { image in
            Rectangle().fill(image ? AnyShapeStyle(.image(tile)) : AnyShapeStyle(red))
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        guard case .image? = timeline.frame(at: 1.5).drawings.first?.paint else {
            Issue.record("the image paint does not show at once")
            return
        }
    }
}
