import CPixman
import Foundation
import KinemaCore

/// Resamples a premultiplied ARGB32 image through a projective transform with pixman,
/// Cairo's own pixel library (Cairo's matrices are affine only).
///
/// Pixman maps each destination pixel centre back into the source through a 3x3 matrix
/// of 16.16 fixed-point numbers and samples it bilinearly (transparent outside the
/// source). Perspective terms are small (about 1 / size), so the matrix is scaled, as a
/// homogeneous matrix may be, until its values over the destination fill pixman's range:
/// their relative rounding error then stays near 2^-31 instead of 2^-16 / entry.
/// Destination points whose source lies behind the eye (the third homogeneous coordinate
/// of the forward map not positive) or outside the source are left transparent.
struct ProjectiveWarp {
    /// Destination pixel coordinates to source pixel coordinates (row vectors).
    var inverse: ProjectionTransform

    /// Fills `destination` (premultiplied ARGB32 words, `width` x `height`, `stride` bytes
    /// per row, all transparent) with the source resampled; `false` when the matrix
    /// cannot be represented (the destination is then left untouched).
    ///
    /// Only the span of each row whose pixel centres map in front of the eye and inside
    /// the source is composited; the rest stays transparent. Pixman divides the
    /// homogeneous coordinates as unsigned numbers, so a negative source coordinate can
    /// come back as a point inside the source, and one beyond 32,767 wraps around: such
    /// points lie outside the source (whose first and last rows and columns are
    /// transparent margins or off screen), so nothing of it is lost by skipping them.
    /// - Complexity: O(pixels inside the projected source + rows).
    func resample(
        source: UnsafeMutableRawPointer, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
        into destination: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int
    ) -> Bool {
        guard var fixed = fixedMatrix(width: width, height: height) else { return false }
        guard
            let src = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(sourceWidth), Int32(sourceHeight),
                source.assumingMemoryBound(to: UInt32.self), Int32(sourceStride)),
            let dst = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                destination.assumingMemoryBound(to: UInt32.self), Int32(stride))
        else { return false }
        defer {
            pixman_image_unref(src)
            pixman_image_unref(dst)
        }
        guard pixman_image_set_transform(src, &fixed) != 0 else { return false }
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        for y in 0..<height {
            let span = rowSpan(
                y, width: width, sourceWidth: Double(sourceWidth),
                sourceHeight: Double(sourceHeight))
            guard !span.isEmpty else { continue }
            pixman_image_composite32(
                PIXMAN_OP_SRC, src, nil, dst, Int32(span.lowerBound), Int32(y), 0, 0,
                Int32(span.lowerBound), Int32(y), Int32(span.count), 1)
        }
        return true
    }

    /// The inverse in pixman's column-vector convention, scaled to use pixman's range
    /// over a destination of `width` x `height`; `nil` when not representable.
    func fixedMatrix(width: Int, height: Int) -> pixman_transform? {
        let m = inverse
        // Row vectors here, column vectors in pixman: the transpose.
        let rows: [[Double]] = [
            [m.m11, m.m21, m.m31], [m.m12, m.m22, m.m32], [m.m13, m.m23, m.m33],
        ]
        // The largest |X|, |Y|, |W| over the destination's corners (they are linear).
        var largest = 0.0
        for (x, y) in [
            (0.0, 0.0), (Double(width), 0), (0, Double(height)),
            (Double(width), Double(height)),
        ] {
            for row in rows { largest = max(largest, abs(row[0] * x + row[1] * y + row[2])) }
        }
        let largestEntry = rows.joined().map(abs).max() ?? 0
        guard largest > 0, largest.isFinite, largestEntry > 0, largestEntry.isFinite else {
            return nil
        }
        let scale = min(16_000 / largest, 16_000 / largestEntry)
        var f = pixman_f_transform()
        withUnsafeMutableBytes(of: &f.m) { raw in
            let entries = raw.bindMemory(to: Double.self)
            for r in 0..<3 {
                for c in 0..<3 { entries[r * 3 + c] = rows[r][c] * scale }
            }
        }
        var t = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return nil }
        return t
    }

    /// The pixels of destination row `y` whose centres map in front of the eye (W > 0) and
    /// inside the source.
    func rowSpan(_ y: Int, width: Int, sourceWidth: Double, sourceHeight: Double) -> Range<Int> {
        let m = inverse
        let py = Double(y) + 0.5
        // Along the row each condition is linear in the centre's x: c0 + c1 * x ≥ 0 (W > 0
        // strictly); together they keep one interval [lo, hi] of centres.
        var lo = -Double.infinity
        var hi = Double.infinity
        var empty = false
        func keep(_ c0: Double, _ c1: Double, strict: Bool) {
            if c1 == 0 {
                if strict ? !(c0 > 0) : !(c0 >= 0) { empty = true }
            } else if c1 > 0 {
                lo = max(lo, -c0 / c1)
            } else {
                hi = min(hi, -c0 / c1)
            }
        }
        let w0 = m.m23 * py + m.m33
        let x0 = m.m21 * py + m.m31
        let y0 = m.m22 * py + m.m32
        keep(w0, m.m13, strict: true)
        keep(x0, m.m11, strict: false)
        keep(y0, m.m12, strict: false)
        keep(sourceWidth * w0 - x0, sourceWidth * m.m13 - m.m11, strict: false)
        keep(sourceHeight * w0 - y0, sourceHeight * m.m13 - m.m12, strict: false)
        guard !empty, !lo.isNaN, !hi.isNaN else { return 0..<0 }
        // Pixel x has its centre at x + 0.5.
        let first = Int(max(0, min(Double(width), (lo - 0.5).rounded(.up))))
        let last = Int(max(-1, min(Double(width - 1), (hi - 0.5).rounded(.down))))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
