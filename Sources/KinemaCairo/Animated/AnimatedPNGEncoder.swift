import Foundation

/// Kinema's animated PNG (APNG) writer, built on its own PNG encoder.
///
/// ```swift
/// let encoder = AnimatedPNGEncoder(loopCount: 0)          // 0 plays forever
/// try encoder.write(frames, fps: 30, to: URL(filePath: "spinner.png"))
/// ```
///
/// The file is a PNG whose default image is the first frame (viewers without APNG support
/// show it), with an `acTL` chunk (frame count, loop count) and per frame an `fcTL` chunk
/// and its data. Every frame shows for the same ``FrameDelay`` made from the frame rate.
/// Frames after the first are cropped to the rectangle that changed, and for each one the
/// previous frame's disposal (none, background, previous) and the frame's blend (source,
/// or over with unchanged pixels transparent) are chosen to make it smallest. Identical
/// consecutive frames are kept as frames of one pixel, so the frame count is exact.
///
/// The color type is RGB when every frame is opaque and RGBA otherwise (found as the frames
/// arrive: a translucent frame after opaque ones starts the file again in RGBA, asking for
/// the frames from the first). Decoded frames equal the given ones byte for byte, fully
/// transparent pixels included.
public struct AnimatedPNGEncoder: Hashable, Sendable {
    /// How often the animation plays: 0 (the default) forever, else 1...4,294,967,295 times.
    public var loopCount: Int

    /// The compression of each frame's data (see ``PNGCompression``). With ``PNGCompression/small``
    /// each candidate is also compressed as ``PNGCompression/fast`` does it and the smaller
    /// kept, so a `.small` file is never larger than a `.fast` one.
    public var compression: PNGCompression

    /// The largest loop count the `acTL` chunk holds.
    public static let maximumLoopCount = Int(UInt32.max)

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - loopCount: 0 to play forever (the default), else how many times to play.
    ///   - compression: ``PNGCompression/fast`` unless you need smaller files.
    public init(loopCount: Int = 0, compression: PNGCompression = .fast) {
        self.loopCount = loopCount
        self.compression = compression
    }

    /// The APNG file of `frameCount` frames, each asked for from `frame` in order.
    ///
    /// Memory holds three frames and the compressed file. `frame` may be asked for the
    /// frames a second time (see the type's discussion) and may throw to stop the work.
    ///
    /// - Parameters:
    ///   - frameCount: At least 1.
    ///   - fps: Frames per second, within ``FrameDelay/supportedFrameRates``.
    ///   - frame: The frame at an index in `0..<frameCount`; all of one size.
    /// - Throws: ``AnimatedImageError`` naming the bad count, rate, loop count or frame
    ///   size; whatever `frame` throws.
    /// - Complexity: O(frameCount * width * height), with up to five compressions of the
    ///   changed rectangle per frame.
    public func encode(
        frameCount: Int, fps: Double, frame: (Int) throws -> RGBAImage
    ) throws -> [UInt8] {
        guard frameCount >= 1 else { throw AnimatedImageError.noFrames }
        guard (0...Self.maximumLoopCount).contains(loopCount) else {
            throw AnimatedImageError.invalidLoopCount(loopCount, maximum: Self.maximumLoopCount)
        }
        guard frameCount <= Int(UInt32.max) / 2 else {
            throw AnimatedImageError.encodingFailed(
                "\(frameCount) frames are more than an APNG file can number")
        }
        let delay = try FrameDelay(fps: fps)
        let first = try frame(0)
        try Self.checkSize(first.size)
        var colorType: PNGFile.ColorType = first.isOpaque ? .rgb : .rgba
        while true {
            var assembler = APNGAssembler(
                size: first.size, frameCount: frameCount, loopCount: loopCount, delay: delay,
                colorType: colorType, settings: compression.settings)
            assembler.add(first)
            var restart = false
            for index in 1..<max(1, frameCount) {
                let image = try frame(index)
                guard image.size == first.size else {
                    throw AnimatedImageError.sizeMismatch(
                        frame: index, size: image.size, expected: first.size)
                }
                if colorType == .rgb && !image.isOpaque {
                    colorType = .rgba
                    restart = true
                    break
                }
                assembler.add(image)
            }
            if !restart { return assembler.finish() }
        }
    }

    /// The APNG file of `frames`, all of one size.
    ///
    /// - Throws: ``AnimatedImageError`` as ``encode(frameCount:fps:frame:)``.
    public func encode(_ frames: [RGBAImage], fps: Double) throws -> [UInt8] {
        try encode(frameCount: frames.count, fps: fps) { frames[$0] }
    }

    /// Encodes `frames` and writes the file to `url` atomically (temporary sibling, then
    /// rename).
    ///
    /// - Throws: ``AnimatedImageError`` as ``encode(frameCount:fps:frame:)``;
    ///   ``ImageFileError`` of kind `unwritable` naming the file.
    public func write(_ frames: [RGBAImage], fps: Double, to url: URL) throws {
        try AtomicFile.write(try encode(frames, fps: fps), to: url)
    }

    /// The largest side a PNG holds: 2^31 - 1.
    private static func checkSize(_ size: PixelSize) throws {
        let maximum = Int(Int32.max)
        guard (1...maximum).contains(size.width), (1...maximum).contains(size.height) else {
            throw AnimatedImageError.invalidSize(size, maximum: maximum)
        }
    }
}
