import CCairo

/// A Gaussian blur of premultiplied 32-bit pixels (Cairo's `ARGB32` layout), approximated by
/// three box passes per axis.
///
/// ```swift
/// try GaussianBlur(radius: 4).apply(
///     toPremultipliedARGB32: &pixels, width: 64, height: 48, bytesPerRow: 256)
/// ```
///
/// Cairo has no blur of its own; this is the one the renderer applies to `blur(radius:)`
/// and shadow groups. ``radius`` has the meaning of SwiftUI's: Apple documents the `radius` of
/// `GraphicsContext.Filter.blur(radius:options:)` as "the standard deviation of the Gaussian
/// blur", and `View.blur(radius:opaque:)` draws the same filter, so the Gaussian's standard
/// deviation σ is the radius, in pixels at scale 1 (CSS's `filter: blur()` uses the same
/// convention). Anything drawn spreads visibly over about 3σ on each side.
///
/// **Method.** Three passes of an "extended box" (a box of whole samples with fractional end
/// weights, see `BoxBlurKernel`), first along rows then along columns, each of variance σ²/3,
/// so the blur's variance is exactly σ² for every radius, including fractional and small
/// ones. Every pass keeps a running sum: the cost is O(width × height) per pass, whatever
/// the radius. Passes work on four components at once, and the renderer's working memory
/// is reused from one group to the next. The blur works on premultiplied components, as it must (blurring straight
/// components would darken edges); results are rounded to the nearest byte.
///
/// **Accuracy.** Against a direct convolution with a Gaussian of the same σ (truncated at 4σ),
/// the pixels of anti-aliased shapes differ by at most about 5 of 255 levels (2% of full
/// scale; measured 3.7, 3.3 and 5.2 levels at σ = 2.5, 6 and 14 in `GaussianBlurTests`,
/// which allows 6). The box kernel reaches 3(r + 1) pixels, about 3σ, where a Gaussian's
/// tails go on.
///
/// **Radii too small to show.** A radius at or below ``largestInvisibleRadius`` (about
/// 0.031 px) cannot change any byte of valid premultiplied pixels, and blurs nothing; see
/// ``changesPixels`` for the derivation.
///
/// **Bad input.** A radius that is NaN, zero, negative or infinite blurs nothing (the data is
/// left untouched), as a zero radius does in SwiftUI. Finite radii above ``maximumRadius``
/// blur as ``maximumRadius``.
public struct GaussianBlur: Hashable, Sendable {
    /// What lies beyond the edges of the image.
    public enum EdgeMode: Hashable, Sendable {
        /// Transparent black: content fades out at the edges, as SwiftUI's `opaque: false`.
        /// Give the blurred content a margin of about 3σ so that nothing is cut off.
        case transparent
        /// The edge pixels repeat: a constant image stays constant and opaque content stays
        /// opaque at the edges, as SwiftUI's `opaque: true`.
        case clamp
    }

    /// The largest radius applied, 65,536: twice Cairo's largest surface side, beyond
    /// which a larger radius could not change the result visibly.
    public static let maximumRadius = 65_536.0

    /// The standard deviation of the Gaussian, in pixels (SwiftUI's `radius`).
    public var radius: Double

    /// What lies beyond the edges; ``EdgeMode/transparent`` by default.
    public var edgeMode: EdgeMode

    /// Creates a blur.
    ///
    /// - Parameters:
    ///   - radius: The standard deviation in pixels; see the type's rules for bad values.
    ///   - edgeMode: What lies beyond the edges; transparent by default.
    public init(radius: Double, edgeMode: EdgeMode = .transparent) {
        self.radius = radius
        self.edgeMode = edgeMode
    }

    /// The σ applied: ``radius`` clamped to ``maximumRadius``, or `nil` when nothing is blurred.
    public var effectiveSigma: Double? {
        guard radius.isFinite, radius > 0 else { return nil }
        return min(radius, Self.maximumRadius)
    }

    /// Blurs a Cairo image surface in place, with working memory from `buffers`.
    ///
    /// Flushes the surface before reading its data and marks it dirty afterwards. The surface
    /// must belong to the calling task.
    ///
    /// - Parameter cairoSurface: A `cairo_surface_t *` of format `ARGB32` or `RGB24`.
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for another kind of surface, another
    ///   format or a surface in an error state.
    /// - Complexity: O(width × height), independent of the radius.
    func apply(toCairoSurface cairoSurface: OpaquePointer, buffers: inout BlurBuffers) throws {
        let data = try CairoImageData(cairoSurface)
        guard changesPixels, data.width > 0, data.height > 0 else { return }
        let pixels = UnsafeMutableRawBufferPointer(mutating: data.bytes)
        blur(
            pixels.baseAddress!, width: data.width, height: data.height,
            bytesPerRow: data.bytesPerRow, blursAlpha: !data.isOpaque, buffers: &buffers)
        cairo_surface_mark_dirty(cairoSurface)
    }

    /// Blurs a Cairo image surface in place with working memory of its own.
    func apply(toCairoSurface cairoSurface: OpaquePointer) throws {
        var buffers = BlurBuffers()
        try apply(toCairoSurface: cairoSurface, buffers: &buffers)
    }

    /// Blurs premultiplied 32-bit pixels (Cairo's `ARGB32` layout: B, G, R, A in memory on
    /// little-endian machines) in place.
    ///
    /// - Parameters:
    ///   - pixels: At least `bytesPerRow * (height - 1) + 4 * width` bytes, row after row.
    ///   - width: Pixels per row, not negative.
    ///   - height: Rows, not negative.
    ///   - bytesPerRow: The stride, at least `4 * width`.
    ///   - blursAlpha: Whether the alpha byte is blurred too; `false` leaves it alone (Cairo's
    ///     `RGB24`, whose alpha byte is unused).
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a negative size, a short stride
    ///   or too few bytes; the pixels are then left untouched.
    /// - Complexity: O(width × height), independent of the radius.
    public func apply(
        toPremultipliedARGB32 pixels: inout [UInt8], width: Int, height: Int, bytesPerRow: Int,
        blursAlpha: Bool = true
    ) throws {
        guard width >= 0, height >= 0, width <= Int.max / 4, bytesPerRow >= 4 * width else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "cannot blur \(width)x\(height) pixels with a stride of \(bytesPerRow)")
        }
        guard changesPixels, width > 0, height > 0 else { return }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !overflow, needed <= pixels.count - 4 * width else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a \(width)x\(height) image with stride \(bytesPerRow) needs "
                    + "\(overflow ? "more than Int.max" : String(needed + 4 * width)) bytes, "
                    + "but got \(pixels.count)")
        }
        var buffers = BlurBuffers()
        pixels.withUnsafeMutableBytes { bytes in
            blur(
                bytes.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow,
                blursAlpha: blursAlpha, buffers: &buffers)
        }
    }

    /// Blurs checked, non-empty pixels with the kernel of ``effectiveSigma``.
    private func blur(
        _ base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        blursAlpha: Bool, buffers: inout BlurBuffers
    ) {
        guard let sigma = effectiveSigma else { return }
        buffers.blur(
            base, width: width, height: height, bytesPerRow: bytesPerRow,
            kernel: BoxBlurKernel(sigma: sigma, passes: 3), blursAlpha: blursAlpha,
            clampsEdges: edgeMode == .clamp)
    }
}
