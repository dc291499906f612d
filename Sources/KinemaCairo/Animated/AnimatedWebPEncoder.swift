import CWebP
import Foundation

/// Writes animated WebP files through libwebp's `WebPAnimEncoder` (Debian's `libwebp-dev`).
///
/// ```swift
/// let encoder = AnimatedWebPEncoder(compression: .lossy(quality: 90), loopCount: 0)
/// try encoder.write(frames, fps: 30, to: URL(filePath: "spinner.webp"))
/// ```
///
/// WebP stores each frame's duration in whole milliseconds, so frame `i` starts at
/// `round(i * 1000 / fps)` ms (or at the rounded sum of the durations before it): each
/// duration is within half a millisecond of the exact one and the total never drifts.
/// libwebp crops every frame to what changed and picks disposal and blending itself. It
/// merges a frame identical to the one before into that frame, adding the durations, so
/// a decoder may count fewer frames that play the same. One frame makes a still WebP.
public struct AnimatedWebPEncoder: Hashable, Sendable {
    /// Lossless (the default) or lossy with a quality.
    public var compression: WebPCompression

    /// How often the animation plays: 0 (the default) forever, else 1...65,535 times.
    public var loopCount: Int

    /// The largest loop count the `ANIM` chunk holds.
    public static let maximumLoopCount = 65535

    /// The largest width and height of a WebP image.
    public static let maximumSide = 16383

    /// The frame rates whose frames last at least 1 ms and at most WebP's 2^24 - 1 ms.
    public static let supportedFrameRates: ClosedRange<Double> = (1000.0 / 16_777_215)...1000

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - compression: ``WebPCompression/lossless`` unless smaller files matter more.
    ///   - loopCount: 0 to play forever (the default), else how many times to play.
    public init(compression: WebPCompression = .lossless, loopCount: Int = 0) {
        self.compression = compression
        self.loopCount = loopCount
    }

    /// The WebP file of `frameCount` frames at `fps`, each asked for from `frame` in order.
    ///
    /// - Throws: ``AnimatedImageError`` naming a bad count, rate, size, loop count or
    ///   quality, or libwebp's error; whatever `frame` throws.
    /// - Complexity: O(frameCount * width * height).
    public func encode(
        frameCount: Int, fps: Double, frame: (Int) throws -> RGBAImage
    ) throws -> [UInt8] {
        guard fps.isFinite, Self.supportedFrameRates.contains(fps) else {
            throw AnimatedImageError.invalidFrameRate(fps, supported: Self.supportedFrameRates)
        }
        return try encode(
            frameCount: frameCount, start: { (Double($0) * 1000 / fps).rounded() }, frame: frame)
    }

    /// The WebP file of `frames`, each showing for its duration.
    ///
    /// - Parameters:
    ///   - frames: At least one frame, all of one size.
    ///   - durations: One per frame, each 0 ... 16,777,215 ms; rounded to whole milliseconds.
    /// - Throws: ``AnimatedImageError`` as ``encode(frameCount:fps:frame:)``, and for a
    ///   duration that is negative or too long, or a count that differs from the frames'.
    public func encode(_ frames: [RGBAImage], durations: [Duration]) throws -> [UInt8] {
        guard durations.count == frames.count else {
            throw AnimatedImageError.durationCountMismatch(
                frames: frames.count, durations: durations.count)
        }
        var starts = [0.0]
        for (index, duration) in durations.enumerated() {
            let milliseconds = duration / .milliseconds(1)
            guard milliseconds.isFinite, (0...16_777_215).contains(milliseconds) else {
                throw AnimatedImageError.invalidDuration(frame: index, milliseconds: milliseconds)
            }
            starts.append(starts[index] + milliseconds)
        }
        return try encode(
            frameCount: frames.count, start: { starts[$0].rounded() }, frame: { frames[$0] })
    }

    /// The WebP file of `frames` at `fps`.
    ///
    /// - Throws: ``AnimatedImageError`` as ``encode(frameCount:fps:frame:)``.
    public func encode(_ frames: [RGBAImage], fps: Double) throws -> [UInt8] {
        try encode(frameCount: frames.count, fps: fps) { frames[$0] }
    }

    /// Encodes `frames` at `fps` and writes the file to `url` atomically.
    ///
    /// - Throws: ``AnimatedImageError`` as ``encode(frameCount:fps:frame:)``;
    ///   ``ImageFileError`` of kind `unwritable` naming the file.
    public func write(_ frames: [RGBAImage], fps: Double, to url: URL) throws {
        try AtomicFile.write(try encode(frames, fps: fps), to: url)
    }

    /// Encodes frames whose start times (in ms, whole) come from `start`; `start(frameCount)`
    /// is where the last frame ends.
    private func encode(
        frameCount: Int, start: (Int) -> Double, frame: (Int) throws -> RGBAImage
    ) throws -> [UInt8] {
        guard frameCount >= 1 else { throw AnimatedImageError.noFrames }
        guard (0...Self.maximumLoopCount).contains(loopCount) else {
            throw AnimatedImageError.invalidLoopCount(loopCount, maximum: Self.maximumLoopCount)
        }
        guard start(frameCount) <= Double(Int32.max) else {
            throw AnimatedImageError.encodingFailed(
                "the animation lasts \(start(frameCount)) ms, more than WebP's timestamps hold "
                    + "(\(Int32.max) ms)")
        }
        var config = try makeConfig()
        let first = try frame(0)
        let size = first.size
        guard (1...Self.maximumSide).contains(size.width),
            (1...Self.maximumSide).contains(size.height)
        else { throw AnimatedImageError.invalidSize(size, maximum: Self.maximumSide) }
        let encoder = try WebPAnimation(size: size, loopCount: loopCount)
        for index in 0..<frameCount {
            let image = index == 0 ? first : try frame(index)
            guard image.size == size else {
                throw AnimatedImageError.sizeMismatch(
                    frame: index, size: image.size, expected: size)
            }
            try encoder.add(image, timestamp: Int32(start(index)), config: &config)
        }
        return try encoder.assemble(endTimestamp: Int32(start(frameCount)))
    }

    /// libwebp's settings for ``compression``.
    private func makeConfig() throws -> WebPConfig {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else {
            throw AnimatedImageError.encodingFailed("libwebp's configuration version differs")
        }
        switch compression {
        case .lossless:
            config.lossless = 1
            config.exact = 1
        case .lossy(let quality):
            guard quality.isFinite, (0...100).contains(quality) else {
                throw AnimatedImageError.invalidQuality(quality)
            }
            config.quality = Float(quality)
        }
        guard WebPValidateConfig(&config) != 0 else {
            throw AnimatedImageError.encodingFailed("libwebp refused the configuration")
        }
        return config
    }
}
