import Foundation
import KinemaCairo

/// `kinema finish DIR`: puts the shards of a render together (see ``Shard``).
enum FinishCommand {
    static let usage = """
        usage: kinema finish <DIR/demo> [--video FILE] [--gif FILE] [--jobs N]
                             [--apng FILE] [--webp FILE [--lossy QUALITY]] [--loop N]
                             [--atlas-format F[,F...]]

        After every 'kinema render ... --shard I/N' of a render is done (on shared storage,
        or with the shards/ folders copied into one DIR/<demo>), checks that every shard
        recorded the same render and that every frame is there and decodes at its size, moves
        the frames into DIR/<demo>/frames/, then writes the manifest, the contact sheet, the
        sprite sheet, the videos and (when the shards were rendered with --html) index.html
        exactly as a single 'kinema render' would (the same bytes), and removes
        DIR/<demo>/shards/. DIR alone works when it holds one demo with
        shards.

          --video FILE   also encode an MP4 with ffmpeg
          --gif FILE     also encode an animated GIF with ffmpeg
          --apng FILE, --webp FILE [--lossy QUALITY], --loop N
                         also write an animated PNG or WebP, as 'kinema render' does
          --atlas-format F[,F...]
                         the atlas files beside the sprite sheet the shards asked for
                         (texturepacker, libgdx, godot, css; default texturepacker)
          --jobs N       frames checked at once (default: the number of processors)

        Exit status: 0 success, 1 a shard missing, unfinished or damaged (named, with what
        to run again), 2 usage error, 130 interrupted.
        """

    static func run(_ arguments: [String], _ command: KinemaCommand) async throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments,
            spec: OptionSpec(
                command: "finish",
                valueOptions: [
                    "--video", "--gif", "--jobs", "--apng", "--webp", "--lossy", "--loop",
                    "--atlas-format",
                ], flags: []))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let path = try parsed.onlyPositional(
            command: "finish", question: "which folder? (the DIR/<demo> the shards rendered into)")
        let sceneDirectory = try Self.sceneDirectory(
            URL(filePath: path, directoryHint: .isDirectory))
        let shardsDirectory = sceneDirectory.appending(path: "shards", directoryHint: .isDirectory)
        let (job, shardDirectories) = try Self.job(in: shardsDirectory)
        var videos: [FrameVideo] = []
        for (option, format) in [("--video", FrameVideo.Format.mp4), ("--gif", .gif)] {
            guard let file = try parsed.nonEmpty(option, command: "finish", what: "a file name")
            else { continue }
            let video = FrameVideo(output: URL(filePath: file), format: format)
            do {
                for warning in try video.check(fps: job.fps) {
                    printError("kinema: warning: \(warning)")
                }
            } catch let error as FrameSequenceError {
                throw UsageError("finish: \(option): \(error)")
            }
            try video.check()
            videos.append(video)
        }
        let animations = try AnimationOptions.parse(
            parsed, command: "finish", fps: job.fps, size: job.size)
        for animation in animations {
            try FrameSequence.checkDirectory(animation.output.deletingLastPathComponent())
        }
        let atlasFormats = try AtlasFormatOption.parse(parsed, command: "finish")
        if parsed.values["--atlas-format"] != nil && job.sheet == nil {
            throw UsageError("finish: --atlas-format needs a render with --sheet grid|packed")
        }
        let jobs = try parsed.integer("--jobs", command: "finish")
        if let jobs, jobs < 1 { throw UsageError("finish: --jobs must be >= 1, but is \(jobs)") }

        // Under the render's lock and every shard's: no shard may still be writing.
        let lock = try DirectoryLock(directory: sceneDirectory)
        defer { lock.release() }
        let shardLocks = try shardDirectories.map { try DirectoryLock(directory: $0) }
        defer { for shardLock in shardLocks { shardLock.release() } }
        OutputDirectory.removeStaleTemporaryFiles(in: sceneDirectory)

        let framesDirectory = sceneDirectory.appending(path: "frames", directoryHint: .isDirectory)
        try OutputDirectory.create(framesDirectory, option: "finish")
        var sequence = try job.sequence(in: framesDirectory)
        try Self.gather(shardDirectories, job: job, into: sequence)
        sequence.resumes = true
        if let jobs { sequence.maximumConcurrency = jobs }
        let stop = InterruptHandler.flag
        sequence.stopFlag = stop
        InterruptHandler.beginRendering()
        // Every frame must be there and decode fully: a frame the resumed sequence would
        // draw is missing or damaged, which names the shard to run again.
        let result: FrameSequenceResult
        do {
            result = try await sequence.render { frame in
                throw MissingFrame(index: frame.index, job: job)
            }
        } catch FrameSequenceError.frameFailed(_, let reason) {
            throw RuntimeError(reason)
        }
        try? FileManager.default.removeItem(at: shardsDirectory)
        var lines = [
            "kinema: finished '\(job.scene)' from \(job.shard.count) shards: "
                + "\(result.manifest.timeline.count) frames (\(job.size.width)x\(job.size.height), "
                + "\(job.fps) fps)"
        ]
        let outputs = OutputRequest(
            sheet: job.sheet, atlasFormats: atlasFormats, videos: videos, animations: animations,
            html: job.html)
        lines += try RenderCommand.writeOutputs(result, outputs, to: sceneDirectory, stop: stop)
        say(lines.joined(separator: "\n"))
        return 0
    }

    /// A frame no shard delivered intact.
    struct MissingFrame: Error, CustomStringConvertible {
        var index: Int
        var job: ShardJob

        var description: String {
            let shard = (0..<job.shard.count).first {
                Shard(index: $0, count: job.shard.count).frames(of: job.frames).contains(index)
            }
            return
                "frame \(index) is missing or damaged; run shard \(shard ?? 0)/\(job.shard.count) "
                + "again with --resume, then finish again"
        }
    }

    /// `url` when it holds `shards/`, else its one subfolder that does.
    private static func sceneDirectory(_ url: URL) throws -> URL {
        let manager = FileManager.default
        func hasShards(_ folder: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return manager.fileExists(
                atPath: folder.appending(path: "shards").path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        if hasShards(url) { return url }
        guard let names = try? manager.contentsOfDirectory(atPath: url.path) else {
            throw UsageError("finish: '\(url.path)' is not a folder")
        }
        let candidates = names.sorted().map { url.appending(path: $0, directoryHint: .isDirectory) }
            .filter(hasShards)
        guard candidates.count == 1 else {
            throw UsageError(
                candidates.isEmpty
                    ? "finish: '\(url.path)' holds no shards (render with --shard I/N first)"
                    : "finish: '\(url.path)' holds shards of several demos; name one: "
                        + candidates.map(\.path).joined(separator: ", "))
        }
        return candidates[0]
    }

    /// The render the shards in `directory` belong to, and their folders in index order.
    ///
    /// - Throws: ``RuntimeError`` for shards of different renders or counts, or a missing
    ///   or unfinished shard, naming it.
    private static func job(in directory: URL) throws -> (ShardJob, [URL]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let folders = names.filter { $0.contains("-of-") }.sorted()
        guard let first = folders.first else {
            throw RuntimeError("\(directory.path) holds no shard folders")
        }
        let reference = try ShardJob.read(from: directory.appending(path: first))
        let count = reference.shard.count
        var urls: [URL] = []
        for index in 0..<count {
            let url = directory.appending(path: "\(index)-of-\(count)", directoryHint: .isDirectory)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw RuntimeError(
                    "shard \(index)/\(count) is missing (\(url.path)); run it, then finish again")
            }
            var job = try ShardJob.read(from: url)
            guard job.shard == Shard(index: index, count: count) else {
                throw RuntimeError("\(url.path)/\(ShardJob.fileName) records another shard")
            }
            job.shard = reference.shard
            guard job == reference else {
                throw RuntimeError(
                    "shard \(index)/\(count) recorded another render than \(first) (scene, frames, "
                        + "size, scale, rate, sheet or inputs differ); run it again with the "
                        + "same options")
            }
            let part = Shard(index: index, count: count).frames(of: reference.frames)
            let manifest = url.appending(path: FrameManifest.fileName)
            guard part.isEmpty || FileManager.default.fileExists(atPath: manifest.path) else {
                throw RuntimeError(
                    "shard \(index)/\(count) has not finished (no \(FrameManifest.fileName) in "
                        + "\(url.path)); run it again with --resume, then finish again")
            }
            urls.append(url)
        }
        for name in folders where !urls.map(\.lastPathComponent).contains(name) {
            throw RuntimeError(
                "\(directory.path)/\(name) is a shard of another count than \(count); remove "
                    + "the stale one")
        }
        return (reference, urls)
    }

    /// Moves the shards' frames into the sequence's folder and records the whole render's
    /// settings there; frames of an earlier, different render in it are removed first.
    private static func gather(
        _ shardDirectories: [URL], job: ShardJob, into sequence: FrameSequence
    ) throws {
        let manager = FileManager.default
        let target = sequence.directory
        let settingsURL = target.appending(path: FrameSettings.fileName)
        let settings = sequence.settings.json
        let recorded = manager.contents(atPath: settingsURL.path)
        let existing = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
        for name in existing where name.hasPrefix("frame_") || name == FrameManifest.fileName {
            let index = Int(name.dropFirst(6).dropLast(4))
            let stale = recorded != Data(settings.utf8)
            guard stale || index.map({ !job.frames.contains($0) }) ?? true else { continue }
            try manager.removeItem(at: target.appending(path: name))
        }
        try Data(settings.utf8).write(to: settingsURL, options: .atomic)
        for directory in shardDirectories {
            let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names where name.hasPrefix("frame_") && name.hasSuffix(".png") {
                let destination = target.appending(path: name)
                if manager.fileExists(atPath: destination.path) {
                    try manager.removeItem(at: destination)
                }
                try manager.moveItem(at: directory.appending(path: name), to: destination)
            }
        }
    }
}
