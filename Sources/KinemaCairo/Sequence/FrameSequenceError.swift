import Foundation

/// Why a frame sequence could not be written; each message names the input at fault.
public enum FrameSequenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The frame rate is not finite and positive.
    case invalidFPS(Double)
    /// The times are not finite, or the end is not after the start.
    case invalidTimeRange(from: Double, to: Double)
    /// The first frame index is negative, or the last is before the first.
    case invalidFrameRange(first: Int, last: Int)
    /// More frames than ``FrameTimeline/maximumFrameCount``.
    case tooManyFrames(Double)
    /// A frame index above ``FrameTimeline/maximumFrameIndex``.
    case frameIndexTooLarge(Int)
    /// A frame's time, or the duration of one frame, beyond ``FrameTimeline/maximumTime``.
    case timeOutOfRange(Double)
    /// A width or height outside 1...``FrameSequence/maximumSide``.
    case invalidSize(width: Int, height: Int)
    /// A scale (pixels per point) that is not finite and positive.
    case invalidScale(Double)
    /// The surfaces the workers need exceed the memory budget.
    case overMemoryBudget(width: Int, height: Int, bytes: Int, budget: Int)
    /// The output directory does not exist or is not a directory.
    case missingDirectory(String)
    /// The output directory cannot be written to.
    case unwritableDirectory(String)
    /// Another render holds the directory's ``DirectoryLock``; who holds it.
    case directoryInUse(String, holder: String)
    /// A resumed render found frames drawn with other settings; the differences.
    case settingsChanged(String, changes: [String])
    /// A drawn image has another size than the sequence.
    case wrongImageSize(frame: Int, width: Int, height: Int, expected: PixelSize)
    /// Drawing or writing a frame failed; the message of the cause.
    case frameFailed(frame: Int, reason: String)
    /// The run was stopped (SIGINT or cancellation) after `completed` of `total` frames.
    case interrupted(completed: Int, total: Int)
    /// A video format cannot play frames at this rate; the rates it supports.
    case unsupportedFrameRate(output: String, fps: Double, supported: ClosedRange<Double>)
    /// `ffmpeg` is needed for a video or GIF file but is not on `PATH`.
    case ffmpegMissing(output: String)
    /// `ffmpeg` ran but failed; its exit status and the end of its error output.
    case ffmpegFailed(output: String, status: Int32, message: String)

    /// A sentence naming the input and what was expected.
    public var description: String {
        switch self {
        case .invalidFPS(let fps):
            "frames per second must be finite and greater than 0, but is \(fps)"
        case .invalidTimeRange(let from, let to):
            "the time range \(from) ..< \(to) s is empty or inverted; the end must be after "
                + "the start and both finite"
        case .invalidFrameRange(let first, let last):
            "the frame range \(first)..\(last) is empty or inverted; it needs "
                + "0 <= first <= last"
        case .tooManyFrames(let count):
            "the sequence would have \(Self.wholeNumber(count)) frames, more than the limit "
                + "of \(FrameTimeline.maximumFrameCount)"
        case .frameIndexTooLarge(let index):
            "the frame index \(index) is too large; frame indices must be at most "
                + "\(FrameTimeline.maximumFrameIndex)"
        case .timeOutOfRange(let time):
            "a frame would be at or last \(time) s, beyond the limit of "
                + "\(Self.wholeNumber(FrameTimeline.maximumTime)) s; use a higher frame rate "
                + "or earlier frames"
        case .invalidSize(let width, let height):
            "the frame size \(width)x\(height) is invalid; each side must be 1..."
                + "\(FrameSequence.maximumSide) pixels"
        case .invalidScale(let scale):
            "the scale must be finite and greater than 0 pixels per point, but is \(scale)"
        case .overMemoryBudget(let width, let height, let bytes, let budget):
            "frames of \(width)x\(height) need about \(bytes >> 20) MiB for the render "
                + "workers, over the memory budget of \(budget >> 20) MiB"
        case .missingDirectory(let path):
            "the output directory '\(path)' does not exist or is not a directory"
        case .unwritableDirectory(let path):
            "the output directory '\(path)' is not writable"
        case .directoryInUse(let path, let holder):
            "the directory '\(path)' is in use by another render (\(holder)); wait for it to "
                + "finish or choose another output directory"
        case .settingsChanged(let path, let changes):
            "the frames in '\(path)' were drawn with other settings ("
                + changes.joined(separator: "; ") + "); resuming would mix them, so render "
                + "without resume to draw every frame again"
        case .wrongImageSize(let frame, let width, let height, let expected):
            "frame \(frame) was drawn at \(width)x\(height), but the sequence is "
                + "\(expected.width)x\(expected.height)"
        case .frameFailed(let frame, let reason):
            "frame \(frame) failed: \(reason)"
        case .interrupted(let completed, let total):
            "interrupted after \(completed) of \(total) frames; every frame file present is "
                + "complete (run again with resume to finish)"
        case .unsupportedFrameRate(let output, let fps, let supported):
            "cannot write '\(output)' at \(fps) fps: the format plays "
                + String(format: "%g...%g", supported.lowerBound, supported.upperBound)
                + " frames per second"
        case .ffmpegMissing(let output):
            "cannot write '\(output)': ffmpeg is not installed or not on PATH "
                + "(Debian: apt-get install ffmpeg)"
        case .ffmpegFailed(let output, let status, let message):
            "ffmpeg failed with status \(status) writing '\(output)': \(message)"
        }
    }

    /// A count or time as a whole number in decimal digits ("inf" when not finite), never in
    /// exponent notation.
    static func wholeNumber(_ value: Double) -> String {
        value.isFinite ? String(format: "%.0f", value.rounded(.up)) : "\(value)"
    }
}
