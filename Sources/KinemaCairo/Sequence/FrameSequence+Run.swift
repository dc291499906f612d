import Foundation
import KinemaCore

extension FrameSequence {
    /// A worker's frame encoder: frame in, PNG bytes out. It lives inside one task.
    typealias MakeWorker = @Sendable () throws -> (SequenceFrame) async throws -> [UInt8]

    /// Validates, runs ``workerCount`` workers over the frames, writes the manifest.
    func run(_ makeWorker: @escaping MakeWorker) async throws -> FrameSequenceResult {
        try validate()
        let lock = try DirectoryLock(directory: directory)
        defer { lock.release() }
        try prepareDirectory()
        let clock = ContinuousClock()
        let start = clock.now
        let schedule = FrameSchedule(timeline: timeline, stopFlag: stopFlag, progress: progress)
        let (timeline, directory, size, resumes) = (timeline, directory, size, resumes)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<workerCount {
                group.addTask {
                    let encode = try makeWorker()
                    while let index = schedule.next() {
                        let frame = SequenceFrame(index: index, time: timeline.time(ofFrame: index))
                        let url = directory.appending(path: FrameTimeline.fileName(ofFrame: index))
                        var repairs = false
                        if resumes {
                            switch Self.keptFrame(at: url, size: size) {
                            case .intact:
                                schedule.finished(index, outcome: .kept, elapsed: clock.now - start)
                                continue
                            case .damaged: repairs = true
                            case .missing: break
                            }
                        }
                        do {
                            try AtomicFile.write(try await encode(frame), to: url)
                        } catch let error as FrameSequenceError {
                            throw error
                        } catch {
                            throw FrameSequenceError.frameFailed(frame: index, reason: "\(error)")
                        }
                        schedule.finished(
                            index, outcome: repairs ? .repaired : .rendered,
                            elapsed: clock.now - start)
                    }
                }
            }
            try await group.waitForAll()
        }
        let (completed, skipped, repaired) = schedule.counts
        guard completed == timeline.count else {
            throw FrameSequenceError.interrupted(completed: completed, total: timeline.count)
        }
        let manifest = FrameManifest(timeline: timeline, size: size, scale: scale)
        let manifestURL = directory.appending(path: FrameManifest.fileName)
        try AtomicFile.write(Array(manifest.json.utf8), to: manifestURL)
        return FrameSequenceResult(
            directory: directory, manifest: manifest, manifestURL: manifestURL,
            renderedCount: completed - skipped, skippedCount: skipped, repairedCount: repaired,
            elapsed: clock.now - start)
    }
}

/// Hands out frame indices to the workers in order and counts what is done.
final class FrameSchedule: Sendable {
    /// What happened to a finished frame.
    enum Outcome {
        /// Drawn and written.
        case rendered
        /// Kept from an earlier run.
        case kept
        /// Drawn again in place of a damaged file.
        case repaired
    }

    private struct State {
        var next: Int
        var completed = 0
        var skipped = 0
        var repaired = 0
    }

    private let state: Locked<State>
    private let timeline: FrameTimeline
    private let stopFlag: StopFlag?
    private let progress: (@Sendable (FrameProgress) -> Void)?

    init(
        timeline: FrameTimeline, stopFlag: StopFlag?,
        progress: (@Sendable (FrameProgress) -> Void)?
    ) {
        self.state = Locked(State(next: timeline.frames.lowerBound))
        self.timeline = timeline
        self.stopFlag = stopFlag
        self.progress = progress
    }

    /// The next frame to draw, or `nil` when all are taken, the flag is set or the task is
    /// cancelled.
    func next() -> Int? {
        if stopFlag?.isStopped == true || Task.isCancelled { return nil }
        return state.withLock { state in
            guard state.next <= timeline.frames.upperBound else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    /// Counts a finished frame and reports progress (under the lock: one report at a time).
    func finished(_ index: Int, outcome: Outcome, elapsed: Duration) {
        state.withLock { state in
            state.completed += 1
            if outcome == .kept { state.skipped += 1 }
            if outcome == .repaired { state.repaired += 1 }
            progress?(
                FrameProgress(
                    frameIndex: index, completedCount: state.completed,
                    skippedCount: state.skipped, totalCount: timeline.count, elapsed: elapsed))
        }
    }

    /// Frames finished (written or skipped), skipped, and drawn again over damaged files.
    var counts: (completed: Int, skipped: Int, repaired: Int) {
        state.withLock { ($0.completed, $0.skipped, $0.repaired) }
    }
}
