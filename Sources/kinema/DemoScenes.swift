import KinemaCairo
import KinemaCommandLine
import KinemaDemos

extension RenderableScene {
    /// The command line's scene for a built-in demo; the demos drawn from a scene's display
    /// list (all but `curves`) fill the canvas, so `--scale` applies to them.
    @MainActor
    init(demo: Demo) {
        var prepare: (@Sendable (SceneInputs) async throws -> FrameDrawing)?
        if demo.takesInputs {
            prepare = { inputs in try await demo.prepare(DemoInputs(imagePath: inputs.imagePath)) }
        }
        self.init(
            name: demo.name, summary: demo.summary, size: demo.size, duration: demo.duration,
            fps: demo.fps, sheet: demo.sheet, prepare: prepare, draw: demo.draw)
        if demo.name != CurvesDemo.demo.name { self = fillingCanvas() }
    }
}
