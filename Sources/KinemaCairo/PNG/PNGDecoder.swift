import CPNG
import Foundation
import KinemaCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads PNG files of any color type and bit depth into straight 8-bit RGBA, through libpng.
///
/// Gray and palette images are expanded, missing alpha made opaque; interlaced files are
/// supported. 16-bit samples are scaled to 8 bits without a gamma conversion when the file
/// has no `gAMA` or `sRGB` chunk (as Pillow and browsers read them: a gray of 40000 becomes
/// 156, not the 204 of reading it as linear light).
///
/// **Guarantees.** A file is checked before it is read: it must be a regular file (not a
/// directory, device or FIFO, which could block or never end) whose first eight bytes are
/// the PNG signature; then libpng streams it, so memory is the decoded image only. Images
/// whose pixels would take more than the byte budget (``maximumByteCount`` by default) are
/// refused from their header, before any pixel memory is allocated.
public enum PNGDecoder {
    /// The largest decoded image by default, in bytes of RGBA (1 GiB: 16,384 x 16,384 pixels).
    public static let maximumByteCount = 1 << 30

    /// Reads and decodes the PNG file at `url`.
    ///
    /// - Parameters:
    ///   - url: A regular PNG file.
    ///   - maximumByteCount: The budget for the decoded RGBA bytes (4 per pixel).
    /// - Throws: ``ImageFileError``: `unreadable` naming the file and the system's reason
    ///   (missing, permission denied, not a regular file); `corrupt` naming the file and
    ///   libpng's reason, or the image size and the budget it exceeds.
    public static func decode(
        contentsOf url: URL, maximumByteCount: Int = maximumByteCount
    ) throws -> RGBAImage {
        let file = try PNGInputFile(path: url.path)
        defer { file.release() }
        var image = png_image()
        image.version = png_uint_32(kinema_png_image_version)
        guard png_image_begin_read_from_stdio(&image, file.stream) != 0 else {
            throw corrupt(url.path, message(of: &image))
        }
        return try finish(&image, name: url.path, maximumByteCount: maximumByteCount)
    }

    /// The width and height in a PNG file's header, without decoding its pixels.
    ///
    /// - Throws: ``ImageFileError`` as ``decode(contentsOf:maximumByteCount:)`` for a file
    ///   that is not a readable regular file, or whose header is not a PNG image header.
    public static func size(contentsOf url: URL) throws -> PixelSize {
        let file = try PNGInputFile(path: url.path)
        defer { file.release() }
        return try file.headerSize()
    }

    /// Decodes PNG bytes.
    ///
    /// - Parameters:
    ///   - bytes: A complete PNG file.
    ///   - name: The name errors give for the data, such as its file path.
    ///   - maximumByteCount: The budget for the decoded RGBA bytes (4 per pixel).
    /// - Throws: ``ImageFileError`` of kind `corrupt` naming `name` and libpng's reason.
    public static func decode(
        _ bytes: [UInt8], name: String? = nil, maximumByteCount: Int = maximumByteCount
    ) throws -> RGBAImage {
        var image = png_image()
        image.version = png_uint_32(kinema_png_image_version)
        let began = bytes.withUnsafeBytes {
            png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
        }
        guard began != 0 else { throw corrupt(name, message(of: &image)) }
        return try withExtendedLifetime(bytes) {
            try finish(&image, name: name, maximumByteCount: maximumByteCount)
        }
    }

    /// Checks the size against the budget, then decodes into 8-bit RGBA.
    private static func finish(
        _ image: inout png_image, name: String?, maximumByteCount: Int
    ) throws -> RGBAImage {
        let width = Int(image.width)
        let height = Int(image.height)
        guard 4 * width * height <= maximumByteCount else {
            png_image_free(&image)
            throw ImageFileError(
                .corrupt, path: name,
                reason: "a \(width)x\(height) image needs \((4 * width * height) >> 20) MiB "
                    + "decoded, over the limit of \(maximumByteCount >> 20) MiB")
        }
        image.format = png_uint_32(kinema_png_format_rgba)
        image.flags |= png_uint_32(kinema_png_image_flag_16bit_srgb)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw corrupt(name, message(of: &image)) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func corrupt(_ name: String?, _ detail: String) -> ImageFileError {
        ImageFileError(.corrupt, path: name, reason: "not a readable PNG image (\(detail))")
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

extension RGBAImage {
    /// Reads a PNG file into straight RGBA (see ``PNGDecoder``).
    ///
    /// - Throws: ``ImageFileError`` naming the file for unreadable or corrupt input.
    public init(contentsOfPNG url: URL) throws {
        self = try PNGDecoder.decode(contentsOf: url)
    }

    /// Encodes the image as PNG and writes it to `url` atomically (see ``PNGEncoder``).
    ///
    /// - Throws: ``ImageFileError`` for a zero size or an unwritable destination.
    public func writePNG(to url: URL, compression: PNGCompression = .fast) throws {
        try PNGEncoder(compression: compression).write(self, to: url)
    }
}
