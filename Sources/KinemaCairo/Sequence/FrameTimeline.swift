/// Which frames a sequence holds and when each one is: a frame rate, the indices of the
/// frames and the time of frame 0.
///
/// Frame `i` shows the time `startTime + i / fps` seconds. Two ways to say which frames:
///
/// ```swift
/// // Times 0 ..< 2 s at 30 fps: frames 0...59 at 0, 1/30, ..., 59/30 s.
/// let whole = try FrameTimeline(from: 0, to: 2, fps: 30)
/// // Frames 10...19 of the same clock: 10/30, ..., 19/30 s.
/// let part = try FrameTimeline(frames: 10, through: 19, fps: 30)
/// ```
public struct FrameTimeline: Hashable, Sendable {
    /// The most frames one timeline may hold (10,000,000: over 92 hours at 30 fps).
    public static let maximumFrameCount = 10_000_000

    /// The largest frame index (999,999,999): nine digits in a file name, exact in a
    /// `Double`, and no index arithmetic near `Int.max`.
    public static let maximumFrameIndex = 999_999_999

    /// The largest time of a frame, and the longest frame (`1 / fps`), in seconds: 1e9 s,
    /// about 31 years. Within it, times and frame durations convert to `Duration`, whole
    /// milliseconds and video time bases without overflow.
    public static let maximumTime = 1e9

    /// Frames per second, finite and positive.
    public let fps: Double

    /// The time of frame index 0, in seconds.
    public let startTime: Double

    /// The indices of the frames, not negative.
    public let frames: ClosedRange<Int>

    /// The frames showing the half-open interval of time `start ..< end`.
    ///
    /// The frames are at `start + i / fps` for `i` in `0 ..< ceil((end - start) * fps)`
    /// (with a tolerance of 1e-9 frames, so that 2 s at 30 fps is 60 frames, not 61). A
    /// sequence that loops wants exactly this: its last frame is one step before the first
    /// one repeats.
    ///
    /// - Throws: ``FrameSequenceError/invalidFPS(_:)`` for a frame rate that is not finite and
    ///   positive; ``FrameSequenceError/invalidTimeRange(from:to:)`` for non-finite times or
    ///   `end <= start`; ``FrameSequenceError/tooManyFrames(_:)`` past
    ///   ``maximumFrameCount``; ``FrameSequenceError/timeOutOfRange(_:)`` for a time or a
    ///   frame duration beyond ``maximumTime``.
    public init(from start: Double, to end: Double, fps: Double) throws {
        try Self.check(fps: fps)
        guard start.isFinite, end.isFinite, end > start else {
            throw FrameSequenceError.invalidTimeRange(from: start, to: end)
        }
        for time in [start, end] where abs(time) > Self.maximumTime {
            throw FrameSequenceError.timeOutOfRange(time)
        }
        let exact = (end - start) * fps
        guard exact <= Double(Self.maximumFrameCount) else {
            throw FrameSequenceError.tooManyFrames(exact)
        }
        let count = max(1, Int((exact - 1e-9).rounded(.up)))
        self.fps = fps
        self.startTime = start
        self.frames = 0...(count - 1)
        try checkLastTime()
    }

    /// The frames `first ... last` (both included) of a clock that starts at time 0.
    ///
    /// - Throws: ``FrameSequenceError/invalidFPS(_:)`` as above;
    ///   ``FrameSequenceError/invalidFrameRange(first:last:)`` for a negative first index or
    ///   `last < first`; ``FrameSequenceError/frameIndexTooLarge(_:)`` past
    ///   ``maximumFrameIndex``; ``FrameSequenceError/tooManyFrames(_:)`` past
    ///   ``maximumFrameCount``; ``FrameSequenceError/timeOutOfRange(_:)`` for a time beyond
    ///   ``maximumTime``.
    public init(frames first: Int, through last: Int, fps: Double) throws {
        try Self.check(fps: fps)
        guard first >= 0, last >= first else {
            throw FrameSequenceError.invalidFrameRange(first: first, last: last)
        }
        guard last <= Self.maximumFrameIndex else {
            throw FrameSequenceError.frameIndexTooLarge(last)
        }
        guard last - first < Self.maximumFrameCount else {
            throw FrameSequenceError.tooManyFrames(Double(last) - Double(first) + 1)
        }
        self.fps = fps
        self.startTime = 0
        self.frames = first...last
        try checkLastTime()
    }

    /// The frames `first ... last` of a clock whose frame 0 is at `startTime`, as a
    /// manifest records them; the checks of ``init(frames:through:fps:)``.
    init(frames first: Int, through last: Int, fps: Double, startTime: Double) throws {
        let timeline = try FrameTimeline(frames: first, through: last, fps: fps)
        guard startTime.isFinite, abs(startTime) <= Self.maximumTime else {
            throw FrameSequenceError.timeOutOfRange(startTime)
        }
        self.fps = timeline.fps
        self.startTime = startTime
        self.frames = timeline.frames
        try checkLastTime()
    }

    /// The number of frames, at least 1.
    public var count: Int { frames.count }

    /// The time of frame `index`, in seconds: `startTime + index / fps`.
    public func time(ofFrame index: Int) -> Double {
        startTime + Double(index) / fps
    }

    /// The file name of frame `index`: `frame_00000.png`, five digits or more.
    public static func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
            + ".png"
    }

    /// Frame durations beyond ``maximumTime`` (a frame rate below 1e-9) are refused.
    private static func check(fps: Double) throws {
        guard fps.isFinite, fps > 0 else { throw FrameSequenceError.invalidFPS(fps) }
        guard 1 / fps <= maximumTime else { throw FrameSequenceError.timeOutOfRange(1 / fps) }
    }

    /// Times grow with the index, so the last frame's is the largest.
    private func checkLastTime() throws {
        let last = time(ofFrame: frames.upperBound)
        guard abs(last) <= Self.maximumTime else { throw FrameSequenceError.timeOutOfRange(last) }
    }
}
