import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A modifier whose animatable data drives a font size (issue: the final size showed from
/// the start).
private struct Grow: AnimatableModifier {
    var size: Double
    var animatableData: Double {
        get { size }
        set { size = newValue }
    }

    func body(content: Content) -> some View {
        content.font(.system(size: size))
    }
}

@MainActor
@Suite("Fonts animate inside animatable modifiers")
struct AnimatableFontTests {
    @Test("A font 30 -> 50 under a linear animation is 40 halfway")
    func fontSizeHalfway() {
        var timeline = SceneTimeline(
            size: CGSize(width: 300, height: 200), initialState: false
        ) { big in
            Text("A").modifier(Grow(size: big ? 50 : 30))
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        func fontSize(at time: Double) -> Double? {
            for item in timeline.frame(at: time).items {
                if case .text(let run) = item { return Double(run.font.size) }
            }
            return nil
        }
        expectClose(fontSize(at: 0.5) ?? .nan, 30, absolute: 1e-9)
        expectClose(fontSize(at: 1.5) ?? .nan, 40, absolute: 1e-9)
        expectClose(fontSize(at: 1.25) ?? .nan, 35, absolute: 1e-9)
        expectClose(fontSize(at: 2.5) ?? .nan, 50, absolute: 1e-9)
    }
}
