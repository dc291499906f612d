import CCairo

extension RGBAImage {
    /// A new Cairo `ARGB32` image surface holding these pixels, premultiplied.
    ///
    /// Premultiplies each component as `(c * a + 127) / 255`. The caller owns the surface
    /// and destroys it with `cairo_surface_destroy`; it must not cross tasks.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a zero size, a side above
    ///   32,767, or a surface Cairo cannot allocate.
    /// - Complexity: O(width * height).
    public func makeCairoSurface() throws -> OpaquePointer {
        guard (1...32_767).contains(width), (1...32_767).contains(height) else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a Cairo surface needs 1...32767 pixels per side, but the image is "
                    + "\(width)x\(height)")
        }
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw ImageFileError(.invalidImage, path: nil, reason: "Cairo: \(reason)")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = base + y * stride
                for x in 0..<width {
                    let offset = 4 * (y * width + x)
                    let alpha = UInt32(source[offset + 3])
                    func premultiplied(_ value: UInt8) -> UInt32 {
                        (UInt32(value) * alpha + 127) / 255
                    }
                    let word =
                        alpha << 24 | premultiplied(source[offset]) << 16
                        | premultiplied(source[offset + 1]) << 8 | premultiplied(source[offset + 2])
                    row.storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
