import Foundation
import KinemaCairo
import KinemaScene

extension RenderCommand {
    /// The plans of `kinema render`, one per scene named: every option checked, nothing
    /// touched on disk.
    static func plans(_ parsed: ParsedArguments, _ command: KinemaCommand) throws -> [Plan] {
        guard !parsed.positionals.isEmpty else {
            throw UsageError("render: which demo? ('kinema demos' lists them)")
        }
        if parsed.positionals.count > 1 {
            for option in ["--video", "--gif"] where parsed.values[option] != nil {
                throw UsageError("render: \(option) needs a single scene, but got several")
            }
            let names = parsed.positionals
            if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                throw UsageError("render: '\(twice)' is named twice")
            }
        }
        return try parsed.positionals.map { try plan(parsed, command, name: $0) }
    }

    /// The plan of one scene.
    private static func plan(
        _ parsed: ParsedArguments, _ command: KinemaCommand, name: String
    ) throws -> Plan {
        guard let demo = command.scene(named: name) else {
            let names = command.scenes.map(\.name).joined(separator: ", ")
            throw UsageError("render: unknown demo '\(name)'; the demos are \(names)")
        }
        var size = demo.size
        if let text = parsed.values["--size"] {
            let (width, height) = try parseSize(text, command: "render")
            size = PixelSize(width: width, height: height)
        }
        let device = try self.device(parsed, demo: demo)
        if let device {
            size = PixelSize(
                width: Int(device.size.width.rounded(.up)),
                height: Int(device.size.height.rounded(.up)))
        }
        let scale = try self.scale(parsed, demo: demo)
        if scale != 1 { size = try scaled(size, by: scale) }
        var plan = Plan(
            demo: demo,
            output: URL(
                filePath: try parsed.nonEmpty("--out", command: "render", what: "a directory")
                    ?? "render-out", directoryHint: .isDirectory),
            size: size, timeline: try timeline(parsed, demo: demo), sheet: demo.sheet,
            resumes: parsed.flags.contains("--resume"))
        plan.html = parsed.flags.contains("--html")
        plan.scale = scale
        plan.inputs.displayScale = scale
        plan.inputs.device = device
        plan.inputs.endTime = plan.timeline.time(ofFrame: plan.timeline.frames.upperBound)
        if let image = try parsed.nonEmpty("--image", command: "render", what: "a PNG file") {
            guard demo.takesInputs else {
                let users = command.scenes.filter(\.takesInputs).map(\.name)
                throw UsageError(
                    "render: the \(demo.name) demo does not use --image; only "
                        + users.joined(separator: ", ") + " does")
            }
            plan.inputs.imagePath = image
        }
        switch parsed.values["--sheet"] {
        case nil: break
        case "grid": plan.sheet = .grid()
        case "packed": plan.sheet = .packed
        case let other?:
            throw UsageError("render: --sheet must be grid or packed, but is '\(other)'")
        }
        for (option, format) in [("--video", FrameVideo.Format.mp4), ("--gif", .gif)] {
            guard let path = try parsed.nonEmpty(option, command: "render", what: "a file name")
            else { continue }
            let video = FrameVideo(output: URL(filePath: path), format: format)
            do {
                plan.warnings += try video.check(fps: plan.timeline.fps)
            } catch let error as FrameSequenceError {
                throw UsageError("render: \(option): \(error)")
            }
            plan.videos.append(video)
        }
        plan.animations = try AnimationOptions.parse(
            parsed, command: "render", fps: plan.timeline.fps, size: plan.size)
        plan.atlasFormats = try AtlasFormatOption.parse(parsed, command: "render")
        if parsed.values["--atlas-format"] != nil && plan.sheet == nil {
            throw UsageError("render: --atlas-format needs a sprite sheet: add --sheet grid|packed")
        }
        if let text = try parsed.nonEmpty("--shard", command: "render", what: "I/N or auto") {
            plan.shard = try Shard.parse(
                text, shardsOption: parsed.values["--shards"],
                environment: ProcessInfo.processInfo.environment)
            if let option = ["--video", "--gif", "--apng", "--webp", "--atlas-format"].first(
                where: { parsed.values[$0] != nil })
            {
                throw UsageError(
                    "render: \(option) with --shard: give it to 'kinema finish', which writes it "
                        + "once every shard is done")
            }
        } else if parsed.values["--shards"] != nil {
            throw UsageError("render: --shards goes with --shard auto")
        }
        if let jobs = try parsed.integer("--jobs", command: "render") {
            guard jobs >= 1 else { throw UsageError("render: --jobs must be >= 1, but is \(jobs)") }
            plan.jobs = jobs
        }
        return plan
    }

    /// The value of `--scale`, 1 when absent: a number in (0, 8]; other than 1 only for a
    /// scene that fills its canvas (drawn from a display list).
    private static func scale(_ parsed: ParsedArguments, demo: RenderableScene) throws -> Double {
        guard
            let scale = try parsed.number(
                "--scale", command: "render", what: "pixels per point such as 2 or 1.5")
        else { return 1 }
        guard scale > 0, scale <= maximumScale else {
            throw UsageError(
                "render: --scale must be more than 0 and at most \(Int(maximumScale)), but is "
                    + "'\(parsed.values["--scale"] ?? "")'")
        }
        guard scale == 1 || demo.fillsCanvas else {
            throw UsageError(
                "render: --scale: '\(demo.name)' draws with Cairo at its pixel size; --scale "
                    + "works for scenes drawn from a SceneTimeline")
        }
        return scale
    }

    /// The device of `--device NAME`, `nil` when absent: one of ``DeviceScreen/names``
    /// (forgiving case and punctuation), for a scene that hosts a view, without `--size`.
    private static func device(_ parsed: ParsedArguments, demo: RenderableScene) throws
        -> DeviceScreen?
    {
        guard let name = try parsed.nonEmpty("--device", command: "render", what: "a device name")
        else { return nil }
        guard let device = DeviceScreen.named(name) else {
            throw UsageError(
                "render: --device: no device named '\(name)'; the devices are "
                    + DeviceScreen.names.joined(separator: ", "))
        }
        guard demo.hostsView else {
            throw UsageError(
                "render: --device: '\(demo.name)' is not a hosted view; it draws at its own size")
        }
        guard parsed.values["--size"] == nil else {
            throw UsageError("render: --device sets the size; give --size or --device, not both")
        }
        return device
    }

    /// The largest `--scale`: 8 pixels per point.
    static let maximumScale = 8.0

    /// `size` points at `scale` pixels per point: each side rounded up, at most Cairo's limit.
    private static func scaled(_ size: PixelSize, by scale: Double) throws -> PixelSize {
        func side(_ points: Int) throws -> Int {
            let pixels = (Double(points) * scale).rounded(.up)
            guard pixels >= 1, pixels <= Double(FrameSequence.maximumSide) else {
                throw UsageError(
                    "render: --size \(size.width)x\(size.height) at --scale \(scale) is "
                        + "\(Double(size.width) * scale)x\(Double(size.height) * scale) pixels; "
                        + "each side must be 1...\(FrameSequence.maximumSide)")
            }
            return Int(pixels)
        }
        return PixelSize(width: try side(size.width), height: try side(size.height))
    }

    /// The frames and times from `--fps` and `--frames` or `--duration`; a bad value is a
    /// usage error naming the options involved.
    private static func timeline(_ parsed: ParsedArguments, demo: RenderableScene) throws
        -> FrameTimeline
    {
        let fps =
            try parsed.number("--fps", command: "render", what: "a number >= 1e-9") ?? demo.fps
        if parsed.values["--duration"] != nil && parsed.values["--frames"] != nil {
            throw UsageError("render: give --duration or --frames, not both")
        }
        if let text = parsed.values["--frames"] {
            let (first, last) = try parseFrameRange(text, command: "render")
            return try usage("--frames \(text) at --fps \(fps)") {
                try FrameTimeline(frames: first, through: last, fps: fps)
            }
        }
        let duration =
            try parsed.number("--duration", command: "render", what: "seconds > 0")
            ?? demo.duration
        return try usage("--duration \(duration) at --fps \(fps)") {
            try FrameTimeline(from: 0, to: duration, fps: fps)
        }
    }

    /// Runs `body`, turning a ``FrameSequenceError`` into a usage error naming `options`.
    private static func usage<T>(_ options: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FrameSequenceError {
            throw UsageError("render: \(options): \(error)")
        }
    }
}
