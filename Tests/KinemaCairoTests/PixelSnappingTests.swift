import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// Frames on the pixel grid: three black views 10.3 points wide abut at fractional
/// positions (the row is 30.9 wide, centred in 40: its edges at 4.55, 14.85, 25.15 and
/// 35.45 points). Unsnapped, each seam would be a grey anti-aliased column (two partial
/// covers, 0.85 and 0.15, composite to 87 % black); snapped, every edge lies on a pixel
/// boundary at the display's scale.
@MainActor
@Suite("Pixel snapping: no seams between abutting views")
struct PixelSnappingTests {
    func row(scale: Double) throws -> (RGBAImage, [Int]) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let host = ViewHost(size: CGSize(width: 40, height: 20), environment: environment) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.black.frame(width: 10.3) }
            }
            .frame(height: 10)
        }
        let image = try DisplayListRenderer().render(
            host.timeline.frame(at: 0),
            options: DisplayListRenderOptions(scale: scale, background: .white))
        let y = image.height / 2
        return (image, (0..<image.width).map { Int(image[$0, y].red) })
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func everyPixelOfTheRowIsBlackOrWhite(scale: Double) throws {
        let (_, reds) = try row(scale: scale)
        #expect(reds.allSatisfy { $0 == 0 || $0 == 255 }, "\(reds)")
        // The row's ends, snapped: 4.55 and 35.45 points to the nearest pixel.
        let first = reds.firstIndex(of: 0) ?? -1
        let last = reds.lastIndex(of: 0) ?? -1
        #expect(first == Int((4.55 * scale).rounded()))
        #expect(last + 1 == Int((35.45 * scale).rounded()))
        #expect(reds[first...last].allSatisfy { $0 == 0 }, "no seam inside the row")
    }

    @Test func snappedWidthsAddUpToTheRow() throws {
        // At @2x the edges fall at pixels 9.1, 29.7, 50.3 and 70.9 and snap to 9, 30, 50
        // and 71: widths of 21, 20 and 21 pixels, the row's 62.
        let (_, reds) = try row(scale: 2)
        #expect(reds.filter { $0 == 0 }.count == 62)
    }
}
