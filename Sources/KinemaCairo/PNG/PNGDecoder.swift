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
/// Gray and palette images are expanded, 16-bit components reduced to 8 bits, missing alpha
/// made opaque; interlaced files are supported. Files whose pixels would take more than
/// ``maximumByteCount`` bytes are refused rather than allocated.
public enum PNGDecoder {
    /// The largest decoded image, in bytes of RGBA (1 GiB: 16,384 x 16,384 pixels).
    public static let maximumByteCount = 1 << 30

    /// Reads and decodes the PNG file at `url`.
    ///
    /// - Throws: ``ImageFileError``: `unreadable` naming the file and the system's reason,
    ///   `corrupt` naming the file and libpng's reason.
    public static func decode(contentsOf url: URL) throws -> RGBAImage {
        let bytes = try readFile(url.path)
        return try decode(bytes, name: url.path)
    }

    /// Decodes PNG bytes.
    ///
    /// - Parameters:
    ///   - bytes: A complete PNG file.
    ///   - name: The name errors give for the data, such as its file path.
    /// - Throws: ``ImageFileError`` of kind `corrupt` naming `name` and libpng's reason.
    public static func decode(_ bytes: [UInt8], name: String? = nil) throws -> RGBAImage {
        var image = png_image()
        image.version = png_uint_32(kinema_png_image_version)
        let began = bytes.withUnsafeBytes {
            png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
        }
        guard began != 0 else { throw corrupt(name, message(of: &image)) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard 4 * width * height <= maximumByteCount else {
            png_image_free(&image)
            throw ImageFileError(
                .corrupt, path: name,
                reason: "a \(width)x\(height) image exceeds the decoder's limit of "
                    + "\(maximumByteCount) bytes")
        }
        image.format = png_uint_32(kinema_png_format_rgba)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw corrupt(name, message(of: &image)) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func corrupt(_ name: String?, _ detail: String) -> ImageFileError {
        ImageFileError(.corrupt, path: name, reason: "not a readable PNG image (\(detail))")
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path, "cannot open it") }
        defer { close(descriptor) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, "cannot read it")
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    private static func unreadable(_ path: String, _ action: String) -> ImageFileError {
        ImageFileError(
            .unreadable, path: path, reason: "\(action): \(String(cString: strerror(errno)))")
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
