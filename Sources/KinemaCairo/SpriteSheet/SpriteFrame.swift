/// One frame to put on a sprite sheet: a name, its pixels and how long it shows.
public struct SpriteFrame: Hashable, Sendable {
    /// The frame's name in the atlas (its key in "JSON (Hash)", `filename` in "JSON (Array)").
    /// Names must be unique within a sheet.
    public var name: String

    /// The frame's pixels, straight RGBA.
    public var image: RGBAImage

    /// How long the frame shows; written to the atlas as whole milliseconds (Aseprite's
    /// per-frame `duration`). Must not be negative.
    public var duration: Duration

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - name: A unique name, such as `"spinner_00"`.
    ///   - image: The pixels.
    ///   - duration: How long it shows; 100 ms by default, as in Aseprite.
    public init(name: String, image: RGBAImage, duration: Duration = .milliseconds(100)) {
        self.name = name
        self.image = image
        self.duration = duration
    }
}

/// A named range of frames, Aseprite's frame tag: `meta.frameTags` and `animations` in the atlas.
public struct FrameTag: Hashable, Sendable {
    /// The order in which an engine plays the tagged frames.
    public enum Direction: String, Hashable, Sendable {
        /// From `from` to `to`.
        case forward
        /// From `to` back to `from`.
        case reverse
        /// Forward, then back.
        case pingpong
    }

    /// The tag's name, such as `"walk"`.
    public var name: String

    /// The index of the first frame, in the order the frames were given.
    public var from: Int

    /// The index of the last frame (inclusive), at least `from`.
    public var to: Int

    /// The playing order.
    public var direction: Direction

    /// Creates a tag over frames `from...to`.
    public init(name: String, from: Int, to: Int, direction: Direction = .forward) {
        self.name = name
        self.from = from
        self.to = to
        self.direction = direction
    }
}
