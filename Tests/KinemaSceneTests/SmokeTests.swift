import KinemaScene
import KinemaTestSupport
import Testing

@Suite struct SmokeTests {
    @Test func dumpsSomething() {
        let timeline = SceneTimeline(size: CGSize(width: 200, height: 200), initialState: false) {
            big in
            VStack(spacing: 10) {
                Rectangle().fill(Color.red).frame(width: 100, height: 50)
                Text("Hello").foregroundStyle(Color.blue)
                Circle().stroke(Color.green, lineWidth: 2).frame(width: 20, height: 20)
                    .scaleEffect(big ? 1.5 : 1).opacity(0.5)
            }
        }
        print(timeline.frame(at: 0))
        var t = timeline
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        print(t.frame(at: 1.5))
        print(t.diagnostics)
    }
}
