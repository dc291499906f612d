/// Why an animated image (APNG or WebP) could not be written; each message names the input.
public enum AnimatedImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No frames were given.
    case noFrames
    /// The frame rate is not finite or outside the range the format can hold.
    case invalidFrameRate(Double, supported: ClosedRange<Double>)
    /// A frame's size differs from the first frame's.
    case sizeMismatch(frame: Int, size: PixelSize, expected: PixelSize)
    /// A frame has a zero width or height, or one beyond the format's limit.
    case invalidSize(PixelSize, maximum: Int)
    /// The loop count is negative or beyond the format's limit.
    case invalidLoopCount(Int, maximum: Int)
    /// A lossy quality outside 0...100.
    case invalidQuality(Double)
    /// A frame duration that is negative, not finite, or beyond the format's limit.
    case invalidDuration(frame: Int, milliseconds: Double)
    /// The durations do not match the frames one to one.
    case durationCountMismatch(frames: Int, durations: Int)
    /// The encoding library reported an error.
    case encodingFailed(String)

    /// A sentence naming the input and what was expected.
    public var description: String {
        switch self {
        case .noFrames:
            "an animated image needs at least one frame, but there are none"
        case .invalidFrameRate(let fps, let supported):
            "the frame rate \(fps) fps is outside the supported "
                + "\(supported.lowerBound)...\(supported.upperBound) fps"
        case .sizeMismatch(let frame, let size, let expected):
            "frame \(frame) is \(size.width)x\(size.height), but the animation is "
                + "\(expected.width)x\(expected.height) like its first frame"
        case .invalidSize(let size, let maximum):
            "an animated image needs 1...\(maximum) pixels a side, but this one is "
                + "\(size.width)x\(size.height)"
        case .invalidLoopCount(let count, let maximum):
            "the loop count must be 0 (forever) ... \(maximum), but is \(count)"
        case .invalidQuality(let quality):
            "the lossy quality must be 0...100, but is \(quality)"
        case .invalidDuration(let frame, let milliseconds):
            "frame \(frame) has a duration of \(milliseconds) ms; it must be finite and not "
                + "negative"
        case .durationCountMismatch(let frames, let durations):
            "\(frames) frames need \(frames) durations, but \(durations) were given"
        case .encodingFailed(let reason):
            "the encoder failed: \(reason)"
        }
    }
}
