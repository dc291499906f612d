import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `Canvas(symbols:)`, `resolveSymbol(id:)` and `draw(_:at:anchor:)` / `draw(_:in:)`: tagged
/// views resolved with the canvas and drawn where the renderer places them, with boxes
/// worked out by hand. The canvas fills the 100-point scene, so its coordinates are the
/// scene's.
@MainActor
@Suite("Canvas symbols")
struct CanvasSymbolTests {
    @Test func aSymbolIsDrawnWherePlaced() throws {
        let sizes = SizeBox()
        let list = render {
            Canvas { context, _ in
                guard let box = context.resolveSymbol(id: "box") else { return }
                sizes.record(box.size)
                context.draw(box, at: CGPoint(x: 30, y: 40))
                context.draw(box, at: CGPoint(x: 70, y: 80), anchor: .topLeading)
            } symbols: {
                red.frame(width: 20, height: 10).tag("box")
            }
        }
        #expect(sizes.sizes == [CGSize(width: 20, height: 10)])
        // Centred on (30, 40): (20, 35); top leading at (70, 80).
        #expect(list.drawings.count == 2)
        expectRect(list.box(0), CGRect(x: 20, y: 35, width: 20, height: 10))
        expectRect(list.box(1), CGRect(x: 70, y: 80, width: 20, height: 10))
        #expect(list.drawings[0].paint == .color(red))
    }

    @Test func aSymbolIsLaidOutInTheRectangleItIsDrawnIn() {
        let list = render {
            Canvas { context, _ in
                if let fixed = context.resolveSymbol(id: 0) {
                    context.draw(fixed, in: CGRect(x: 10, y: 60, width: 40, height: 30))
                }
                if let flexible = context.resolveSymbol(id: 1) {
                    context.draw(flexible, in: CGRect(x: 60, y: 10, width: 30, height: 20))
                }
            } symbols: {
                red.frame(width: 20, height: 10).tag(0)
                blue.tag(1)
            }
        }
        // The fixed frame is centred in its rectangle; the colour fills its own.
        expectRect(list.box(0), CGRect(x: 20, y: 70, width: 20, height: 10))
        expectRect(list.box(1), CGRect(x: 60, y: 10, width: 30, height: 20))
    }

    @Test func symbolsFollowTheContextsTransformAndOpacity() {
        let list = render {
            Canvas { context, _ in
                guard let box = context.resolveSymbol(id: 7) else { return }
                var moved = context
                moved.translateBy(x: 10, y: 20)
                moved.scaleBy(x: 2, y: 2)
                moved.opacity = 0.5
                moved.draw(box, in: CGRect(x: 0, y: 0, width: 20, height: 10))
            } symbols: {
                red.frame(width: 20, height: 10).tag(7)
            }
        }
        // (0, 0, 20, 10) scaled by 2 and moved by (10, 20).
        expectRect(list.box(0), CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(list.groups.contains(.opacity(0.5)))
    }

    @Test func aForEachMakesOneSymbolPerElement() {
        let list = render {
            Canvas { context, _ in
                for id in 0..<3 {
                    guard let dot = context.resolveSymbol(id: id) else { continue }
                    context.draw(dot, at: CGPoint(x: 20 + 30 * Double(id), y: 50))
                }
            } symbols: {
                ForEach(0..<3, id: \.self) { index in
                    Circle().fill(index == 1 ? blue : red).frame(width: 10, height: 10).tag(index)
                }
            }
        }
        #expect(list.drawings.count == 3)
        for index in 0..<3 {
            expectRect(
                list.box(index),
                CGRect(x: 15 + 30 * Double(index), y: 45, width: 10, height: 10), tolerance: 1e-6)
        }
        #expect(list.drawings[1].paint == .color(blue))
    }

    @Test func symbolsTakeTheCanvassEnvironment() {
        // A shape without a fill takes the foreground style set around the canvas.
        let list = render {
            Canvas { context, _ in
                if let disc = context.resolveSymbol(id: "disc") {
                    context.draw(disc, at: CGPoint(x: 50, y: 50))
                }
            } symbols: {
                Circle().frame(width: 10, height: 10).tag("disc")
            }
            .foregroundStyle(blue)
        }
        #expect(list.drawings.first?.paint == .color(blue))
    }

    @Test func unknownTagsResolveToNothing() {
        let found = SizeBox()
        let list = render {
            Canvas { context, _ in
                // An Int tag is not found by a String id, nor by another Int.
                if let symbol = context.resolveSymbol(id: "1") { found.record(symbol.size) }
                if let symbol = context.resolveSymbol(id: 2) { found.record(symbol.size) }
                if let symbol = context.resolveSymbol(id: 1) { found.record(symbol.size) }
            } symbols: {
                red.frame(width: 4, height: 4).tag(1)
                blue.frame(width: 6, height: 6)
            }
        }
        #expect(found.sizes == [CGSize(width: 4, height: 4)])
        // Resolving draws nothing: symbols appear only where the renderer draws them.
        #expect(list.drawings.isEmpty)
    }

    @Test func aFlexibleSymbolIsTheCanvassSize() {
        let sizes = SizeBox()
        _ = render {
            Canvas { context, _ in
                if let fill = context.resolveSymbol(id: 0) { sizes.record(fill.size) }
            } symbols: {
                red.tag(0)
            }
            .frame(width: 60, height: 40)
        }
        #expect(sizes.sizes == [CGSize(width: 60, height: 40)])
    }

    @Test func symbolsOfACanvasInATimelineViewMoveWithTheDate() {
        // The particle-system form: the content (canvas and symbols) is made again for each
        // frame's date; the symbol is drawn 10 points further right per second.
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.animation) { context in
                let t = context.date.timeIntervalSinceReferenceDate
                Canvas { graphics, _ in
                    if let dot = graphics.resolveSymbol(id: 0) {
                        graphics.draw(dot, at: CGPoint(x: 20 + 10 * t, y: 50))
                    }
                } symbols: {
                    red.frame(width: 6, height: 6).tag(0)
                }
            }
        }
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        for t in [0, 1, 2.5] {
            expectRect(
                timeline.frame(at: t).box(0),
                CGRect(x: 17 + 10 * t, y: 47, width: 6, height: 6), tolerance: 1e-9)
        }
    }

    @Test func resolvingAShadingUsesTheCanvassEnvironment() {
        let list = render {
            Canvas { context, _ in
                let shading = context.resolve(GraphicsContext.Shading.foreground)
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: shading)
                let fixed = context.resolve(GraphicsContext.Shading.color(red))
                context.fill(Path(CGRect(x: 5, y: 0, width: 5, height: 5)), with: fixed)
            }
            .foregroundStyle(blue)
        }
        #expect(list.drawings.map(\.paint) == [.color(blue), .color(red)])
    }
}

/// Sizes a renderer reports, read back by the test (renderers run on the main actor).
@MainActor
private final class SizeBox {
    var sizes: [CGSize] = []
    nonisolated init() {}
    nonisolated func record(_ size: CGSize) {
        MainActor.assumeIsolated { sizes.append(size) }
    }
}
