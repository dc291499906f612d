import CCairo
import Foundation
import KinemaGraphics

/// Applies a `ColorMatrix` to every pixel of a premultiplied ARGB32 surface: each pixel is
/// un-premultiplied, transformed and clamped, and premultiplied again.
///
/// - Complexity: O(pixels).
struct ColorMatrixFilter {
    var matrix: ColorMatrix

    /// Transforms the pixels of a Cairo image surface in place.
    func apply(toCairoSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(
                to: UInt32.self)
            for x in 0..<width { row[x] = apply(to: row[x]) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One premultiplied ARGB32 word transformed.
    func apply(to word: UInt32) -> UInt32 {
        let a = Float(word >> 24) / 255
        var rgba = SIMD4<Float>(0, 0, 0, a)
        if a > 0 {
            rgba.x = Float((word >> 16) & 0xFF) / 255 / a
            rgba.y = Float((word >> 8) & 0xFF) / 255 / a
            rgba.z = Float(word & 0xFF) / 255 / a
        }
        let out = matrix.apply(to: rgba)
        let alpha = out.w
        func byte(_ v: Float) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(alpha) << 24 | byte(out.x * alpha) << 16 | byte(out.y * alpha) << 8
            | byte(out.z * alpha)
    }
}
