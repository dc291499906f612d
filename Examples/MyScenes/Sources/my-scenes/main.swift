// The whole command line over this package's scenes: `my-scenes render pulse`,
// `my-scenes demos`, `my-scenes render pulse badge --sheet packed --scale 2`, ...
import KinemaCommandLine

await KinemaCommand.main(scenes: [
    RenderableScene(
        name: "pulse", summary: "a dot that springs up and settles", duration: 1.5, fps: 12,
        scaledTimeline: PulseScene.timeline(displayScale:)),
    RenderableScene(
        name: "badge", summary: "a progress badge filling up", duration: 2, fps: 10,
        sheet: .packed, background: .clear, timeline: ProgressBadge.timeline),
])
