import CCairo

extension RGBAImage {
    /// A new Cairo surface holding these pixels, premultiplied.
    ///
    /// Premultiplies each component as `(c * a + 127) / 255`. The surface belongs to the
    /// calling task and is freed with the value.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a zero size, a side above
    ///   ``CairoSurface/maximumSide``, or a surface Cairo cannot allocate.
    /// - Complexity: O(width * height).
    public func makeCairoSurface() throws -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height)
        cairo_surface_flush(surface.pointer)
        let stride = surface.bytesPerRow
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
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
        surface.markDirty()
        return surface
    }
}
