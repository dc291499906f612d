import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// Symbol images in a canvas: `GraphicsContext.resolve(_:)` sizes them by the canvas's
/// font and image scale, `draw(_:at:anchor:)` and `draw(_:in:)` place them, and symbols
/// given as the canvas's `symbols` views are drawn like any view. Sizes by hand, as in
/// ``SymbolMetricsTests``.
@MainActor
@Suite("Symbols in canvases")
struct SymbolCanvasTests {
    static let capHeight = 1443.0 / 2048

    @Test func resolvedSymbolsTakeTheCanvasFontAndScale() {
        let seen = Measured()
        let list = render {
            Canvas { context, _ in
                let symbol = context.resolve(Image(systemName: "circle"))
                seen.record(symbol.size, symbol.baseline)
                context.draw(symbol, at: CGPoint(x: 50, y: 50))
            }
            .font(.system(size: 20))
            .imageScale(.large)
        }
        // Large: the box is 1.625 cap heights; lines 0.085 em.
        let side = Self.capHeight * 1.625 * 20 + 0.085 * 20
        let baseline = Self.capHeight * 1.625 * 20 / 2 + Self.capHeight * 20 / 2 + 0.085 * 20 / 2
        #expect(seen.values.count == 1)
        let measured = seen.values.first ?? (.zero, 0)
        expectClose(Double(measured.size.width), side, absolute: 1e-9)
        expectClose(Double(measured.size.height), side, absolute: 1e-9)
        expectClose(Double(measured.baseline), baseline, absolute: 1e-9)
        // Drawn centred on (50, 50): the circle's line centred on a box of `side - line`.
        let strokes = list.drawings.filter {
            if case .stroke = $0 { return true }
            return false
        }
        #expect(strokes.count == 1)
        let inner = side - 0.085 * 20
        expectRect(
            list.box(0), CGRect(x: 50 - inner / 2, y: 50 - inner / 2, width: inner, height: inner),
            tolerance: 1e-9)
    }

    @Test func aShadingColoursEveryLayer() {
        let list = render {
            Canvas { context, size in
                var symbol = context.resolve(Image(systemName: "checkmark.circle.fill"))
                symbol.shading = .color(red)
                context.draw(symbol, in: CGRect(origin: .zero, size: size))
            }
        }
        let colours = Set(list.drawings.compactMap(\.paint).map(\.representativeColor))
        // The disc in red; the checkmark erased (black, in a destination-out group).
        #expect(colours == [red, .black])
        #expect(list.groups.contains(.blendMode(.destinationOut)))
    }

    @Test func unknownSymbolsDrawThePlaceholder() {
        let seen = Measured()
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Canvas { context, _ in
                let symbol = context.resolve(Image(systemName: "no.such.symbol"))
                seen.record(symbol.size, symbol.baseline)
                context.draw(symbol, at: CGPoint(x: 50, y: 50))
            }
        }
        let list = timeline.frame(at: 0)
        // The placeholder's outline: a rounded square inset by a twelfth of its side.
        #expect(list.drawings.count == 1)
        expectRect(
            list.box(0),
            CGRect(
                x: 41.5 + 17.0 / 12, y: 41.5 + 17.0 / 12, width: 17 * 10 / 12.0,
                height: 17 * 10 / 12.0), tolerance: 1e-9)
        #expect(seen.values.first?.size == CGSize(width: 17, height: 17))
        #expect(timeline.diagnostics.contains { $0.message.contains("\"no.such.symbol\"") })
    }

    @Test func symbolViewsOfACanvasAreDrawnLikeViews() {
        let list = render {
            Canvas { context, _ in
                if let star = context.resolveSymbol(id: "star") {
                    context.draw(star, at: CGPoint(x: 50, y: 50))
                }
            } symbols: {
                Image(systemName: "star.fill").foregroundStyle(red).tag("star")
            }
        }
        let plain = render { Image(systemName: "star.fill").foregroundStyle(red) }
        // Centred at the scene's centre either way: the same items.
        #expect(list.drawings == plain.drawings)
        #expect(!plain.drawings.isEmpty)
    }
}

/// Values a canvas renderer reports, kept on the main actor (renderers run there).
@MainActor
private final class Measured {
    var values: [(size: CGSize, baseline: CGFloat)] = []
    nonisolated init() {}
    nonisolated func record(_ size: CGSize, _ baseline: CGFloat) {
        MainActor.assumeIsolated { values.append((size, baseline)) }
    }
}
