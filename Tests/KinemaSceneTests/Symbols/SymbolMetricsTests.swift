import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// The sizes of symbol images, worked out by hand from the documented metrics (the Symbols
/// article): the design box is SF Pro's cap height (1443 / 2048 em) times 1, 1.25 or
/// 1.625 for the small, medium and large scales; lines are the weight's width (0.085 em
/// regular, 0.128 em bold, ...) at every scale. The `circle` symbol is a circle as wide
/// as the box, its line centred on it, so its image is `box + line` square.
@MainActor
@Suite("Symbol metrics")
struct SymbolMetricsTests {
    static let capHeight = 1443.0 / 2048

    /// The frame of `content` (given with its background): its background's box.
    func frame<V: View>(
        _ size: CGSize = canvas, @ViewBuilder _ content: @escaping @Sendable () -> V
    )
        -> CGRect
    {
        render(size, content).box(0)
    }

    struct Case: Sendable, CustomStringConvertible {
        let size: Double
        let weight: Font.Weight
        let scale: Image.Scale
        /// The box's factor over the cap height, and the line width in ems.
        let factor: Double
        let line: Double
        var description: String { "\(size) pt, weight \(weight.value), \(scale)" }
    }

    nonisolated static let cases: [Case] = [
        Case(size: 17, weight: .regular, scale: .medium, factor: 1.25, line: 0.085),
        Case(size: 17, weight: .regular, scale: .small, factor: 1, line: 0.085),
        Case(size: 17, weight: .regular, scale: .large, factor: 1.625, line: 0.085),
        Case(size: 34, weight: .bold, scale: .medium, factor: 1.25, line: 0.128),
        Case(size: 11, weight: .ultraLight, scale: .medium, factor: 1.25, line: 0.026),
        Case(size: 28, weight: .black, scale: .large, factor: 1.625, line: 0.168),
        // Weight 450 lies halfway between regular (0.085) and medium (0.098).
        Case(size: 20, weight: Font.Weight(value: 450), scale: .medium, factor: 1.25, line: 0.0915),
        // Weights outside 100...900 take the nearest end.
        Case(size: 20, weight: Font.Weight(value: 40), scale: .medium, factor: 1.25, line: 0.026),
        Case(size: 20, weight: Font.Weight(value: 1200), scale: .small, factor: 1, line: 0.168),
    ]

    @Test(arguments: cases) func circleIsTheBoxPlusALine(_ c: Case) {
        let side = Self.capHeight * c.factor * c.size + c.line * c.size
        let box = frame(CGSize(width: 200, height: 200)) {
            Image(systemName: "circle").font(.system(size: c.size, weight: c.weight))
                .imageScale(c.scale).background(red)
        }
        expectClose(box.width, side, absolute: 1e-9)
        expectClose(box.height, side, absolute: 1e-9)
        expectClose(box.midX, 100, absolute: 1e-9)
        expectClose(box.midY, 100, absolute: 1e-9)
    }

    @Test func fontWeightModifierSetsTheLineWidth() {
        // fontWeight(.bold) over the body font: 0.128 em lines.
        let box = frame {
            Image(systemName: "circle").fontWeight(.bold).background(red)
        }
        expectClose(box.width, Self.capHeight * 1.25 * 17 + 0.128 * 17, absolute: 1e-9)
    }

    @Test func starIsItsPointsPlusALine() {
        // A star of outer radius 50 units: its side points at ±50 cos 18°, its top and
        // bottom points 50 (1 + sin 54°) apart; round joins add half a line all round.
        let unit = Self.capHeight * 1.25 * 17 / 100
        let line = 0.085 * 17
        let width = 100 * cos(18 * Double.pi / 180) * unit + line
        let height = 50 * (1 + sin(54 * Double.pi / 180)) * unit + line
        let box = frame { Image(systemName: "star").background(red) }
        expectClose(box.width, width, absolute: 1e-9)
        expectClose(box.height, height, absolute: 1e-9)
    }

    @Test func resizableSymbolsFillTheirFrame() {
        let stretched = frame {
            Image(systemName: "heart").resizable().frame(width: 40, height: 20).background(red)
        }
        expectRect(stretched, CGRect(x: 30, y: 40, width: 40, height: 20))
        // With its aspect ratio kept, a circle fits a 60 by 40 frame as 40 by 40, its
        // drawing (the disc and its edge) filling that square exactly.
        let list = render {
            Image(systemName: "circle.fill").resizable().aspectRatio(contentMode: .fit)
                .frame(width: 60, height: 40)
        }
        let drawn = list.drawings.indices.map(list.box).reduce(CGRect.null) { $0.union($1) }
        expectRect(drawn, CGRect(x: 30, y: 30, width: 40, height: 40), tolerance: 1e-6)
    }

    @Test(arguments: [Font.Weight.ultraLight, .regular, .black])
    func everySymbolHasAFiniteFrameAndNoDiagnostic(_ weight: Font.Weight) {
        for name in Image.kinemaSymbolNames {
            let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
                Image(systemName: name).font(.system(size: 17, weight: weight))
                    .background(red)
            }
            let list = timeline.frame(at: 0)
            let box = list.box(0)
            #expect(box.width > 0 && box.height > 0 && box.width < 40 && box.height < 40, "\(name)")
            #expect(timeline.diagnostics.isEmpty, "\(name): \(timeline.diagnostics)")
            for index in list.drawings.indices {
                let drawn = list.box(index)
                #expect(drawn.minX.isFinite && drawn.maxY.isFinite, "\(name)")
            }
        }
    }

    @Test func badFontSizesMakeAnEmptyImage() {
        for size in [0.0, -5, .nan, .infinity] {
            let list = render { Image(systemName: "heart").font(.system(size: size)) }
            for index in list.drawings.indices {
                let box = list.box(index)
                #expect(box.minX.isFinite && box.minY.isFinite, "\(size)")
                #expect(box.width == 0 && box.height == 0, "\(size)")
            }
        }
    }
}
