import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Every SwiftUI blend mode drawn by Cairo, one pixel at a time, against the W3C formulas
/// computed in ``W3CCompositing``.
@Suite("Blend modes against the W3C formulas")
struct BlendModeTests {
    /// Source and backdrop pairs: opaque over opaque, translucent source, translucent
    /// backdrop; components are multiples of 1/255 so that 8-bit input is exact.
    static let pairs: [(source: Color, backdrop: Color)] = [
        (exact(204, 102, 51, 255), exact(51, 153, 230, 255)),
        (exact(26, 230, 128, 153), exact(179, 77, 102, 255)),
        (exact(230, 51, 179, 255), exact(77, 204, 26, 179)),
        (exact(240, 200, 10, 255), exact(250, 40, 90, 255)),
    ]

    static func exact(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Color {
        Color(
            red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
            opacity: Double(a) / 255)
    }

    /// The mode's name as the formulas spell it.
    static func name(_ mode: BlendMode) -> String { "\(mode)" }

    /// The straight-alpha pixel of `source` blended over `backdrop`.
    static func render(_ mode: BlendMode, source: Color, backdrop: Color, isolated: Bool) throws
        -> RGBAImage.Pixel
    {
        // Away from the canvas's corner, so that a compositing group's surface starts
        // elsewhere than the canvas's (it covers the content's box grown by 2 pixels).
        let square = Path(CGRect(x: 6, y: 6, width: 4, height: 4))
        var items: [DisplayItem] = [
            .fill(path: square, paint: .color(backdrop), eoFill: false, transform: .identity),
            .beginGroup(.blendMode(mode)),
            .fill(path: square, paint: .color(source), eoFill: false, transform: .identity),
            .endGroup,
        ]
        if isolated { items = [.beginGroup(.compositingGroup)] + items + [.endGroup] }
        let list = DisplayList(size: CGSize(width: 12, height: 12), items: items)
        return try DisplayListRenderer().render(list)[8, 8]
    }

    @Test("every mode", arguments: BlendMode.allCases)
    func mode(_ mode: BlendMode) throws {
        for (source, backdrop) in Self.pairs {
            let expected = W3CCompositing.composite(
                Self.name(mode), source: (source.red, source.green, source.blue, source.opacity),
                backdrop: (backdrop.red, backdrop.green, backdrop.blue, backdrop.opacity))
            // At the canvas's root and inside a compositing group (a group surface with a
            // device offset).
            for isolated in [false, true] {
                let pixel = try Self.render(
                    mode, source: source, backdrop: backdrop, isolated: isolated)
                let comment = Comment(rawValue: "\(mode) \(source) over \(backdrop)")
                // 8-bit premultiplied storage: up to 2/255 per component after
                // un-premultiplying at alpha ≥ 0.6; the alpha itself to 1/255.
                expectClose(Double(pixel.alpha) / 255, expected.a, absolute: 1.01 / 255, comment)
                guard expected.a > 0.5 else { continue }
                expectClose(Double(pixel.red) / 255, expected.r, absolute: 2.51 / 255, comment)
                expectClose(Double(pixel.green) / 255, expected.g, absolute: 2.51 / 255, comment)
                expectClose(Double(pixel.blue) / 255, expected.b, absolute: 2.51 / 255, comment)
            }
        }
    }

    @Test func everySwiftUIModeIsListed() {
        #expect(BlendMode.allCases.count == 21)
    }

    @Test func plusDarkerMatchesCoreGraphicsOnOpaqueColours() throws {
        // max(0, 1 - ((1 - D) + (1 - S))) per component: 200 + 100 - 255 = 45, and so on.
        let pixel = try Self.render(
            .plusDarker, source: Self.exact(200, 100, 50, 255),
            backdrop: Self.exact(100, 220, 250, 255), isolated: false)
        #expect(pixel == RGBAImage.Pixel(red: 45, green: 65, blue: 45, alpha: 255))
    }
}
