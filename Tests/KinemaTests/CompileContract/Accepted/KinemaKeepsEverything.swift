// The umbrella keeps everything: under `import Kinema`, Kinema's own names compile next to
// SwiftUI's (the names that `import SwiftUI` alone rejects, see Rejected/KinemaOnly*).
import Kinema

struct Badge: View {
    var body: some View {
        FlowLayout(horizontalSpacing: 4) {
            Text("A")
            Text("B")
        }
        .padding()
    }
}

@MainActor func kinemaOnly() async -> CGSize {
    let host = ViewHost(size: CGSize(width: 80, height: 80)) { Badge() }
    await host.run(until: 1)
    let timeline = SceneTimeline(size: CGSize(width: 80, height: 80), initialState: 0) { _ in
        Badge()
    }
    let layouts: [AnyLayout] = [
        AnyLayout(RadialLayout()), AnyLayout(WheelLayout(radius: 40)),
        AnyLayout(EqualWidthHStack()), AnyLayout(HStackLayout()),
    ]
    let list: DisplayList = timeline.frame(at: 0)
    _ = (host.timeline.frame(at: 1), layouts)
    return list.size
}
