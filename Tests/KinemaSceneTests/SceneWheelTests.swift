import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaSceneDemos
import KinemaTestSupport
import Testing

@MainActor
@Suite struct SceneWheelTests {
    /// While the wheel turns, each dot is where `RecursiveWheelLayout` puts it for the
    /// interpolated rotation: the layout's animatable data animates through the layout.
    @Test(arguments: [0.3, 1.0, 1.7])
    func dotsFollowTheInterpolatedRotation(time: Double) {
        let timeline = WheelScene.timeline(turns: 1)
        let list = timeline.frame(at: time)
        #expect(list.drawings.count == 44)
        // easeInOut over 2 s from 0 to 360 degrees; at 1.0 the curve is at 0.5 exactly.
        let progress = time == 1.0 ? 0.5 : UnitCurve.easeInOut.value(at: time / 2)
        let layout = RecursiveWheelLayout(radius: 150, rotation: .degrees(360 * progress))
        // Each dot is flexible with an ideal 20 x 20, so it shrinks with its ring's scale.
        let dots = [LayoutSubview](repeating: .flexible(idealWidth: 20, idealHeight: 20), count: 44)
        let p = layout.placements(of: dots, in: ProposedViewSize(width: 400, height: 400))
        let dx = (400 - p.size.width) / 2
        let dy = (400 - p.size.height) / 2
        for i in [0, 5, 13, 30, 43] {
            expectRect(list.box(i), p.frames[i].offsetBy(dx: dx, dy: dy), tolerance: 1e-6)
        }
    }
}
