import Foundation
import KinemaCairo

extension RenderCommand {
    /// Renders one shard of a plan into its own folder, `DIR/<scene>/shards/I-of-N/`: its
    /// frames, settings, manifest and lock (the ``FrameSequence``'s own) and `job.json`, the
    /// whole render it belongs to. Shards writing to shared storage never share a lock or a
    /// manifest; `kinema finish DIR/<scene>` puts the parts together.
    static func renderShard(
        _ plan: Plan, shard: Shard, sceneDirectory: URL
    ) async throws -> Int32 {
        let directory = shard.directory(in: sceneDirectory)
        let part = shard.frames(of: plan.timeline.frames)
        let job = ShardJob(
            scene: plan.demo.name, shard: shard, frames: plan.timeline.frames,
            fps: plan.timeline.fps, size: plan.size, scale: plan.scale, sheet: plan.sheet,
            html: plan.html, fingerprint: try fingerprint(of: plan))
        let label = "shard \(shard.index)/\(shard.count) of '\(plan.demo.name)'"
        let next =
            "after every shard: kinema finish \(sceneDirectory.relativePath)"
        guard let last = part.last else {
            try OutputDirectory.create(directory, option: "--out")
            try job.write(to: directory)
            say(
                "kinema: \(label): no frames (\(plan.timeline.count) frames in \(shard.count) shards); \(next)"
            )
            return 0
        }
        var sequence = FrameSequence(
            timeline: try FrameTimeline(frames: part.lowerBound, through: last, fps: job.fps),
            size: plan.size, directory: directory)
        sequence.resumes = plan.resumes
        sequence.scale = plan.scale
        sequence.fingerprint = job.fingerprint
        if let jobs = plan.jobs { sequence.maximumConcurrency = jobs }
        try sequence.validateSettings()
        let draw = try await plan.demo.prepare(plan.inputs)

        try OutputDirectory.create(plan.output, option: "--out")
        try OutputDirectory.create(directory, option: "--out")
        let stop = InterruptHandler.flag
        sequence.stopFlag = stop
        InterruptHandler.beginRendering()
        let printer = ProgressPrinter()
        sequence.progress = { printer.report($0) }
        // The record first: `finish` tells a shard that never started from one that stopped.
        try job.write(to: directory)
        let result = try await sequence.render(draw)
        say(
            summary(of: result, plan: plan, workers: sequence.workerCount)
                .replacingOccurrences(of: "kinema: ", with: "kinema: \(label): ") + "\n"
                + "  frames:        \(directory.relativePath)/"
                + "\(FrameTimeline.fileName(ofFrame: part.lowerBound)) ... "
                + "\(FrameTimeline.fileName(ofFrame: last))\n  \(next)")
        return 0
    }
}
