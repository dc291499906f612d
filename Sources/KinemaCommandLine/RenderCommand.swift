import Foundation
import KinemaCairo

/// `kinema render <demo>` and the default command.
enum RenderCommand {
    static let usage = """
        usage: kinema render <demo>... [--out DIR] [--size WxH] [--fps N]
                             [--duration S | --frames A..B] [--sheet grid|packed] [--resume]
                             [--video FILE] [--gif FILE] [--jobs N] [--image FILE]
                             [--apng FILE] [--webp FILE [--lossy QUALITY]] [--loop N]
                             [--atlas-format F[,F...]] [--html]
                             [--scale N] [--device NAME]
                             [--shard I/N | --shard auto [--shards N]]

        Renders a demo ('kinema demos' lists them) into DIR/<demo>/frames/frame_00000.png ...
        with a manifest.json, and DIR/<demo>/contact.png, a labelled grid of up to 24 frames.
        Several demos named are rendered one after the other with the same options.

          --out DIR          the output directory, created with its parents (default: render-out)
          --size WxH         frame size in points, each side 1...32767 (default: the demo's)
          --scale N          pixels per point, 0 < N <= 8 (2 for @2x, 1.5, 3): frames of
                             ceil(size x N) pixels drawn at that resolution (default: 1)
          --device NAME      show a hosted view full screen on a device ("iPhone 15",
                             "iPhone SE (3rd generation)", "iPad Pro (11-inch)"; case and
                             punctuation do not matter): the canvas is its screen in
                             points and the view is laid out in its safe area
          --fps N            frames per second, >= 1e-9 (default: the demo's)
          --duration S       seconds from time 0: frames 0 ..< S * fps (default: the demo's)
          --frames A..B      frames A through B of the same clock (time = index / fps);
                             0 <= A <= B <= 999999999, times up to 1e9 s
          --sheet grid|packed  also write a sprite sheet DIR/<demo>/sheet.png + sheet.json
          --resume           keep the frames of an earlier run with the same settings;
                             damaged ones are drawn again (other settings: exit 2)
          --video FILE       also encode an MP4 with ffmpeg (0.01...1000 fps; odd sizes are
                             padded to even ones)
          --gif FILE         also encode an animated GIF with ffmpeg (1/655.35...100 fps;
                             a palette generated from the frames, dithered, so gradients
                             do not band)
          --apng FILE        also write an animated PNG (frames cropped to what changed;
                             1/65535...65535 fps; delays exact for rates like 30 or 29.97)
          --webp FILE        also write an animated WebP, lossless unless --lossy
                             (0.00006...1000 fps; sides up to 16383)
          --lossy QUALITY    make the --webp lossy at QUALITY 0...100 (90 looks near-exact)
          --loop N           how often --apng and --webp play: 0 forever (default), else
                             1...65535 for WebP, 1...4294967295 for APNG
          --atlas-format F   the sprite sheet's atlas files, comma-separated: texturepacker
                             (sheet.json), libgdx (sheet.atlas), godot (sheet.tres),
                             css (sheet.css: a class per frame, an animation)
          --html             also write DIR/<demo>/index.html, a page that plays the frames
                             (play/pause, stepping, a scrubber, the contact sheet and the
                             sprite sheet with its rectangles); no network needed
          --jobs N           frames rendered at once (default: the number of processors)
          --image FILE       a PNG the extractor demo shows and works on (its palette);
                             at most 4096x4096 pixels
          --shard I/N        render only part I (from 0) of N contiguous parts into
                             DIR/<demo>/shards/I-of-N/; 'kinema finish DIR/<demo>' after
                             all parts writes what a single run writes
          --shard auto       I and N from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX,
                             with N from --shards N or KINEMA_SHARD_COUNT) or a Slurm job
                             array (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN,
                             SLURM_ARRAY_TASK_COUNT)

        Two renders into the same DIR/<demo> at once are refused. Interrupting (Ctrl-C)
        finishes the frames being written, leaves only complete files and exits with status
        130; the same command with --resume continues. Exit status: 0 success, 1 runtime
        failure, 2 usage error, 130 interrupted.
        """

    static let spec = OptionSpec(
        command: "render",
        valueOptions: [
            "--out", "--size", "--fps", "--duration", "--frames", "--sheet", "--video", "--gif",
            "--jobs", "--image", "--apng", "--webp", "--lossy", "--loop", "--atlas-format",
            "--scale", "--device", "--shard", "--shards",
        ],
        flags: ["--resume", "--html"])

    /// What one render does.
    struct Plan {
        var demo: RenderableScene
        var output: URL
        var size: PixelSize
        /// Pixels per point (`--scale`).
        var scale = 1.0
        var timeline: FrameTimeline
        var sheet: SpriteSheetOptions.Layout?
        var resumes = false
        var videos: [FrameVideo] = []
        var animations: [FrameAnimation] = []
        var atlasFormats: [SpriteAtlasFormat] = [.texturePackerHash]
        /// Whether `index.html` is written (`--html`).
        var html = false
        var jobs: Int?
        /// The part this process renders (`--shard`), or `nil` for all of it.
        var shard: Shard?
        var inputs = SceneInputs()
        var warnings: [String] = []
    }

    static func run(_ arguments: [String], _ command: KinemaCommand) async throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let plans = try plans(parsed, command)
        for plan in plans {
            let status = try await render(plan)
            guard status == 0 else { return status }
        }
        return 0
    }

    /// No arguments: the default demo into render-out/ (created if missing), with a packed
    /// sprite sheet.
    static func runDefault(_ command: KinemaCommand) async throws -> Int32 {
        let output = URL(filePath: "render-out", directoryHint: .isDirectory)
        guard let name = command.defaultName, let demo = command.scene(named: name) else {
            throw UsageError("no scene to render; the default scene is not among the scenes")
        }
        return try await render(
            Plan(
                demo: demo, output: output, size: demo.size,
                timeline: try FrameTimeline(from: 0, to: demo.duration, fps: demo.fps),
                sheet: demo.sheet ?? .packed))
    }
}
