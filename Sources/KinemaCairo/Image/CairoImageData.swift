import CCairo

/// A read-only view of a Cairo image surface's pixels, checked and flushed.
struct CairoImageData {
    /// The surface's bytes, `bytesPerRow * height` of them.
    let bytes: UnsafeRawBufferPointer
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// The stride.
    let bytesPerRow: Int
    /// Whether the format is `RGB24`, whose alpha bytes are undefined.
    let isOpaque: Bool

    /// Flushes `surface` and checks it is an `ARGB32` or `RGB24` image surface without error.
    init(_ surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "the Cairo surface is in an error state: "
                    + String(cString: cairo_status_to_string(status)))
        }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw ImageFileError(
                .invalidImage, path: nil, reason: "the Cairo surface is not an image surface")
        }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "the Cairo image surface has format \(format.rawValue), "
                    + "not ARGB32 or RGB24")
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        isOpaque = format == CAIRO_FORMAT_RGB24
        bytes = UnsafeRawBufferPointer(
            start: cairo_image_surface_get_data(surface), count: bytesPerRow * height)
    }
}

extension RGBAImage {
    /// The straight RGBA pixels of a Cairo surface.
    ///
    /// Components are converted with the PNG writer's formula `(c * 255 + a / 2) / a`.
    ///
    /// - Parameter surface: A surface owned by the calling task.
    /// - Throws: ``ImageFileError`` of kind `invalidImage` when Cairo has put the surface in
    ///   an error state.
    /// - Complexity: O(width * height).
    public init(_ surface: CairoSurface) throws {
        try self.init(cairoSurfacePointer: surface.pointer)
    }

    /// The straight RGBA pixels of a raw `ARGB32` or `RGB24` Cairo image surface.
    init(cairoSurfacePointer cairoSurface: OpaquePointer) throws {
        let data = try CairoImageData(cairoSurface)
        var pixels = [UInt8](repeating: 0, count: 4 * data.width * data.height)
        if !pixels.isEmpty {
            Unpremultiply.table.withUnsafeBufferPointer { table in
                pixels.withUnsafeMutableBufferPointer { output in
                    for y in 0..<data.height {
                        let source = data.bytes.baseAddress! + y * data.bytesPerRow
                        let row = output.baseAddress! + 4 * data.width * y
                        if data.isOpaque {
                            Self.copyOpaqueRow(source, width: data.width, into: row)
                        } else {
                            Unpremultiply.convertRow(
                                source, width: data.width, withAlpha: true,
                                table: table.baseAddress!, into: row)
                        }
                    }
                }
            }
        }
        self.init(width: data.width, height: data.height, pixels: pixels)
    }

    private static func copyOpaqueRow(
        _ source: UnsafeRawPointer, width: Int, into row: UnsafeMutablePointer<UInt8>
    ) {
        for x in 0..<width {
            let pixel = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            row[4 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
            row[4 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            row[4 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            row[4 * x + 3] = 255
        }
    }
}
