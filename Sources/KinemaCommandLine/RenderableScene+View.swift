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
        self.init(
            name: name, summary: summary, canvas: size, safeAreaInsets: EdgeInsets(),
            duration: duration, fps: fps, sheet: sheet, background: background, script: script,
            view: view)
    }

    /// Creates a scene from a SwiftUI-style view shown full screen on a device, laid out
    /// in the device's safe area as a hosting controller filling the screen lays it out
    /// (see `ViewHost.init(device:orientation:environment:measurer:startDate:content:)`).
    ///
    /// ```swift
    /// RenderableScene(name: "onboarding", device: .iPhone15, duration: 2) { Onboarding() }
    /// ```
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: One line about it.
    ///   - device: The device; its screen in points is the canvas.
    ///   - orientation: The device's orientation; portrait unless given.
    ///   - duration: The default length in seconds.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white by default.
    ///   - script: Input to play at given times.
    ///   - view: Makes the root view, once per render, on the main actor.
    @MainActor
    public init<Content: View>(
        name: String, summary: String = "", device: DeviceScreen,
        orientation: InterfaceOrientation = .portrait, duration: Double, fps: Double = 30,
        sheet: SpriteSheetOptions.Layout? = nil, background: Color = .white,
        script: [ScriptedInput] = [],
        view: @escaping @MainActor @Sendable () -> Content
    ) {
        self.init(
            name: name, summary: summary,
            canvas: device.size(in: orientation),
            safeAreaInsets: device.safeAreaInsets(in: orientation), duration: duration, fps: fps,
            sheet: sheet, background: background, script: script,
            view: view)
    }

    /// A hosted view on a canvas of `size` points with a safe area inset by `insets`
    /// (replaced by a device's screen when the render gives one, `--device`).
    @MainActor
    internal init<Content: View>(
        name: String, summary: String, canvas size: CGSize, safeAreaInsets insets: EdgeInsets,
        duration: Double, fps: Double, sheet: SpriteSheetOptions.Layout?, background: Color,
        script: [ScriptedInput], view: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.size = Self.frameSize(ofPoints: size)
        self.duration = duration
        self.fps = fps
        self.sheet = sheet
        let root: @MainActor @Sendable () -> any View = view
        self.prepare = { inputs in
            let device = inputs.device
            let timeline = await Self.hostedTimeline(
                size: device?.size ?? size, insets: device?.safeAreaInsets ?? insets,
                displayScale: inputs.displayScale, until: inputs.endTime, script: script,
                view: root)
            return SceneDrawing.drawing(timeline, background: background)
        }
        self.takesInputs = false
        self.fillsCanvas = true
        self.hostsView = true
    }

    /// Runs `view` in a host through `end` and returns what it compiled.
    @MainActor
    private static func hostedTimeline(
        size: CGSize, insets: EdgeInsets, displayScale: Double, until end: Double,
        script: [ScriptedInput], view: @MainActor () -> any View
    ) async -> HostedTimeline {
        var environment = EnvironmentValues()
        environment.displayScale = displayScale
        // Text measured by Pango, as the Cairo backend draws it.
        let host = ViewHost(
            size: size, safeAreaInsets: insets, environment: environment,
            measurer: PangoTextMeasurer()
        ) {
            AnyView(view())
        }
        host.play(script)
        await host.run(until: end)
        return host.timeline
    }
}
