import Foundation
import KinemaCairo

/// One of several parts of a render (`--shard I/N`): the `index`-th of `count` contiguous
/// frame ranges, so that machines of a render farm each draw one part.
///
/// Contiguous, not interleaved: each part is an ordinary frame range (`--frames A..B`), so a
/// shard's folder is a complete sequence of its own, with its own lock, settings, resume
/// and manifest, and `kinema finish` only moves whole files. The parts differ by at most one
/// frame; a scene whose cost changes much over time balances less well than interleaving
/// would, which a few more shards than machines evens out.
struct Shard: Hashable, Sendable {
    /// From 0.
    var index: Int
    /// At least 1.
    var count: Int

    /// The most shards: 100,000.
    static let maximumCount = 100_000

    /// The frames of this part of `frames`: `lower + index * n / count` up to the next
    /// part's start (`n` the number of frames); empty when there are fewer frames than shards
    /// and this part gets none.
    func frames(of frames: ClosedRange<Int>) -> Range<Int> {
        let total = frames.count
        let start = frames.lowerBound + index * total / count
        let end = frames.lowerBound + (index + 1) * total / count
        return start..<end
    }

    /// The folder of this shard inside a scene's folder: `shards/I-of-N`.
    func directory(in sceneDirectory: URL) -> URL {
        sceneDirectory.appending(path: "shards/\(index)-of-\(count)", directoryHint: .isDirectory)
    }

    /// Parses `--shard I/N` or `--shard auto`; `auto` reads the scheduler's environment:
    /// `JOB_COMPLETION_INDEX` (a Kubernetes Indexed Job) with the count from `--shards N` or
    /// `KINEMA_SHARD_COUNT`, else `SLURM_ARRAY_TASK_ID` and `SLURM_ARRAY_TASK_COUNT` (a
    /// Slurm job array, less `SLURM_ARRAY_TASK_MIN` when the array does not start at 0).
    ///
    /// - Throws: ``UsageError`` naming the option or the environment variable at fault.
    static func parse(
        _ text: String, shardsOption: String?, environment: [String: String]
    ) throws -> Shard {
        if text == "auto" {
            return try fromEnvironment(environment, shardsOption: shardsOption)
        }
        if shardsOption != nil {
            throw UsageError("render: --shards goes with --shard auto; --shard \(text) has a count")
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = parseInteger(String(parts[0])),
            let count = parseInteger(String(parts[1]))
        else {
            throw UsageError(
                "render: --shard needs INDEX/COUNT such as 0/4 (or auto), but got '\(text)'")
        }
        return try make(index: index, count: count, source: "--shard \(text)")
    }

    /// A checked shard; `source` names where the numbers came from.
    private static func make(index: Int, count: Int, source: String) throws -> Shard {
        guard (1...maximumCount).contains(count) else {
            throw UsageError(
                "render: \(source): the count must be 1...\(maximumCount), but is \(count)")
        }
        guard (0..<count).contains(index) else {
            throw UsageError(
                "render: \(source): the index must be 0...\(count - 1) (from 0), but is \(index)")
        }
        return Shard(index: index, count: count)
    }

    private static func fromEnvironment(
        _ environment: [String: String], shardsOption: String?
    ) throws -> Shard {
        func number(_ name: String) throws -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = parseInteger(text) else {
                throw UsageError(
                    "render: --shard auto: \(name) must be a whole number, but is '\(text)'")
            }
            return value
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            let count: Int
            if let option = shardsOption {
                guard let value = parseInteger(option) else {
                    throw UsageError("render: --shards needs a whole number, but got '\(option)'")
                }
                count = value
            } else if let value = try number("KINEMA_SHARD_COUNT") {
                count = value
            } else {
                throw UsageError(
                    "render: --shard auto: JOB_COMPLETION_INDEX is set (a Kubernetes Indexed "
                        + "Job) but not the number of shards; give --shards N or set "
                        + "KINEMA_SHARD_COUNT to the Job's completions")
            }
            return try make(
                index: index, count: count,
                source: "--shard auto (JOB_COMPLETION_INDEX=\(index), \(count) shards)")
        }
        if let id = try number("SLURM_ARRAY_TASK_ID") {
            guard let count = try number("SLURM_ARRAY_TASK_COUNT") else {
                throw UsageError(
                    "render: --shard auto: SLURM_ARRAY_TASK_ID is set but not "
                        + "SLURM_ARRAY_TASK_COUNT")
            }
            let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            return try make(
                index: id - minimum, count: count,
                source:
                    "--shard auto (SLURM_ARRAY_TASK_ID=\(id), SLURM_ARRAY_TASK_MIN=\(minimum), "
                    + "SLURM_ARRAY_TASK_COUNT=\(count); the array must be contiguous)")
        }
        throw UsageError(
            "render: --shard auto: neither JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) nor "
                + "SLURM_ARRAY_TASK_ID (a Slurm job array) is set; give --shard INDEX/COUNT")
    }
}
