import Foundation
import KinemaCairo
import KinemaDemos

/// `kinema render <demo>` and the default command.
@MainActor
enum RenderCommand {
    static let usage = """
        usage: kinema render <demo> [--out DIR] [--size WxH] [--fps N]
                             [--duration S | --frames A..B] [--sheet grid|packed] [--resume]
                             [--video FILE] [--gif FILE] [--jobs N] [--image FILE]

        Renders a demo ('kinema demos' lists them) into DIR/<demo>/frames/frame_00000.png ...
        with a manifest.json, and DIR/<demo>/contact.png, a labelled grid of up to 24 frames.

          --out DIR          the output directory, created with its parents (default: render-out)
          --size WxH         frame size in pixels, each side 1...32767 (default: the demo's)
          --fps N            frames per second, >= 1e-9 (default: the demo's)
          --duration S       seconds from time 0: frames 0 ..< S * fps (default: the demo's)
          --frames A..B      frames A through B of the same clock (time = index / fps);
                             0 <= A <= B <= 999999999, times up to 1e9 s
          --sheet grid|packed  also write a sprite sheet DIR/<demo>/sheet.png + sheet.json
          --resume           keep the frames of an earlier run with the same settings;
                             damaged ones are drawn again (other settings: exit 2)
          --video FILE       also encode an MP4 with ffmpeg (0.01...1000 fps; odd sizes are
                             padded to even ones)
          --gif FILE         also encode an animated GIF with ffmpeg (1/655.35...100 fps)
          --jobs N           frames rendered at once (default: the number of processors)
          --image FILE       a PNG the extractor demo shows and works on (its palette);
                             at most 4096x4096 pixels

        Two renders into the same DIR/<demo> at once are refused. Interrupting (Ctrl-C)
        finishes the frames being written, leaves only complete files and exits with status
        130; the same command with --resume continues. Exit status: 0 success, 1 runtime
        failure, 2 usage error, 130 interrupted.
        """

    static let spec = OptionSpec(
        command: "render",
        valueOptions: [
            "--out", "--size", "--fps", "--duration", "--frames", "--sheet", "--video", "--gif",
            "--jobs", "--image",
        ],
        flags: ["--resume"])

    /// What one render does.
    struct Plan {
        var demo: Demo
        var output: URL
        var size: PixelSize
        var timeline: FrameTimeline
        var sheet: SpriteSheetOptions.Layout?
        var resumes = false
        var videos: [FrameVideo] = []
        var jobs: Int?
        var inputs = DemoInputs()
        var warnings: [String] = []
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            print(usage)
            return 0
        }
        return try await render(try plan(parsed))
    }

    /// No arguments: the default demo into render-out/ (created if missing), with a packed
    /// sprite sheet.
    static func runDefault() async throws -> Int32 {
        let output = URL(filePath: "render-out", directoryHint: .isDirectory)
        let demo = DemoRegistry.demo(named: DemoRegistry.defaultName)!
        return try await render(
            Plan(
                demo: demo, output: output, size: demo.size,
                timeline: try FrameTimeline(from: 0, to: demo.duration, fps: demo.fps),
                sheet: demo.sheet ?? .packed))
    }
}
