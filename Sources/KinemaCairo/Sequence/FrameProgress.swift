import Foundation
import KinemaCore

/// How far a ``FrameSequence`` render has come, reported after each frame.
public struct FrameProgress: Hashable, Sendable {
    /// The frame just written or skipped.
    public var frameIndex: Int
    /// Frames finished so far, written or skipped.
    public var completedCount: Int
    /// Frames skipped so far because they were already complete (resume).
    public var skippedCount: Int
    /// Frames in the sequence.
    public var totalCount: Int
    /// Time since the render started.
    public var elapsed: Duration

    /// `completedCount / totalCount`, in 0...1.
    public var fractionCompleted: Double {
        totalCount > 0 ? Double(completedCount) / Double(totalCount) : 1
    }
}

/// What a finished ``FrameSequence`` render wrote.
public struct FrameSequenceResult: Sendable {
    /// The directory of the frames.
    public var directory: URL
    /// The manifest written.
    public var manifest: FrameManifest
    /// Where the manifest is.
    public var manifestURL: URL
    /// Frames drawn and written in this run.
    public var renderedCount: Int
    /// Frames kept from an earlier run.
    public var skippedCount: Int
    /// Frames of an earlier run that were damaged (they did not decode fully) and were drawn
    /// again; included in ``renderedCount``.
    public var repairedCount: Int = 0
    /// The wall-clock time of the run.
    public var elapsed: Duration

    /// The frame files, in frame order.
    public var frameURLs: [URL] {
        manifest.timeline.frames.map {
            directory.appending(path: FrameTimeline.fileName(ofFrame: $0))
        }
    }

    /// Frames drawn per second of wall-clock time (0 when nothing was drawn).
    public var framesPerSecond: Double {
        let seconds =
            Double(elapsed.components.seconds)
            + Double(elapsed.components.attoseconds) * 1e-18
        return renderedCount > 0 && seconds > 0 ? Double(renderedCount) / seconds : 0
    }
}
