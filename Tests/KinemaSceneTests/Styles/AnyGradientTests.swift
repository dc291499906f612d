import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// HSL hue (in turns), saturation and lightness of a colour, computed from the definition.
private func hsl(_ c: Color) -> (hue: Double, saturation: Double, lightness: Double) {
    let high = max(c.red, c.green, c.blue)
    let low = min(c.red, c.green, c.blue)
    let lightness = (high + low) / 2
    let chroma = high - low
    guard chroma > 0 else { return (0, 0, lightness) }
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    var hue: Double
    switch high {
    case c.red: hue = (c.green - c.blue) / chroma
    case c.green: hue = (c.blue - c.red) / chroma + 2
    default: hue = (c.red - c.green) / chroma + 4
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, lightness)
}

@Suite("AnyGradient and Color.gradient")
@MainActor
struct AnyGradientTests {
    private func eightBit(_ r: Double, _ g: Double, _ b: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    @Test func aColoursGradientRunsFromLighterAtTheTopToTheColour() {
        let list = render(CGSize(width: 40, height: 80)) {
            Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.8).gradient)
        }
        guard case .linearGradient(let stops, let start, let end)? = list.drawings.first?.paint
        else {
            Issue.record("no linear gradient: \(list)")
            return
        }
        #expect(start == CGPoint(x: 20, y: 0))
        #expect(end == CGPoint(x: 20, y: 80))
        #expect(stops.map(\.location) == [0, 1])
        expectColor(stops[1].color, Color(red: 0.2, green: 0.4, blue: 0.8))
        #expect(hsl(stops[0].color).lightness > hsl(stops[1].color).lightness)
    }

    /// SwiftUI's measured top ends (HSL lightness) against Kinema's fit, 0.015 apart at
    /// most; black is the documented miss.
    @Test(arguments: [
        (128.0, 128.0, 128.0, 0.647), (51, 102, 204, 0.639), (0, 153, 51, 0.451),
        (255, 255, 255, 1.0),
    ])
    func topEndsMatchSwiftUIsMeasurements(r: Double, g: Double, b: Double, swiftUI: Double) {
        let base = eightBit(r, g, b)
        let top = base.gradient.topColor
        #expect(abs(hsl(top).lightness - swiftUI) < 0.015, "\(top)")
        // Exactly 0.15 lighter, with hue and saturation kept.
        #expect(abs(hsl(top).lightness - min(1, hsl(base).lightness + 0.15)) < 1e-12)
        if hsl(base).saturation > 0, hsl(top).lightness < 1 {
            #expect(abs(hsl(top).hue - hsl(base).hue) < 1e-12)
            #expect(abs(hsl(top).saturation - hsl(base).saturation) < 1e-12)
        }
    }

    @Test func blackAndTranslucentColours() {
        let top = Color(red: 0, green: 0, blue: 0, opacity: 0.4).gradient.topColor
        expectColor(top, Color(red: 0.15, green: 0.15, blue: 0.15, opacity: 0.4))
    }

    @Test func gradientStaticsTakeAnAnyGradient() {
        let stops = red.gradient
        let list = render(CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Rectangle().fill(.linearGradient(stops, startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(.radialGradient(stops, endRadius: 30))
                Rectangle().fill(.ellipticalGradient(stops))
                Rectangle().fill(
                    .angularGradient(stops, startAngle: .zero, endAngle: .degrees(180)))
            }
        }
        let kinds = list.drawings.map { item -> String in
            switch item.paint {
            case .linearGradient(let s, _, _)?: return "linear \(s.count)"
            case .radialGradient(let s, _, _, let r)?: return "radial \(s.count) \(r)"
            case .ellipticalGradient(let s, _, _, _, let r)?: return "elliptical \(s.count) \(r)"
            case .conicGradient(let s, _, _, _)?: return "conic \(s.count)"
            default: return "other"
            }
        }
        #expect(kinds == ["linear 2", "radial 2 30.0", "elliptical 2 0.5", "conic 2"])
    }
}

extension AnyGradient {
    /// The colour of the gradient's top end, read from how it paints.
    @MainActor
    fileprivate var topColor: Color {
        let list = render { Rectangle().fill(self) }
        guard case .linearGradient(let stops, _, _)? = list.drawings.first?.paint else {
            return .clear
        }
        return stops[0].color
    }
}
