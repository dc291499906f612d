import Foundation

/// Turns a written frame sequence into an animated PNG or WebP file, reading the frames
/// back one at a time (memory: a few frames and the compressed file).
///
/// Kinema's own helper, the counterpart of ``FrameVideo`` for formats written in-process:
///
/// ```swift
/// let animation = FrameAnimation(
///     output: URL(filePath: "wheel.webp"), format: .webp(.lossy(quality: 90)), loopCount: 0)
/// try animation.check(fps: 30, size: PixelSize(width: 320, height: 320))   // before rendering
/// try animation.encode(framesIn: framesDirectory, manifest: result.manifest)
/// ```
public struct FrameAnimation: Hashable, Sendable {
    /// A file format.
    public enum Format: Hashable, Sendable {
        /// An animated PNG written by ``AnimatedPNGEncoder`` with a compression.
        case apng(PNGCompression)
        /// An animated WebP written by ``AnimatedWebPEncoder`` with a compression.
        case webp(WebPCompression)
    }

    /// The file to write.
    public var output: URL
    /// The format.
    public var format: Format
    /// How often the animation plays: 0 forever.
    public var loopCount: Int

    /// Creates an animation description.
    public init(output: URL, format: Format, loopCount: Int = 0) {
        self.output = output
        self.format = format
        self.loopCount = loopCount
    }

    /// Checks the frame rate, size, loop count and quality before anything is rendered.
    ///
    /// - Throws: ``AnimatedImageError`` naming the value the format cannot hold.
    public func check(fps: Double, size: PixelSize) throws {
        switch format {
        case .apng:
            _ = try FrameDelay(fps: fps)
            let maximum = AnimatedPNGEncoder.maximumLoopCount
            guard (0...maximum).contains(loopCount) else {
                throw AnimatedImageError.invalidLoopCount(loopCount, maximum: maximum)
            }
        case .webp(let compression):
            let supported = AnimatedWebPEncoder.supportedFrameRates
            guard fps.isFinite, supported.contains(fps) else {
                throw AnimatedImageError.invalidFrameRate(fps, supported: supported)
            }
            let maximum = AnimatedWebPEncoder.maximumLoopCount
            guard (0...maximum).contains(loopCount) else {
                throw AnimatedImageError.invalidLoopCount(loopCount, maximum: maximum)
            }
            if case .lossy(let quality) = compression,
                !(quality.isFinite && (0...100).contains(quality))
            {
                throw AnimatedImageError.invalidQuality(quality)
            }
            let side = AnimatedWebPEncoder.maximumSide
            guard size.width <= side, size.height <= side else {
                throw AnimatedImageError.invalidSize(size, maximum: side)
            }
        }
    }

    /// Encodes the frames of `manifest` in `directory` into ``output``, atomically.
    ///
    /// - Throws: ``AnimatedImageError`` as ``check(fps:size:)``; ``ImageFileError`` naming
    ///   a frame file that cannot be read, or an unwritable output;
    ///   ``FrameSequenceError/interrupted(completed:total:)`` when `stopFlag` is set (the
    ///   output is then untouched).
    public func encode(
        framesIn directory: URL, manifest: FrameManifest, stopFlag: StopFlag? = nil
    ) throws {
        let timeline = manifest.timeline
        try check(fps: timeline.fps, size: manifest.size)
        let frame = { (offset: Int) throws -> RGBAImage in
            if stopFlag?.isStopped == true {
                throw FrameSequenceError.interrupted(
                    completed: timeline.count, total: timeline.count)
            }
            let name = FrameTimeline.fileName(ofFrame: timeline.frames.lowerBound + offset)
            return try PNGDecoder.decode(contentsOf: directory.appending(path: name))
        }
        let bytes: [UInt8]
        switch format {
        case .apng(let compression):
            bytes = try AnimatedPNGEncoder(loopCount: loopCount, compression: compression)
                .encode(frameCount: timeline.count, fps: timeline.fps, frame: frame)
        case .webp(let compression):
            bytes = try AnimatedWebPEncoder(compression: compression, loopCount: loopCount)
                .encode(frameCount: timeline.count, fps: timeline.fps, frame: frame)
        }
        try AtomicFile.write(bytes, to: output)
    }
}
