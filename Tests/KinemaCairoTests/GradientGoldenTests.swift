import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// Angular and elliptical gradients drawn by Cairo: drawn pixels against the colours the
/// documented rules give at chosen angles and radii, and golden images.
@Suite("Angular and elliptical gradient drawing")
struct GradientGoldenTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func draw(_ paint: Paint, size: Int = 96) throws -> RGBAImage {
        let rect = CGRect(x: 0, y: 0, width: size, height: size)
        let list = DisplayList(
            size: rect.size,
            items: [.fill(path: Path(rect), paint: paint, eoFill: false, transform: .identity)])
        return try DisplayListRenderer().render(list, options: DisplayListRenderOptions())
    }

    /// The pixel at `degrees` (clockwise on screen from +x), `radius` from (48, 48).
    func pixel(_ image: RGBAImage, _ degrees: Double, radius: Double = 30) -> RGBAImage.Pixel {
        let r = degrees * .pi / 180
        return image[Int(48 + radius * cos(r)), Int(48 + radius * sin(r))]
    }

    @Test func conicColoursFollowTheAngle() throws {
        let image = try draw(
            .conicGradient(
                stops: Gradient(colors: [red, blue]).stops, center: CGPoint(x: 48, y: 48),
                startAngle: 0, endAngle: 2 * .pi))
        // Sample each angle at the centre of its pixel, against the exact location there.
        for degrees in stride(from: 10.0, to: 360, by: 35) {
            let r = degrees * .pi / 180
            let (x, y) = (Int(48 + 30 * cos(r)), Int(48 + 30 * sin(r)))
            let t = Paint.conicLocation(
                of: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), center: CGPoint(x: 48, y: 48),
                startAngle: 0, endAngle: 2 * .pi)
            let p = image[x, y]
            #expect(abs(Double(p.red) - 255 * (1 - t)) <= 1, "red at \(degrees)°: \(p)")
            #expect(abs(Double(p.blue) - 255 * t) <= 1, "blue at \(degrees)°: \(p)")
            #expect(p.alpha == 255)
        }
        expectSnapshot(image, named: "conic")
    }

    @Test func partialAngularGradientFillsTheGapByHalves() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let image = try draw(
            .conicGradient(
                stops: Gradient(colors: [red, green, blue]).stops, center: CGPoint(x: 48, y: 48),
                startAngle: -.pi / 2, endAngle: .pi / 2))
        // -90°...90°: 0° is the middle (green); the gap 90°...270° is blue then red.
        #expect(pixel(image, 0).green > 250)
        #expect(pixel(image, 150).blue == 255 && pixel(image, 150).red == 0)
        #expect(pixel(image, 210).red == 255 && pixel(image, 210).blue == 0)
        expectSnapshot(image, named: "angular-partial")
    }

    @Test func ellipticalGradientEndsOnTheInscribedEllipse() throws {
        let rect = CGRect(x: 0, y: 0, width: 96, height: 48)
        let list = DisplayList(
            size: CGSize(width: 96, height: 48),
            items: [
                .fill(
                    path: Path(rect),
                    paint: .ellipticalGradient(
                        stops: Gradient(colors: [red, blue]).stops, center: CGPoint(x: 48, y: 24),
                        size: rect.size, startRadiusFraction: 0, endRadiusFraction: 0.5),
                    eoFill: false, transform: .identity)
            ])
        let image = try DisplayListRenderer().render(list, options: DisplayListRenderOptions())
        // Halfway to the ellipse along each axis: the same colour, half blue.
        let alongX = image[72, 24]
        let alongY = image[48, 36]
        #expect(abs(Int(alongX.blue) - 128) <= 6 && abs(Int(alongY.blue) - 128) <= 6)
        #expect(abs(Int(alongX.blue) - Int(alongY.blue)) <= 6)
        #expect(image[1, 1].blue == 255)  // the corner is beyond the end
        expectSnapshot(image, named: "elliptical")
    }

    @Test @MainActor func ringProgressWithAngularGradientStroke() throws {
        let timeline = SceneTimeline(size: CGSize(width: 96, height: 96), initialState: 0) { _ in
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(
                        AngularGradient(
                            colors: [.blue, .purple, .pink], center: .center,
                            startAngle: .degrees(0), endAngle: .degrees(252)),
                        style: StrokeStyle(lineWidth: 10, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 72, height: 72)
        }
        let image = try DisplayListRenderer().render(
            timeline.frame(at: 0), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "ring-progress")
    }
}
