import KinemaCore

/// The `manifest.json` of a frame sequence: its size, frame rate, count and each frame's
/// time and file.
///
/// ```json
/// {
///   "width": 320, "height": 240, "scale": 1.0, "fps": 30.0, "count": 60, "firstFrame": 0,
///   "lastFrame": 59, "startTime": 0.0,
///   "frames": [{"index": 0, "time": 0.0, "file": "frame_00000.png"}, ...]
/// }
/// ```
public struct FrameManifest: Hashable, Sendable {
    /// The manifest's file name, `manifest.json`.
    public static let fileName = "manifest.json"

    /// The frames and their times.
    public var timeline: FrameTimeline
    /// The frame size.
    public var size: PixelSize
    /// Pixels per point the frames were drawn at (2 for `@2x` frames).
    public var scale: Double

    /// Creates a manifest.
    ///
    /// - Parameters:
    ///   - timeline: The frames and their times.
    ///   - size: The frame size in pixels.
    ///   - scale: Pixels per point; 1 by default.
    public init(timeline: FrameTimeline, size: PixelSize, scale: Double = 1) {
        self.timeline = timeline
        self.size = size
        self.scale = scale
    }

    /// The manifest as JSON text (times as shortest round-trip decimals, in seconds).
    public var json: String {
        let frames = timeline.frames.map { index in
            JSONText.object([
                ("index", .integer(index)), ("time", .number(timeline.time(ofFrame: index))),
                ("file", .string(FrameTimeline.fileName(ofFrame: index))),
            ])
        }
        let root = JSONText.object([
            ("width", .integer(size.width)), ("height", .integer(size.height)),
            ("scale", .number(scale)), ("fps", .number(timeline.fps)),
            ("count", .integer(timeline.count)),
            ("firstFrame", .integer(timeline.frames.lowerBound)),
            ("lastFrame", .integer(timeline.frames.upperBound)),
            ("startTime", .number(timeline.startTime)), ("frames", .array(frames)),
        ])
        return root.serialized() + "\n"
    }
}
