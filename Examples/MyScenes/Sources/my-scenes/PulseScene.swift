import Kinema

/// A dot that grows with a spring at 0.25 s and shrinks back at 0.9 s, as a
/// `SceneTimeline` written directly, in a frame of one-pixel hairlines at any `--scale`.
@MainActor
enum PulseScene {
    /// 160 x 120 points; the state is whether the dot is large.
    static func timeline(displayScale: Double) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: CGSize(width: 160, height: 120), initialState: false) {
            isLarge in
            ZStack {
                Circle()
                    .fill(isLarge ? Color.orange : Color.blue)
                    .frame(width: 40, height: 40)
                    .scaleEffect(isLarge ? 2 : 1)
                Text(isLarge ? "big" : "small")
                    .font(.system(size: 12))
                    .foregroundStyle(Color.white)
            }
            .frame(width: 150, height: 110)
            .overlay(Rectangle().stroke(Color.gray, lineWidth: 1 / displayScale))
        }
        timeline.change(at: 0.25, animation: .spring(duration: 0.5, bounce: 0.4)) { $0 = true }
        timeline.change(at: 0.9, animation: .easeInOut(duration: 0.4)) { $0 = false }
        return timeline
    }
}
