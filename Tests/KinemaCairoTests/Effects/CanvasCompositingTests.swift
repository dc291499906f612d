import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// A canvas's blend modes and colour filters drawn by Cairo, checked on single pixels
/// against the formulas: multiply is the product of the components; the canvas is one
/// layer, so a drawing blends with what the canvas drew before it, never with the views
/// behind it; colour filters use the view effects' matrices.
@MainActor
@Suite("Canvas blend modes and colour filters")
struct CanvasCompositingTests {
    nonisolated private static func eightBit(_ r: Double, _ g: Double, _ b: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    private func pixels<V: View>(@ViewBuilder _ content: @escaping @Sendable () -> V) throws
        -> RGBAImage
    {
        let list = SceneTimeline(size: CGSize(width: 40, height: 40), initialState: 0) { _ in
            content()
        }
        .frame(at: 0)
        return try DisplayListRenderer().render(list)
    }

    @Test func multiplyBlendsWithTheCanvasOwnDrawingsOnly() throws {
        let yellow = Self.eightBit(255, 255, 0)
        let cyan = Self.eightBit(0, 255, 255)
        let image = try pixels {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), with: .color(yellow))
                var blended = context
                blended.blendMode = .multiply
                blended.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 40)), with: .color(cyan))
            }
            .background(Self.eightBit(255, 0, 0))
        }
        // Yellow alone, yellow × cyan = green, and cyan over nothing the canvas drew: cyan
        // (not cyan × the red behind the canvas, which would be black).
        #expect(image[5, 20] == .init(red: 255, green: 255, blue: 0))
        #expect(image[15, 20] == .init(red: 0, green: 255, blue: 0))
        #expect(image[30, 20] == .init(red: 0, green: 255, blue: 255))
    }

    @Test(arguments: [
        ("colorInvert", 204.0, 153.0, 102.0), ("brightness", 102, 153, 204),
        ("grayscale", 94, 94, 94), ("colorMultiply", 51, 51, 0),
    ])
    func colourFiltersUseTheViewEffectsMatrices(
        filter: String, red: Double, green: Double, blue: Double
    ) throws {
        let base = Self.eightBit(51, 102, 153)
        let image = try pixels {
            Canvas { context, size in
                switch filter {
                case "colorInvert": context.addFilter(.colorInvert())
                case "brightness": context.addFilter(.brightness(0.2))
                case "grayscale": context.addFilter(.grayscale(1))
                default: context.addFilter(.colorMultiply(Self.eightBit(255, 127.5, 0)))
                }
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(base))
            }
        }
        // Grey: Rec. 709 luma 0.2126 · 51 + 0.7152 · 102 + 0.0722 · 153 = 94.88 (as the view
        // effect's matrix, on the 8-bit components). Multiply: (51, 102 · 0.5, 0).
        let pixel = image[20, 20]
        let expected = [red, green, blue]
        let actual = [pixel.red, pixel.green, pixel.blue].map(Double.init)
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1.5 }, "\(filter): \(pixel)")
        #expect(pixel.alpha == 255)
    }
}
