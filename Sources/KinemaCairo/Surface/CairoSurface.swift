import CCairo

/// A Cairo image surface in `ARGB32` format that Kinema owns: created checked, destroyed
/// with the value.
///
/// Pixels are premultiplied, native-endian `ARGB32` (Cairo's format). Read them as straight
/// RGBA with ``pixel(x:y:)`` or ``RGBAImage/init(_:)``; draw into the surface through a
/// ``CairoContext``; write it with ``PNGEncoder``.
///
/// ```swift
/// let surface = try CairoSurface(width: 320, height: 240)   // transparent
/// let context = try CairoContext(surface)
/// DisplayListRenderer().draw(list, in: context)
/// try PNGEncoder().write(surface, to: URL(filePath: "frame.png"))
/// ```
///
/// **Threads.** Cairo objects never cross tasks: a surface is not `Sendable`. Make one per
/// task (``FrameSequence`` gives each worker a ``CairoCanvas``); share ``RGBAImage`` values.
///
/// **Bad input.** A side of 0, a negative side or one above ``maximumSide`` throws
/// ``ImageFileError`` of kind `invalidImage` naming the size; so does a surface Cairo cannot
/// allocate. Nothing is ever left for the caller to free.
public final class CairoSurface {
    /// The `cairo_surface_t *`, for drawing code inside this package (not API: users draw
    /// through ``CairoContext`` and the renderers).
    package let pointer: OpaquePointer

    /// The width in pixels.
    public let width: Int

    /// The height in pixels.
    public let height: Int

    /// The bytes from one row to the next (Cairo's stride: at least `4 * width`).
    public let bytesPerRow: Int

    /// The largest side Cairo's image surfaces allow, 32,767 pixels.
    public static let maximumSide = 32_767

    /// Creates a transparent surface.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 1...``maximumSide``.
    ///   - height: The height in pixels, 1...``maximumSide``.
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a size outside that range or a
    ///   surface Cairo cannot allocate.
    /// - Complexity: O(width × height) (Cairo clears the memory).
    public init(width: Int, height: Int) throws {
        let sides = 1...Self.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a Cairo surface needs 1...\(Self.maximumSide) pixels per side, but "
                    + "the size is \(width)x\(height)")
        }
        let surface = try CairoStatus.checked(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!,
            status: cairo_surface_status, destroy: cairo_surface_destroy,
            what: "a \(width)x\(height) surface")
        self.pointer = surface
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
    }

    /// Creates a transparent surface of `size`.
    ///
    /// - Throws: As ``init(width:height:)``.
    public convenience init(size: PixelSize) throws {
        try self.init(width: size.width, height: size.height)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Throws when Cairo has put the surface in an error state.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` with Cairo's description.
    public func checkStatus() throws {
        try CairoStatus.check(cairo_surface_status(pointer), what: "the surface")
    }

    /// The straight-alpha pixel at column `x` and row `y` (both inside the surface),
    /// converted with the PNG writer's formula `(c * 255 + a / 2) / a`.
    public func pixel(x: Int, y: Int) -> RGBAImage.Pixel {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y),
            "Pixel (\(x), \(y)) is outside the \(width)x\(height) surface")
        cairo_surface_flush(pointer)
        let word = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
            .loadUnaligned(fromByteOffset: y * bytesPerRow + 4 * x, as: UInt32.self)
        let alpha = UInt8(truncatingIfNeeded: word >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
            Unpremultiply.straight(UInt8(truncatingIfNeeded: word >> shift), alpha: alpha)
        }
        return RGBAImage.Pixel(
            red: alpha == 255 ? UInt8(truncatingIfNeeded: word >> 16) : straight(16),
            green: alpha == 255 ? UInt8(truncatingIfNeeded: word >> 8) : straight(8),
            blue: alpha == 255 ? UInt8(truncatingIfNeeded: word) : straight(0), alpha: alpha)
    }

    /// Flushes pending drawing and calls `body` with the surface's checked pixel data.
    func withImageData<Result>(_ body: (CairoImageData) throws -> Result) throws -> Result {
        try body(try CairoImageData(pointer))
    }

    /// Tells Cairo the pixel data was changed directly.
    func markDirty() {
        cairo_surface_mark_dirty(pointer)
    }
}

@available(*, unavailable, message: "A Cairo surface belongs to one task")
extension CairoSurface: Sendable {}

/// Cairo status codes as Kinema's errors.
enum CairoStatus {
    /// Throws an `invalidImage` error naming `what` and Cairo's description of `status`,
    /// unless `status` is success.
    static func check(_ status: cairo_status_t, what: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw ImageFileError(
            .invalidImage, path: nil,
            reason: "Cairo failed on \(what): " + String(cString: cairo_status_to_string(status)))
    }

    /// `object`, a new Cairo object, after checking its status; destroyed before throwing.
    static func checked(
        _ object: OpaquePointer, status: (OpaquePointer) -> cairo_status_t,
        destroy: (OpaquePointer) -> Void, what: String
    ) throws -> OpaquePointer {
        do {
            try check(status(object), what: what)
        } catch {
            destroy(object)
            throw error
        }
        return object
    }
}
