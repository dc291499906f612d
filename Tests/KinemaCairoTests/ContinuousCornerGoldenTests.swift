import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// `.continuous` corners drawn over `.circular` ones of the same radius: the continuous
/// outline leaves the edges earlier and bulges out less at the diagonal.
@Suite("Continuous corner goldens")
struct ContinuousCornerGoldenTests {
    @Test func continuousOverCircular() throws {
        let rect = CGRect(x: 8, y: 8, width: 112, height: 80)
        let radius: CGFloat = 28
        let continuous = RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        let circular = RoundedRectangle(cornerRadius: radius, style: .circular).path(in: rect)
        let capsule = Capsule(style: .continuous).path(
            in: CGRect(x: 8, y: 96, width: 112, height: 24))
        let items: [DisplayItem] = [
            .fill(
                path: circular, paint: .color(.orange.opacity(0.5)), eoFill: false,
                transform: .identity),
            .stroke(
                path: continuous, paint: .color(.blue), style: StrokeStyle(lineWidth: 1.5),
                transform: .identity),
            .fill(path: capsule, paint: .color(.teal), eoFill: false, transform: .identity),
        ]
        let image = try DisplayListRenderer().render(
            DisplayList(size: CGSize(width: 128, height: 128), items: items),
            options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "continuous-over-circular")
    }
}
