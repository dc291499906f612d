import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaRendering
import KinemaScene

/// Renders previews into folders of an output folder: frames with their manifest, a contact
/// sheet, an animated PNG (`preview.png`), the frame viewer (`index.html`), and a sprite
/// sheet on request.
///
/// On the main actor, as views are: the preview's content is made and hosted here, its
/// frames are compared here to find when it settles, then drawn.
@MainActor
struct PreviewRenderer {
    let options: PreviewOptions
    /// The output folder.
    let output: URL
    /// The preview modifiers' shared contexts, for the whole run.
    let contexts = PreviewModifierContexts()

    /// Renders `preview` into `output/<result.folder>` and fills in `result`.
    func render(_ preview: Preview, into result: PreviewResult) async -> PreviewResult {
        var result = result
        let clock = ContinuousClock()
        let start = clock.now
        let startCPU = Self.processCPUSeconds()
        do {
            try await render(preview, result: &result)
        } catch {
            result.error = "\(error)"
        }
        result.renderSeconds = (clock.now - start) / .seconds(1)
        result.renderCPUSeconds = Self.processCPUSeconds() - startCPU
        return result
    }

    /// The processor time the process has used, all its threads together, in seconds: on a
    /// busy machine a truer measure of the work than the time on the clock.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func render(_ preview: Preview, result: inout PreviewResult) async throws {
        let content = try await preview.content(sharing: contexts)
        var notes: [String] = []
        let device = screen(of: preview, notes: &notes)
        let (size, insets) = try canvas(of: preview, content: content, device: device)
        (result.width, result.height) = (size.width, size.height)
        result.device = device.name
        var environment = EnvironmentValues()
        environment.displayScale = options.scale
        environment.colorScheme = options.colorScheme
        let classes = device.sizeClasses(in: preview.orientation)
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        let host = ViewHost(
            size: size, safeAreaInsets: insets, environment: environment,
            measurer: PangoTextMeasurer()
        ) {
            content
        }
        await host.run(until: options.duration ?? options.maximumDuration)
        let hosted = host.timeline
        let seconds =
            options.duration
            ?? PreviewSettling.duration(of: hosted, fps: options.fps, cap: options.maximumDuration)
        for diagnostic in host.diagnostics where !notes.contains(diagnostic.message) {
            notes.append(diagnostic.message)
        }
        result.notes = notes

        let directory = output.appending(path: result.folder, directoryHint: .isDirectory)
        try? FileManager.default.removeItem(at: directory)
        let timeline = try FrameTimeline(from: 0, to: seconds, fps: options.fps)
        // Frames of the canvas's points at the scale, each side rounded up.
        let pixels = PixelSize(
            width: Int((size.width * options.scale).rounded(.up)),
            height: Int((size.height * options.scale).rounded(.up)))
        var sequence = FrameSequence(
            timeline: timeline, size: pixels,
            directory: directory.appending(path: "frames", directoryHint: .isDirectory))
        sequence.scale = options.scale
        sequence.stopFlag = InterruptHandler.flag
        try sequence.validateSettings()
        let animation = FrameAnimation(
            output: directory.appending(path: "preview.png"), format: .apng(.fast))
        try animation.check(fps: options.fps, size: sequence.size)
        try OutputDirectory.create(sequence.directory, option: "--out")
        let background: Color = options.colorScheme == .dark ? .black : .white
        let frames = try await sequence.render(SceneDrawing.drawing(hosted, background: background))
        let outputs = OutputRequest(
            sheet: options.sheet ? .packed : nil, animations: [animation], html: true)
        _ = try RenderCommand.writeOutputs(
            frames, outputs, to: directory, stop: InterruptHandler.flag)
        result.frames = timeline.count
        result.seconds = Double(timeline.count) / options.fps
        result.hasSheet = options.sheet
    }

    /// The device `preview` is shown on: the one its `PreviewProvider` chose with
    /// `previewDevice(_:)` when Kinema knows it, else `--device`'s, else an iPhone 15. A
    /// device Kinema does not know adds a note to `notes`.
    func screen(of preview: Preview, notes: inout [String]) -> DeviceScreen {
        let fallback = options.device ?? .default
        if let chosen = preview.device, chosen.screen == nil {
            notes.append(
                "previewDevice: '\(chosen.rawValue)' is not a device Kinema knows; shown on "
                    + fallback.name)
        }
        return preview.screen(otherwise: fallback)
    }

    /// The canvas of `preview` on `device`, in points, and its safe area (see
    /// ``Preview/canvas(of:on:measurer:)``).
    ///
    /// - Throws: ``RuntimeError`` for a fixed layout that is not a usable size.
    func canvas(of preview: Preview, content: AnyView, device: DeviceScreen) throws
        -> (CGSize, EdgeInsets)
    {
        let (size, insets) = preview.canvas(of: content, on: device, measurer: PangoTextMeasurer())
        let maximum = CGFloat(FrameSequence.maximumSide)
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= maximum, size.height <= maximum
        else {
            throw RuntimeError(
                "its canvas \(size.width)x\(size.height) is not a usable size (each side "
                    + "1...\(FrameSequence.maximumSide) points)")
        }
        return (size, insets)
    }
}
