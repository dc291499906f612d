import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene
import KinemaSceneDemos

/// 44 dots on recursive rings (``WheelScene``, a `RecursiveWheelLayout`) whose rotation
/// animates: each ring turns, inner rings the other way. 400 x 400, 4 s at 30 fps.
public enum WheelDemo {
    /// The demo.
    @MainActor
    public static let demo = Demo(
        name: "wheel", summary: "44 views on recursive rings with animated rotation",
        size: PixelSize(width: 400, height: 400), duration: 4, fps: 30,
        draw: SceneDrawing.drawing(WheelScene.timeline(turns: 2)))
}

/// A loading spinner of 12 bars whose highlight steps round once a second, for sprite
/// sheets: 64 x 64 on a transparent background, 1 s at 12 fps (12 frames, one per step),
/// written with a packed sheet and its atlas by default.
public enum SpinnerDemo {
    /// The number of bars.
    public static let bars = 12

    /// The demo.
    @MainActor
    public static let demo = Demo(
        name: "spinner", summary: "a loading spinner as a packed sprite sheet with its atlas",
        size: PixelSize(width: 64, height: 64), duration: 1, fps: 12, sheet: .packed,
        draw: SceneDrawing.drawing(timeline(steps: 24), background: .clear))

    /// The spinner with the highlight on bar `head`, each later bar fainter.
    public struct SpinnerView: View {
        /// The bar drawn darkest.
        public var head: Int

        /// Creates the spinner.
        public init(head: Int) { self.head = head }

        /// Twelve bars round the centre.
        public var body: some View {
            ZStack {
                ForEach(0..<SpinnerDemo.bars) { bar in
                    Capsule()
                        .fill(Color(white: 0.2))
                        .frame(width: 6, height: 16)
                        .offset(y: -20)
                        .rotationEffect(.degrees(Double(bar) * 360 / Double(SpinnerDemo.bars)))
                        .opacity(SpinnerDemo.opacity(ofBar: bar, head: head))
                }
            }
            .frame(width: 64, height: 64)
        }
    }

    /// 1 for the head, falling by 1/8 per bar behind it, at least 0.15.
    public static func opacity(ofBar bar: Int, head: Int) -> Double {
        let behind = ((head - bar) % bars + bars) % bars
        return max(0.15, 1 - Double(behind) / 8)
    }

    /// The head steps to the next bar every 1/12 s (a quick fade of 1/24 s), `steps` times.
    @MainActor
    public static func timeline(steps: Int) -> SceneTimeline<Int> {
        var timeline = SceneTimeline(size: CGSize(width: 64, height: 64), initialState: 0) {
            head in SpinnerView(head: head)
        }
        for step in 1...max(steps, 1) {
            timeline.change(at: Double(step) / 12 - 1 / 24, animation: .linear(duration: 1 / 24)) {
                $0 += 1
            }
        }
        return timeline
    }
}
