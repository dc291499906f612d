/// A perceptual image comparison for golden-image tests, following pixelmatch's method.
///
/// Per pixel, both colors are blended on white by their alpha, converted to YIQ, and their
/// squared distance `0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ²` compared with `35215 * threshold²`
/// (35215 is the largest possible distance). A pixel past the threshold counts as different
/// unless it looks like anti-aliasing in either image: among its eight neighbors it has both
/// a darker and a brighter one, no more than two neighbors of equal brightness, and the
/// darkest or brightest of them sits in a flat area (more than two identical neighbors) of
/// both images.
///
/// ```swift
/// let result = try ImageDiff().compare(expected, actual)
/// #expect(result.differingPixelCount == 0)
/// ```
public struct ImageDiff: Hashable, Sendable {
    /// The color distance tolerated, from 0 (exact) to 1 (anything); 0.1 by default.
    ///
    /// Values outside 0...1 are clamped; NaN is treated as 0 (exact comparison).
    public var threshold: Double

    /// Whether anti-aliasing pixels count as differences (pixelmatch's `includeAA`).
    public var includesAntialiasing: Bool

    /// Creates a comparison.
    ///
    /// - Parameters:
    ///   - threshold: The color distance tolerated, 0...1; 0.1 by default.
    ///   - includesAntialiasing: Whether anti-aliasing pixels count; `false` by default.
    public init(threshold: Double = 0.1, includesAntialiasing: Bool = false) {
        self.threshold = threshold
        self.includesAntialiasing = includesAntialiasing
    }

    /// The outcome of a comparison.
    public struct Result: Hashable, Sendable {
        /// The number of pixels that differ beyond the threshold and are not anti-aliasing.
        public var differingPixelCount: Int

        /// The number of pixels past the threshold ignored as anti-aliasing.
        public var antialiasedPixelCount: Int

        /// The diff image, when requested: the expected image in faded gray, differing
        /// pixels red, ignored anti-aliasing pixels yellow.
        public var image: RGBAImage?
    }

    /// Compares two images of the same size.
    ///
    /// - Parameters:
    ///   - expected: The reference image.
    ///   - actual: The image under test.
    ///   - producesImage: Whether to draw ``Result/image``.
    /// - Throws: ``ImageFileError`` of kind `invalidImage` when the sizes differ.
    /// - Complexity: O(width * height).
    public func compare(
        _ expected: RGBAImage, _ actual: RGBAImage, producesImage: Bool = true
    ) throws -> Result {
        guard expected.size == actual.size else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "cannot compare a \(expected.width)x\(expected.height) image with a "
                    + "\(actual.width)x\(actual.height) one")
        }
        let limit = 35215 * clampedThreshold * clampedThreshold
        let first = DiffPixels(expected)
        let second = DiffPixels(actual)
        var output = producesImage ? RGBAImage(width: expected.width, height: expected.height) : nil
        var differing = 0
        var antialiased = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let index = y * expected.width + x
                let delta = YIQ.distance(first.color(index), second.color(index))
                let marker: RGBAImage.Pixel
                if delta > limit {
                    if !includesAntialiasing
                        && (first.isAntialiased(x: x, y: y, other: second)
                            || second.isAntialiased(x: x, y: y, other: first))
                    {
                        antialiased += 1
                        marker = RGBAImage.Pixel(red: 255, green: 255, blue: 0)
                    } else {
                        differing += 1
                        marker = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
                    }
                } else {
                    guard output != nil else { continue }
                    marker = first.fadedGray(index)
                }
                output?[x, y] = marker
            }
        }
        return Result(
            differingPixelCount: differing, antialiasedPixelCount: antialiased, image: output)
    }

    private var clampedThreshold: Double {
        threshold.isNaN ? 0 : min(1, max(0, threshold))
    }
}
