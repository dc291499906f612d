import Foundation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene

extension RenderableScene {
    /// Creates a scene from a SwiftUI-style view, run by a `ViewHost` over the scene's
    /// length: its `@State`, `onAppear`, `withAnimation`, tasks and timers play on the scene
    /// clock, as they would on a device.
    ///
    /// ```swift
    /// RenderableScene(name: "loader", size: CGSize(width: 120, height: 120), duration: 2) {
    ///     LoaderView()
    /// }
    /// ```
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: One line about it.
    ///   - size: The canvas in points (rounded up to whole points for the frame size).
    ///   - duration: The default length in seconds; the host runs the view's events up
    ///     to the end of the render.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white by default, `.clear` for sprites.
    ///   - script: Input to play at given times (taps, toggles, slider values).
    ///   - view: Makes the root view, once per render, on the main actor.
    @MainActor
    public init<Content: View>(
        name: String, summary: String = "", size: CGSize, duration: Double, fps: Double = 30,
        sheet: SpriteSheetOptions.Layout? = nil, background: Color = .white,
        script: [ScriptedInput] = [],
        view: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.size = Self.frameSize(ofPoints: size)
        self.duration = duration
        self.fps = fps
        self.sheet = sheet
        let root: @MainActor @Sendable () -> any View = view
        self.prepare = { inputs in
            let timeline = await Self.hostedTimeline(
                size: size, displayScale: inputs.displayScale, until: inputs.endTime,
                script: script, view: root)
            return SceneDrawing.drawing(timeline, background: background)
        }
        self.takesInputs = false
        self.fillsCanvas = true
    }

    /// Runs `view` in a host through `end` and returns what it compiled.
    @MainActor
    private static func hostedTimeline(
        size: CGSize, displayScale: Double, until end: Double, script: [ScriptedInput],
        view: @MainActor () -> any View
    ) async -> HostedTimeline {
        var environment = EnvironmentValues()
        environment.displayScale = displayScale
        // Text measured by Pango, as the Cairo backend draws it.
        let host = ViewHost(size: size, environment: environment, measurer: PangoTextMeasurer()) {
            AnyView(view())
        }
        host.play(script)
        await host.run(until: end)
        return host.timeline
    }
}
