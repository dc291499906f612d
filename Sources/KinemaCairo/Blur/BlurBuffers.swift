/// The working memory of a blur: premultiplied pixels as four `Float` components each, in two
/// planes the vertical passes alternate between, one row for the horizontal passes and the
/// running sums of the vertical ones.
///
/// The buffers grow to the largest image blurred and are then reused, so a renderer that
/// keeps one (one per render task, as each ``DisplayListRenderer`` does) allocates nothing
/// per blur once warm.
struct BlurBuffers {
    private var plane: [SIMD4<Float>] = []
    private var other: [SIMD4<Float>] = []
    private var row: [SIMD4<Float>] = []
    private var rowOther: [SIMD4<Float>] = []
    private var sums: [Double] = []
    /// A transparent row: what lies above and below the image with transparent edges.
    private var zeros: [Float] = []

    /// Empty buffers; the first blur sizes them.
    init() {}

    /// The elements the buffers hold, for tests of their reuse.
    var capacity: Int {
        plane.count + other.count + row.count + rowOther.count + sums.count + zeros.count
    }

    /// Blurs `height` rows of `width` premultiplied 32-bit pixels in place: three passes
    /// along each row, then three along the columns, rounding back to bytes at the end.
    ///
    /// A color component never exceeds its alpha afterwards. With `blursAlpha == false`
    /// (Cairo's `RGB24`) the alpha byte is left as it is and colors are treated as opaque.
    ///
    /// - Precondition: `base` holds `bytesPerRow * (height - 1) + 4 * width` bytes;
    ///   `width` and `height` are positive.
    mutating func blur(
        _ base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        kernel: BoxBlurKernel, blursAlpha: Bool, clampsEdges: Bool
    ) {
        reserve(width: width, height: height)
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        blurRows(bytes, width: width, height: height, bytesPerRow: bytesPerRow, kernel, clampsEdges)
        for _ in 0..<3 {
            verticalPass(width: width, height: height, kernel, clampsEdges)
            swap(&plane, &other)
        }
        store(bytes, width: width, height: height, bytesPerRow: bytesPerRow, blursAlpha)
    }

    private mutating func reserve(width: Int, height: Int) {
        func grow<T: ExpressibleByIntegerLiteral>(_ buffer: inout [T], to count: Int) {
            if buffer.count < count { buffer = [T](repeating: 0, count: count) }
        }
        func grow(_ buffer: inout [SIMD4<Float>], to count: Int) {
            if buffer.count < count { buffer = [SIMD4<Float>](repeating: .zero, count: count) }
        }
        grow(&plane, to: width * height)
        grow(&other, to: width * height)
        grow(&row, to: width)
        grow(&rowOther, to: width)
        grow(&sums, to: 4 * width)
        grow(&zeros, to: 4 * width)
    }

    /// Loads each row, blurs it three times along its length and writes it into `plane`.
    /// A transparent row with transparent edges stays transparent and is not blurred.
    private mutating func blurRows(
        _ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
        _ kernel: BoxBlurKernel, _ clampsEdges: Bool
    ) {
        plane.withUnsafeMutableBufferPointer { plane in
            row.withUnsafeMutableBufferPointer { rowBuffer in
                rowOther.withUnsafeMutableBufferPointer { otherBuffer in
                    var (source, target) = (rowBuffer.baseAddress!, otherBuffer.baseAddress!)
                    for y in 0..<height {
                        let line = bytes + y * bytesPerRow
                        let output = plane.baseAddress! + y * width
                        var isClear = true
                        for x in 0..<width {
                            let (b0, b1, b2, b3) = (
                                line[4 * x], line[4 * x + 1], line[4 * x + 2], line[4 * x + 3]
                            )
                            isClear = isClear && (b0 | b1 | b2 | b3) == 0
                            source[x] = SIMD4(Float(b0), Float(b1), Float(b2), Float(b3))
                        }
                        if isClear && !clampsEdges {
                            output.update(repeating: .zero, count: width)
                            continue
                        }
                        for _ in 0..<3 {
                            kernel.applyAlongRow(source, target, count: width, clampsEdges)
                            swap(&source, &target)
                        }
                        output.update(from: source, count: width)
                    }
                }
            }
        }
    }

    /// One box pass along the columns, `plane` into `other`, a whole row at a time.
    private mutating func verticalPass(
        width: Int, height: Int, _ kernel: BoxBlurKernel, _ clampsEdges: Bool
    ) {
        plane.withUnsafeBytes { input in
            other.withUnsafeMutableBytes { output in
                sums.withUnsafeMutableBufferPointer { sums in
                    zeros.withUnsafeBufferPointer { zeros in
                        kernel.applyAlongColumns(
                            input.assumingMemoryBound(to: Float.self).baseAddress!,
                            output.assumingMemoryBound(to: Float.self).baseAddress!,
                            sums: sums.baseAddress!, zeros: zeros.baseAddress!,
                            width: 4 * width, height: height, clampsEdges)
                    }
                }
            }
        }
    }

    /// Rounds the components back into the bytes; a color never exceeds its alpha.
    private func store(
        _ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
        _ blursAlpha: Bool
    ) {
        // Alpha is the fourth byte of a native-endian ARGB32 word on little-endian machines,
        // the first on big-endian ones.
        let alphaIndex = 1.littleEndian == 1 ? 3 : 0
        plane.withUnsafeBytes { plane in
            let values = plane.assumingMemoryBound(to: Float.self).baseAddress!
            for y in 0..<height {
                let line = bytes + y * bytesPerRow
                let source = values + 4 * width * y
                if blursAlpha {
                    for i in 0..<4 * width { line[i] = Self.byte(source[i]) }
                    for x in 0..<width {
                        let pixel = line + 4 * x
                        let alpha = pixel[alphaIndex]
                        for channel in 0..<4 { pixel[channel] = min(pixel[channel], alpha) }
                    }
                } else {
                    for x in 0..<width {
                        for channel in 0..<4 where channel != alphaIndex {
                            line[4 * x + channel] = Self.byte(source[4 * x + channel])
                        }
                    }
                }
            }
        }
    }

    /// `value` clamped to 0...255 and rounded to the nearest byte, halves away from zero (as
    /// `Float.rounded()`), in operations the compiler vectorizes (`rounded()` calls the C
    /// library on baseline x86-64): adding 2²³ rounds to the nearest integer, halves to even,
    /// in the low bits of the sum, exactly; a half that went down to even is then moved up.
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        let magic: Float = 8_388_608  // 2²³: the sum's units are whole numbers
        let clamped = min(max(value, 0), 255)
        let shifted = clamped + magic
        let nearest = shifted.bitPattern &- magic.bitPattern
        let tie: UInt32 = clamped - (shifted - magic) == 0.5 ? 1 : 0
        return UInt8(truncatingIfNeeded: nearest &+ tie)
    }
}
