import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

extension DisplayListRenderer {
    /// The most pixels a conic gradient is computed over (a 4096 x 4096 area); a larger
    /// extent is cut to its top-left part of that area.
    static let conicPixelBudget = 4096 * 4096

    /// Sets a conic gradient as the source, computed pixel by pixel over the device extent
    /// of the current path (clipped): each pixel centre is mapped back to the paint's local
    /// coordinates and coloured by ``Paint/conicLocation(of:center:startAngle:endAngle:)``.
    /// `false` when the extent is empty.
    func setConicSource(
        stops: [Gradient.Stop], center: CGPoint, startAngle: Double, endAngle: Double,
        in context: OpaquePointer, stroking: Bool
    ) -> Bool {
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(context, &userToDevice)
        var deviceToUser = userToDevice
        guard cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS else { return false }
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        if stroking {
            cairo_stroke_extents(context, &x1, &y1, &x2, &y2)
        } else {
            cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        }
        let drawn = Self.deviceBox(x1, y1, x2, y2, userToDevice)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let clip = Self.deviceBox(x1, y1, x2, y2, userToDevice)
        let (minX, minY) = (max(drawn.0, clip.0), max(drawn.1, clip.1))
        let (maxX, maxY) = (min(drawn.2, clip.2), min(drawn.3, clip.3))
        guard minX < maxX, minY < maxY else { return false }
        let left = Int(minX.rounded(.down))
        let top = Int(minY.rounded(.down))
        let right = Int(maxX.rounded(.up))
        let bottom = Int(maxY.rounded(.up))
        var width = right - left
        var height = bottom - top
        guard width > 0, height > 0 else { return false }
        if width * height > Self.conicPixelBudget {
            width = min(width, 4096)
            height = min(height, Self.conicPixelBudget / width)
        }
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return false }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else { return false }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
                to: UInt32.self)
            for column in 0..<width {
                var x = Double(left + column) + 0.5
                var y = Double(top + row) + 0.5
                cairo_matrix_transform_point(&deviceToUser, &x, &y)
                let location = Paint.conicLocation(
                    of: CGPoint(x: x, y: y), center: center, startAngle: startAngle,
                    endAngle: endAngle)
                let c = Paint.premultipliedColor(of: stops, at: location)
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                pixels[column] =
                    byte(c.alpha) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
            }
        }
        cairo_surface_mark_dirty(surface)
        // Set while the matrix is the identity: the pattern is locked to device space.
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, surface, Double(left), Double(top))
        cairo_set_matrix(context, &userToDevice)
        return true
    }

    /// The device-space bounding box (min x, min y, max x, max y) of a user-space box.
    private static func deviceBox(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ matrix: cairo_matrix_t
    ) -> (Double, Double, Double, Double) {
        var matrix = matrix
        var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (cornerX, cornerY) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var (x, y) = (cornerX, cornerY)
            cairo_matrix_transform_point(&matrix, &x, &y)
            box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
        }
        return box
    }
}
