import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene

extension SceneTimeline {
    /// Renders the frames from `start` up to (not including) `end` at `fps` into `directory`:
    /// `frame_00000.png` … and `manifest.json`, frames drawn concurrently with bytes
    /// identical to a serial render.
    ///
    /// ```swift
    /// let result = try await timeline.render(from: 0, to: 2, fps: 30, into: outputDirectory)
    /// print(result.framesPerSecond)
    /// ```
    ///
    /// - Parameters:
    ///   - start: The time of frame 0, in seconds.
    ///   - end: The end of the range, in seconds; frames start before it.
    ///   - fps: Frames per second, greater than 0.
    ///   - directory: An existing, writable directory.
    ///   - scale: Pixels per point (2 for @2x frames); the frame size is the timeline's
    ///     size times `scale`, rounded up.
    ///   - background: Painted under every frame; white (opaque frames, written as RGB)
    ///     by default.
    ///   - images: Decoded PNG files the scene names, shared by the render tasks.
    ///   - configure: Adjusts the sequence before it runs: `resumes`, `maximumConcurrency`,
    ///     `compression`, `progress`, `stopFlag`.
    /// - Returns: What was written and how fast.
    /// - Throws: ``FrameSequenceError`` naming the bad input (a range, fps, size or
    ///   directory) before anything is written, or the first failure while rendering.
    @discardableResult
    public func render(
        from start: TimeInterval, to end: TimeInterval, fps: Double, into directory: URL,
        scale: Double = 1, background: Color = .white, images: ImageStore = ImageStore(),
        configure: (inout FrameSequence) -> Void = { _ in }
    ) async throws -> FrameSequenceResult {
        try await render(
            try FrameTimeline(from: start, to: end, fps: fps), into: directory, scale: scale,
            background: background, images: images, configure: configure)
    }

    /// Renders frames `first` through `last` of the clock `time = index / fps` into
    /// `directory`, as ``render(from:to:fps:into:scale:background:images:configure:)`` does.
    @discardableResult
    public func render(
        frames first: Int, through last: Int, fps: Double, into directory: URL,
        scale: Double = 1, background: Color = .white, images: ImageStore = ImageStore(),
        configure: (inout FrameSequence) -> Void = { _ in }
    ) async throws -> FrameSequenceResult {
        try await render(
            try FrameTimeline(frames: first, through: last, fps: fps), into: directory,
            scale: scale, background: background, images: images, configure: configure)
    }

    private func render(
        _ timeline: FrameTimeline, into directory: URL, scale: Double, background: Color,
        images: ImageStore, configure: (inout FrameSequence) -> Void
    ) async throws -> FrameSequenceResult {
        let pixels = try Self.pixelSize(of: size, scale: scale)
        var sequence = FrameSequence(timeline: timeline, size: pixels, directory: directory)
        configure(&sequence)
        return try await sequence.render(
            SceneDrawing.drawing(self, images: images, background: background))
    }

    /// The frame size in pixels: `size * scale` rounded up, each side at least 1.
    private static func pixelSize(of size: CGSize, scale: Double) throws -> PixelSize {
        guard scale.isFinite, scale > 0 else { throw FrameSequenceError.invalidScale(scale) }
        func pixels(_ length: CGFloat) -> Int {
            let value = (Double(length) * scale).rounded(.up)
            return value.isFinite ? Int(min(max(value, 1), 1e9)) : 1
        }
        return PixelSize(width: pixels(size.width), height: pixels(size.height))
    }
}
