import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// Replaces each pixel of a premultiplied ARGB32 surface by a colour when its alpha lies in
/// a range, and by transparency otherwise: SwiftUI's `alphaThreshold(min:max:color:)`
/// filter, which turns a blurred blob into a shape with a hard edge (the metaball effect).
///
/// The alpha of a pixel is its byte over 255; the colour is clamped to 0...1 per
/// component and premultiplied by its opacity. Bad input: a NaN bound is 0 for `min` and
/// 1 for `max`; `min > max` keeps no pixel.
///
/// - Complexity: O(pixels).
struct AlphaThresholdFilter {
    /// The smallest alpha kept, from 0 to 1.
    var min: Double
    /// The largest alpha kept, from 0 to 1.
    var max: Double
    /// The colour of the kept pixels.
    var color: Color

    /// The kept range in alpha bytes: `lower...upper` (empty when `lower > upper`).
    var byteRange: (lower: Int, upper: Int) {
        let low = min.isNaN ? 0 : min
        let high = max.isNaN ? 1 : max
        // The smallest byte b with b / 255 >= low, the largest with b / 255 <= high.
        let lower = Int((low * 255 - 1e-9).rounded(.up))
        let upper = Int((Swift.min(high, 2) * 255 + 1e-9).rounded(.down))
        return (Swift.max(lower, 0), Swift.min(upper, 255))
    }

    /// The premultiplied ARGB32 word of the colour.
    var word: UInt32 {
        let c = color.clampedForCairo
        let alpha = c.opacity
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(alpha) << 24 | byte(c.red * alpha) << 16 | byte(c.green * alpha) << 8
            | byte(c.blue * alpha)
    }

    /// Thresholds the pixels of a Cairo image surface in place.
    func apply(toCairoSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (lower, upper) = byteRange
        let kept = word
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(
                to: UInt32.self)
            for x in 0..<width {
                let alpha = Int(row[x] >> 24)
                row[x] = alpha >= lower && alpha <= upper ? kept : 0
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
