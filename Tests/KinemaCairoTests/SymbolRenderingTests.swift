import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Symbols on pixels: holes, rendering modes, weights, slashes and variants. Positions are
/// worked out from the designs' grid (see the Symbols article): a 40-point medium symbol's
/// box is 0.70459 × 1.25 × 40 = 35.23 points, 0.35229 points a unit, its lines 0.085 × 40 =
/// 3.4 points thick in the regular weight; each image is centred in its canvas.
@MainActor
@Suite("Symbol rendering")
struct SymbolRenderingTests {
    static let unit = 1443.0 / 2048 * 1.25 * 40 / 100

    func image<V: View>(
        _ size: CGSize, scale: Double = 1, background: Color,
        @ViewBuilder _ content: @escaping @Sendable () -> V
    ) throws -> RGBAImage {
        let timeline = SceneTimeline(size: size, initialState: 0, measurer: PangoTextMeasurer()) {
            _ in content()
        }
        return try DisplayListRenderer().render(
            timeline.frame(at: 0),
            options: DisplayListRenderOptions(scale: scale, background: background))
    }

    /// Whether `pixel` is within 3 of `red`, `green`, `blue` (8-bit, opaque).
    func near(_ pixel: RGBAImage.Pixel, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        abs(Int(pixel.red) - red) <= 3 && abs(Int(pixel.green) - green) <= 3
            && abs(Int(pixel.blue) - blue) <= 3
    }

    /// `checkmark.circle.fill` at 40 points in a 60-point canvas, with the pixel of its disc
    /// 14 points above the centre (outside the checkmark, which reaches 9.1 points up) and
    /// the pixel on the middle of the checkmark's long arm: the glyph is fitted into 46
    /// units (its 74-unit width scaled by 0.6216) and the arm's middle, (12.5, -1) on its
    /// grid, lands 2.74 points right of the centre at its height.
    func checkmark(
        background: Color, mode: SymbolRenderingMode? = nil, styles: [Color]
    ) throws -> (disc: RGBAImage.Pixel, mark: RGBAImage.Pixel) {
        let picture = try image(CGSize(width: 60, height: 60), background: background) {
            let symbol = Image(systemName: "checkmark.circle.fill").symbolRenderingMode(mode)
                .font(.system(size: 40))
            if styles.count > 1 {
                symbol.foregroundStyle(styles[0], styles[1])
            } else {
                symbol.foregroundStyle(styles[0])
            }
        }
        let arm = 12.5 * (46.0 / 74) * Self.unit
        return (picture[30, 16], picture[Int(30 + arm), 30])
    }

    @Test func monochromeFilledEnclosuresAreHoles() throws {
        let (disc, mark) = try checkmark(background: .white, styles: [.blue])
        #expect(near(disc, 0, 122, 255), "\(disc)")
        #expect(near(mark, 255, 255, 255), "\(mark)")
    }

    @Test func hierarchicalDrawsTheDiscAtHalfOpacity() throws {
        let (disc, mark) = try checkmark(background: .white, mode: .hierarchical, styles: [.blue])
        // Blue (0, 122, 255) at 0.5 over white.
        #expect(near(disc, 128, 189, 255), "\(disc)")
        #expect(near(mark, 0, 122, 255), "\(mark)")
    }

    @Test func paletteTakesAStylePerLayer() throws {
        let (disc, mark) = try checkmark(
            background: .black, mode: .palette, styles: [.white, .green])
        #expect(near(disc, 52, 199, 89), "\(disc)")
        #expect(near(mark, 255, 255, 255), "\(mark)")
    }

    @Test func multicolorUsesTheSymbolsOwnColours() throws {
        let (disc, mark) = try checkmark(background: .black, mode: .multicolor, styles: [.red])
        #expect(near(disc, 52, 199, 89), "\(disc)")
        #expect(near(mark, 255, 255, 255), "\(mark)")
        // The warning triangle: yellow, its mark white (SwiftUI's documented example).
        let picture = try image(CGSize(width: 60, height: 60), background: .black) {
            Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor)
                .font(.system(size: 40))
        }
        var yellow = 0
        var white = 0
        var foreground = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let p = picture[x, y]
                if near(p, 255, 204, 0) { yellow += 1 }
                if near(p, 255, 255, 255) { white += 1 }
                if near(p, 255, 59, 48) { foreground += 1 }
            }
        }
        #expect(yellow > 300 && white > 20, "yellow \(yellow), white \(white)")
        #expect(foreground == 0)
    }

    @Test(arguments: [(Font.Weight.regular, 0.085), (.bold, 0.128), (.ultraLight, 0.026)])
    func linesAreTheWeightsWidth(_ weight: Font.Weight, _ ems: Double) throws {
        // A 30-point `minus` drawn at scale 4: its line is `ems × 30 × 4` pixels thick.
        let picture = try image(CGSize(width: 40, height: 40), scale: 4, background: .white) {
            Image(systemName: "minus").font(.system(size: 30, weight: weight))
        }
        var coverage = 0.0
        for y in 0..<160 { coverage += 1 - Double(picture[80, y].red) / 255 }
        expectClose(coverage, ems * 30 * 4, absolute: 0.1)
    }

    @Test func slashesCutAGapBesideThem() throws {
        // `eye.slash` at 40 points, scale 4: the slash runs through the centre along
        // (48, 38.4); a point 0.75 line widths from it (in the gap, whose middle that is)
        // and 15 units from the centre lies on the pupil's ring of plain `eye`.
        let line = 0.085 / (1443.0 / 2048 * 1.25) * 100
        let length = (48.0 * 48 + 38.4 * 38.4).squareRoot()
        let along = CGPoint(x: 48 / length, y: 38.4 / length)
        let across = CGPoint(x: -along.y, y: along.x)
        let t = (15 * 15 - 0.75 * line * 0.75 * line).squareRoot()
        let x = (t * along.x + 0.75 * line * across.x) * Self.unit
        let y = (t * along.y + 0.75 * line * across.y) * Self.unit
        let pixel = (Int((40 + x) * 4), Int((40 + y) * 4))
        let plain = try image(CGSize(width: 80, height: 80), scale: 4, background: .white) {
            Image(systemName: "eye").font(.system(size: 40))
        }
        let slashed = try image(CGSize(width: 80, height: 80), scale: 4, background: .white) {
            Image(systemName: "eye.slash").font(.system(size: 40))
        }
        #expect(plain[pixel.0, pixel.1].red < 40, "\(plain[pixel.0, pixel.1])")
        #expect(slashed[pixel.0, pixel.1].red > 215, "\(slashed[pixel.0, pixel.1])")
        // The slash itself crosses the centre.
        #expect(slashed[160, 160].red < 40)
    }

    @Test func fillVariantsFillTheShape() throws {
        let outline = try image(CGSize(width: 60, height: 60), background: .white) {
            Image(systemName: "heart").font(.system(size: 40))
        }
        let filled = try image(CGSize(width: 60, height: 60), background: .white) {
            Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 40))
        }
        #expect(outline[30, 30].red > 250)
        #expect(filled[30, 30].red < 5)
    }

    @Test func resizableSymbolsStretchTheirDesign() throws {
        // A resizable `circle.fill` in a 50-point square: the disc touches the square's
        // sides and leaves its corners empty.
        let picture = try image(CGSize(width: 50, height: 50), background: .white) {
            Image(systemName: "circle.fill").resizable().frame(width: 50, height: 50)
        }
        #expect(picture[1, 25].red < 40)
        #expect(picture[25, 48].red < 40)
        #expect(picture[3, 3].red > 250)
        #expect(picture[25, 25].red < 5)
    }
}
