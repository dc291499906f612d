import Foundation
import KinemaCairo
import KinemaDemos

/// `kinema render <demo>` and the default command.
enum RenderCommand {
    static let usage = """
        usage: kinema render <demo> [--out DIR] [--size WxH] [--fps N]
                             [--duration S | --frames A..B] [--sheet grid|packed] [--resume]
                             [--video FILE] [--gif FILE] [--jobs N] [--image FILE]

        Renders a demo ('kinema demos' lists them) into DIR/<demo>/frames/frame_00000.png ...
        with a manifest.json, and DIR/<demo>/contact.png, a labelled grid of up to 24 frames.

          --out DIR          an existing directory (default: render-out)
          --size WxH         frame size in pixels, each side 1...32767 (default: the demo's)
          --fps N            frames per second, > 0 (default: the demo's)
          --duration S       seconds from time 0: frames 0 ..< S * fps (default: the demo's)
          --frames A..B      frames A through B of the same clock (time = index / fps)
          --sheet grid|packed  also write a sprite sheet DIR/<demo>/sheet.png + sheet.json
          --resume           keep frames already complete from an earlier run
          --video FILE       also encode an MP4 with ffmpeg (which must be installed)
          --gif FILE         also encode an animated GIF with ffmpeg
          --jobs N           frames rendered at once (default: the number of processors)
          --image FILE       a PNG the demo shows and works on (extractor: its palette)

        Interrupting (Ctrl-C) finishes the frames being written, leaves only complete files
        and exits with status 130; --resume continues. Exit status: 0 success, 1 runtime
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
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let demo = DemoRegistry.demo(named: DemoRegistry.defaultName)!
        return try await render(
            Plan(
                demo: demo, output: output, size: demo.size,
                timeline: try FrameTimeline(from: 0, to: demo.duration, fps: demo.fps),
                sheet: demo.sheet ?? .packed))
    }

    static func plan(_ parsed: ParsedArguments) throws -> Plan {
        guard let name = parsed.positionals.first else {
            throw UsageError("render: which demo? ('kinema demos' lists them)")
        }
        if parsed.positionals.count > 1 {
            throw UsageError("render: unexpected argument '\(parsed.positionals[1])'")
        }
        guard let demo = DemoRegistry.demo(named: name) else {
            let names = DemoRegistry.all.map(\.name).joined(separator: ", ")
            throw UsageError("render: unknown demo '\(name)'; the demos are \(names)")
        }
        var size = demo.size
        if let text = parsed.values["--size"] {
            let (width, height) = try parseSize(text, command: "render")
            size = PixelSize(width: width, height: height)
        }
        let fps = try parsed.number("--fps", command: "render", what: "a number > 0") ?? demo.fps
        if parsed.values["--duration"] != nil && parsed.values["--frames"] != nil {
            throw UsageError("render: give --duration or --frames, not both")
        }
        let timeline: FrameTimeline
        if let text = parsed.values["--frames"] {
            let (first, last) = try parseFrameRange(text, command: "render")
            timeline = try FrameTimeline(frames: first, through: last, fps: fps)
        } else {
            let duration =
                try parsed.number("--duration", command: "render", what: "seconds > 0")
                ?? demo.duration
            timeline = try FrameTimeline(from: 0, to: duration, fps: fps)
        }
        var plan = Plan(
            demo: demo,
            output: URL(
                filePath: parsed.values["--out"] ?? "render-out", directoryHint: .isDirectory),
            size: size, timeline: timeline, sheet: demo.sheet,
            resumes: parsed.flags.contains("--resume"))
        plan.inputs.imagePath = parsed.values["--image"]
        switch parsed.values["--sheet"] {
        case nil: break
        case "grid": plan.sheet = .grid()
        case "packed": plan.sheet = .packed
        case let other?:
            throw UsageError("render: --sheet must be grid or packed, but is '\(other)'")
        }
        if let video = parsed.values["--video"] {
            plan.videos.append(FrameVideo(output: URL(filePath: video), format: .mp4))
        }
        if let gif = parsed.values["--gif"] {
            plan.videos.append(FrameVideo(output: URL(filePath: gif), format: .gif))
        }
        if let jobs = try parsed.integer("--jobs", command: "render") {
            guard jobs >= 1 else { throw UsageError("render: --jobs must be >= 1, but is \(jobs)") }
            plan.jobs = jobs
        }
        return plan
    }

    static func render(_ plan: Plan) async throws -> Int32 {
        // Every check before anything is written.
        try FrameSequence.checkDirectory(plan.output)
        for video in plan.videos { try video.check() }
        let draw = try await plan.demo.prepare(plan.inputs)
        let demoDirectory = plan.output.appending(path: plan.demo.name, directoryHint: .isDirectory)
        let framesDirectory = demoDirectory.appending(path: "frames", directoryHint: .isDirectory)
        var sequence = FrameSequence(
            timeline: plan.timeline, size: plan.size, directory: framesDirectory)
        sequence.resumes = plan.resumes
        if let jobs = plan.jobs { sequence.maximumConcurrency = jobs }
        try sequence.validateSettings()
        try FileManager.default.createDirectory(
            at: framesDirectory, withIntermediateDirectories: true)

        sequence.stopFlag = InterruptHandler.flag
        InterruptHandler.beginRendering()
        let printer = ProgressPrinter()
        sequence.progress = { printer.report($0) }
        let result = try await sequence.render(draw)

        var lines = [
            String(
                format: "kinema: %d frames of '%@' (%dx%d, %g fps) in %.2f s: %.1f frames/s "
                    + "with %d workers%@",
                result.renderedCount, plan.demo.name, plan.size.width, plan.size.height,
                plan.timeline.fps, seconds(result.elapsed), result.framesPerSecond,
                sequence.workerCount,
                result.skippedCount > 0 ? " (\(result.skippedCount) kept from before)" : ""),
            "  frames:        \(framesDirectory.relativePath)/"
                + "\(FrameTimeline.fileName(ofFrame: plan.timeline.frames.lowerBound)) ... "
                + FrameTimeline.fileName(ofFrame: plan.timeline.frames.upperBound),
            "  manifest:      \(result.manifestURL.relativePath)",
        ]
        let contact = try Outputs.writeContactSheet(result, to: demoDirectory)
        lines.append("  contact sheet: \(contact.relativePath)")
        if let layout = plan.sheet {
            let files = try Outputs.writeSpriteSheet(result, layout: layout, to: demoDirectory)
            lines.append("  sprite sheet:  " + files.map(\.relativePath).joined(separator: ", "))
        }
        for video in plan.videos {
            try video.encode(framesIn: framesDirectory, manifest: result.manifest)
            lines.append("  \(video.format.rawValue):           \(video.output.relativePath)")
        }
        print(lines.joined(separator: "\n"))
        return 0
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
