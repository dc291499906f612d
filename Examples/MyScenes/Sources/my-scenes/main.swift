// The whole command line over this package's scenes: `my-scenes render pulse`,
// `my-scenes demos`, `my-scenes render pulse badge --sheet packed --scale 2`, ...
import Kinema
import KinemaCommandLine

await KinemaCommand.main(scenes: [
    RenderableScene(
        name: "pulse", summary: "a dot that springs up and settles", duration: 1.5, fps: 12,
        scaledTimeline: PulseScene.timeline(displayScale:)),
    RenderableScene(
        name: "badge", summary: "a progress badge filling up", duration: 2, fps: 10,
        sheet: .packed, background: .clear, timeline: ProgressBadge.timeline),
    RenderableScene(
        name: "loader", summary: "a self-driving SwiftUI loader view",
        size: CGSize(width: 80, height: 80),
        duration: 1, fps: 12
    ) {
        LoaderView()
    },
])
