import Foundation
import KinemaCairo

extension RenderCommand {
    /// Renders a checked plan: frames, contact sheet, sprite sheet, videos, under a lock on
    /// DIR/<demo>; a stop (SIGINT, SIGTERM) in any phase ends the run with status 130.
    static func render(_ plan: Plan) async throws -> Int32 {
        // Every check, and reading the inputs, before anything is written.
        for warning in plan.warnings { printError("kinema: warning: \(warning)") }
        for video in plan.videos { try video.check() }
        for animation in plan.animations {
            try FrameSequence.checkDirectory(animation.output.deletingLastPathComponent())
        }
        let demoDirectory = plan.output.appending(path: plan.demo.name, directoryHint: .isDirectory)
        if let shard = plan.shard {
            return try await renderShard(plan, shard: shard, sceneDirectory: demoDirectory)
        }
        let framesDirectory = demoDirectory.appending(path: "frames", directoryHint: .isDirectory)
        var sequence = FrameSequence(
            timeline: plan.timeline, size: plan.size, directory: framesDirectory)
        sequence.resumes = plan.resumes
        sequence.scale = plan.scale
        if let jobs = plan.jobs { sequence.maximumConcurrency = jobs }
        try sequence.validateSettings()
        sequence.fingerprint = try fingerprint(of: plan)
        let draw = try await plan.demo.prepare(plan.inputs)

        try OutputDirectory.create(plan.output, option: "--out")
        try OutputDirectory.create(framesDirectory, option: "--out")
        let lock = try DirectoryLock(directory: demoDirectory)
        defer { lock.release() }
        OutputDirectory.removeStaleTemporaryFiles(in: demoDirectory)

        let stop = InterruptHandler.flag
        sequence.stopFlag = stop
        InterruptHandler.beginRendering()
        let printer = ProgressPrinter()
        sequence.progress = { printer.report($0) }
        let result = try await sequence.render(draw)

        var lines = [summary(of: result, plan: plan, workers: sequence.workerCount)]
        let outputs = OutputRequest(
            sheet: plan.sheet, atlasFormats: plan.atlasFormats, videos: plan.videos,
            animations: plan.animations, html: plan.html)
        lines += try writeOutputs(result, outputs, to: demoDirectory, stop: stop)
        say(lines.joined(separator: "\n"))
        return 0
    }

    /// Writes what follows the frames, from the frame files: the contact sheet, the sprite
    /// sheet (when asked for), the videos, the animated images and the HTML viewer; returns
    /// the report's lines. A single run and `kinema finish` share it, so their files are the same bytes.
    static func writeOutputs(
        _ result: FrameSequenceResult, _ outputs: OutputRequest, to demoDirectory: URL,
        stop: StopFlag
    ) throws -> [String] {
        let timeline = result.manifest.timeline
        var lines = [
            "  frames:        \(result.directory.relativePath)/"
                + "\(FrameTimeline.fileName(ofFrame: timeline.frames.lowerBound)) ... "
                + FrameTimeline.fileName(ofFrame: timeline.frames.upperBound),
            "  manifest:      \(result.manifestURL.relativePath)",
        ]
        try checkStop(stop, result)
        let contact = try Outputs.writeContactSheet(result, to: demoDirectory)
        lines.append("  contact sheet: \(contact.relativePath)")
        var sheetFiles: [URL] = []
        if let layout = outputs.sheet {
            try checkStop(stop, result)
            sheetFiles = try Outputs.writeSpriteSheet(
                result, layout: layout, formats: outputs.atlasFormats, to: demoDirectory,
                stopFlag: stop)
            lines.append(
                "  sprite sheet:  " + sheetFiles.map(\.relativePath).joined(separator: ", "))
        }
        for video in outputs.videos {
            try checkStop(stop, result)
            try video.encode(framesIn: result.directory, manifest: result.manifest, stopFlag: stop)
            var line = "  \(video.format.rawValue):           \(video.output.relativePath)"
            if let padded = video.paddedSize(of: result.manifest.size) {
                line += " (padded to \(padded.width)x\(padded.height): MP4 needs even sides)"
            }
            lines.append(line)
        }
        for animation in outputs.animations {
            try checkStop(stop, result)
            lines.append(
                try Outputs.writeAnimation(
                    animation, result, framesIn: result.directory, stopFlag: stop))
        }
        if outputs.html {
            try checkStop(stop, result)
            let page = try Outputs.writeViewer(
                result, contactSheet: contact, sheetFiles: sheetFiles, to: demoDirectory)
            lines.append("  viewer:        \(page.relativePath)")
        }
        try checkStop(stop, result)
        return lines
    }

    /// The first line of the report: how many frames, how fast, what was kept or repaired.
    static func summary(
        of result: FrameSequenceResult, plan: Plan, workers: Int
    ) -> String {
        var notes: [String] = []
        if result.skippedCount > 0 { notes.append("\(result.skippedCount) kept from before") }
        if result.repairedCount > 0 {
            let count = result.repairedCount
            notes.append("\(count) damaged frame\(count == 1 ? "" : "s") drawn again")
        }
        return String(
            format: "kinema: %d frames of '%@' (%dx%d%@, %@ fps) in %.2f s: %.1f frames/s "
                + "with %d workers%@",
            result.renderedCount, plan.demo.name, plan.size.width, plan.size.height,
            plan.scale == 1 ? "" : " @\(SpriteAtlas.scaleText(plan.scale))x",
            "\(plan.timeline.fps)", seconds(result.elapsed), result.framesPerSecond, workers,
            notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
    }

    /// What determines the frames besides size and rate: the demo and its inputs' contents.
    static func fingerprint(of plan: Plan) throws -> [String: String] {
        var values = ["demo": plan.demo.name]
        if let path = plan.inputs.imagePath {
            values["image"] = try FrameSettings.contentHash(of: URL(filePath: path))
        }
        return values
    }

    /// Throws ``FrameSequenceError/interrupted(completed:total:)`` once `stop` is set: the
    /// files written so far are complete, the rest is not started.
    static func checkStop(_ stop: StopFlag, _ result: FrameSequenceResult) throws {
        guard stop.isStopped else { return }
        let count = result.manifest.timeline.count
        throw FrameSequenceError.interrupted(completed: count, total: count)
    }

    static func seconds(_ duration: Duration) -> Double {
        duration / .seconds(1)
    }
}
