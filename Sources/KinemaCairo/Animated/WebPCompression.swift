/// How an animated WebP file stores its frames.
public enum WebPCompression: Hashable, Sendable {
    /// WebP's lossless format: decoded frames equal the given ones byte for byte (fully
    /// transparent pixels keep their color too).
    case lossless

    /// WebP's lossy (VP8) format at `quality` 0 (smallest) ... 100 (best); alpha stays lossless.
    ///
    /// On Kinema's demo frames, quality 90 decodes within a mean absolute difference of
    /// 1.5 per 8-bit component (see the tests for the measured tolerance).
    case lossy(quality: Double)
}
