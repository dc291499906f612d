import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Colour-matrix, mask and compositing groups drawn by Cairo, checked on single pixels.
@Suite("Colour matrices, masks and compositing groups")
struct CompositingRenderTests {
    static let square = Path(CGRect(x: 0, y: 0, width: 8, height: 8))

    static func fill(_ color: Color, _ rect: CGRect? = nil) -> DisplayItem {
        .fill(
            path: rect.map { Path($0) } ?? square, paint: .color(color), eoFill: false,
            transform: .identity)
    }

    static func pixel(_ items: [DisplayItem], x: Int = 4, y: Int = 4) throws -> RGBAImage.Pixel {
        try DisplayListRenderer().render(
            DisplayList(size: CGSize(width: 8, height: 8), items: items))[
                x, y]
    }

    @Test(arguments: [
        ColorMatrix.saturation(0.2), .hueRotation(.degrees(150)), .grayscale(1), .colorInvert,
        .luminanceToAlpha, .contrast(1.8), .brightness(-0.3),
        .colorMultiply(Color(red: 0.2, green: 0.9, blue: 0.6, opacity: 0.7)),
    ])
    func colorMatrixGroup(matrix: ColorMatrix) throws {
        for color in [
            Color(red: 0.8, green: 0.4, blue: 0.2),
            Color(red: 0.1, green: 0.7, blue: 0.9, opacity: 0.8),
        ] {
            let p = try Self.pixel([.beginGroup(.colorMatrix(matrix)), Self.fill(color), .endGroup])
            // The input as Cairo stores it (8-bit premultiplied), then the matrix.
            let a = (color.opacity * 255).rounded() / 255
            func stored(_ c: Double) -> Float { Float((c * a * 255).rounded() / 255 / a) }
            let expected = matrix.apply(
                to: SIMD4(stored(color.red), stored(color.green), stored(color.blue), Float(a)))
            expectClose(Double(p.alpha) / 255, Double(expected.w), absolute: 1.01 / 255)
            guard expected.w > 0.5 else { continue }
            expectClose(Double(p.red) / 255, Double(expected.x), absolute: 2.01 / 255)
            expectClose(Double(p.green) / 255, Double(expected.y), absolute: 2.01 / 255)
            expectClose(Double(p.blue) / 255, Double(expected.z), absolute: 2.01 / 255)
        }
    }

    @Test func maskUsesTheMaskAlpha() throws {
        let content = Self.fill(Color(red: 1, green: 0, blue: 0))
        let half = Color(red: 0, green: 0, blue: 0, opacity: 0.5)
        // Left half masked at 50%, right half not covered by the mask.
        let items: [DisplayItem] = [
            .beginGroup(.masked), content,
            .beginGroup(.mask), Self.fill(half, CGRect(x: 0, y: 0, width: 4, height: 8)), .endGroup,
            .endGroup,
        ]
        let left = try Self.pixel(items, x: 1)
        let right = try Self.pixel(items, x: 6)
        #expect(left == RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(right.alpha == 0)
        // Without a mask group, nothing; a mask group outside a masked group draws nothing.
        #expect(try Self.pixel([.beginGroup(.masked), content, .endGroup]).alpha == 0)
        #expect(try Self.pixel([.beginGroup(.mask), content, .endGroup]).alpha == 0)
    }

    @Test func compositingGroupIsolatesBlendModes() throws {
        let backdrop = Self.fill(Color(red: 0, green: 0, blue: 1))
        let blended: [DisplayItem] = [
            .beginGroup(.blendMode(.multiply)), Self.fill(Color(red: 1, green: 1, blue: 0)),
            .endGroup,
        ]
        // Multiply with the blue backdrop: black.
        let open = try Self.pixel([backdrop] + blended)
        #expect(open == RGBAImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Inside a compositing group the multiply has nothing beneath it: yellow over blue.
        let isolated = try Self.pixel(
            [backdrop, .beginGroup(.compositingGroup)] + blended + [.endGroup])
        #expect(isolated == RGBAImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
    }
}
