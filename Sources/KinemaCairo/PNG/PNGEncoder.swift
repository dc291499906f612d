import CCairo
import Foundation
import KinemaCore

/// Kinema's PNG writer: straight-alpha 8-bit RGBA, or RGB when every pixel is opaque.
///
/// Cairo's ARGB32 data is premultiplied, native-endian BGRA; the encoder converts each
/// component with `c' = (c * 255 + a / 2) / a` (0 where `a` is 0; 255 where invalid data with
/// `c > a` would pass 255) and compresses with the filter and compressor of its
/// ``compression``: Kinema's own run-aware deflate for `.fast`, libdeflate level 9 for
/// `.small`. Files go to disk atomically: a temporary sibling, then rename.
///
/// ```swift
/// try PNGEncoder().write(surface, to: URL(filePath: "frame_00000.png"))   // a CairoSurface
/// var small = PNGEncoder()
/// small.compression = .small       // takes effect at once: compression is the only setting
/// ```
public struct PNGEncoder: Hashable, Sendable {
    /// How hard to compress; setting it also drops settings a benchmark gave.
    public var compression: PNGCompression {
        didSet { benchmarkSettings = nil }
    }

    /// Settings a benchmark chose instead of ``compression``'s.
    private var benchmarkSettings: PNGEncodingSettings?

    /// The filter and level used: ``compression``'s, unless a benchmark chose others.
    package var settings: PNGEncodingSettings { benchmarkSettings ?? compression.settings }

    /// Creates an encoder.
    ///
    /// - Parameter compression: ``PNGCompression/fast`` unless you need smaller files.
    public init(compression: PNGCompression = .fast) {
        self.compression = compression
    }

    /// Creates an encoder with explicit settings (benchmarks measure the choices with it).
    package init(settings: PNGEncodingSettings) {
        self.compression = .fast
        self.benchmarkSettings = settings
    }

    /// The PNG file of a straight RGBA image: RGB when every pixel is opaque, else RGBA.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a zero width or height.
    /// - Complexity: O(width * height).
    public func encode(_ image: RGBAImage) throws -> [UInt8] {
        try Self.checkSize(width: image.width, height: image.height)
        let colorType: PNGFile.ColorType = image.isOpaque ? .rgb : .rgba
        let filtered = PNGScanlines.filtered(image, colorType: colorType, filter: settings.filter)
        return PNGFile.assemble(
            scanlines: filtered, width: image.width, height: image.height,
            colorType: colorType, settings: settings)
    }

    /// The PNG file of premultiplied, native-endian ARGB32 pixels (Cairo's `ARGB32` format).
    ///
    /// - Parameters:
    ///   - pixels: At least `bytesPerRow * (height - 1) + 4 * width` bytes.
    ///   - width: Pixels per row, at least 1.
    ///   - height: Rows, at least 1.
    ///   - bytesPerRow: The stride, at least `4 * width`.
    ///   - isOpaque: Whether to treat every alpha as 255 without looking (Cairo's `RGB24`).
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a zero size, a short stride or
    ///   too few bytes.
    /// - Complexity: O(width * height).
    public func encode(
        premultipliedARGB32 pixels: UnsafeRawBufferPointer, width: Int, height: Int,
        bytesPerRow: Int, isOpaque: Bool = false
    ) throws -> [UInt8] {
        try Self.checkSize(width: width, height: height)
        guard bytesPerRow >= 4 * width else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a row of \(width) ARGB32 pixels needs at least \(4 * width) bytes, "
                    + "but the stride is \(bytesPerRow)")
        }
        let needed = bytesPerRow * (height - 1) + 4 * width
        guard let base = pixels.baseAddress, pixels.count >= needed else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a \(width)x\(height) ARGB32 image with stride \(bytesPerRow) needs "
                    + "\(needed) bytes, but got \(pixels.count)")
        }
        let opaque = isOpaque || Self.allOpaque(base, width: width, height: height, bytesPerRow)
        let scanlines = PNGScanlines(bytesPerPixel: opaque ? 3 : 4, width: width, height: height)
        let filtered = Unpremultiply.table.withUnsafeBufferPointer { table in
            scanlines.filtered(with: settings.filter) { y, row in
                Unpremultiply.convertRow(
                    base + y * bytesPerRow, width: width, withAlpha: !opaque,
                    table: table.baseAddress!, into: row)
            }
        }
        return PNGFile.assemble(
            scanlines: filtered, width: width, height: height,
            colorType: opaque ? .rgb : .rgba, settings: settings)
    }

    /// The PNG file of a Cairo surface: RGB when every pixel is opaque, else RGBA.
    ///
    /// Flushes the surface first. The surface must belong to the calling task.
    ///
    /// - Parameter surface: The surface.
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a surface in an error state.
    /// - Complexity: O(width * height).
    public func encode(_ surface: CairoSurface) throws -> [UInt8] {
        try surface.withImageData { data in
            try encode(
                premultipliedARGB32: data.bytes, width: data.width, height: data.height,
                bytesPerRow: data.bytesPerRow, isOpaque: data.isOpaque)
        }
    }

    /// Encodes `image` and writes it to `url` atomically (temporary sibling, then rename).
    ///
    /// - Throws: ``ImageFileError``: `invalidImage` as for ``encode(_:)-(RGBAImage)``, `unwritable` with
    ///   the path and the system's reason; an existing file is then left untouched.
    public func write(_ image: RGBAImage, to url: URL) throws {
        try AtomicFile.write(try encode(image), to: url)
    }

    /// Encodes a Cairo surface and writes it to `url` atomically.
    ///
    /// - Throws: ``ImageFileError`` as for ``encode(_:)-(CairoSurface)``, and of kind
    ///   `unwritable` as for an image.
    public func write(_ surface: CairoSurface, to url: URL) throws {
        try AtomicFile.write(try encode(surface), to: url)
    }

    private static func checkSize(width: Int, height: Int) throws {
        guard width >= 1, height >= 1, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw ImageFileError(
                .invalidImage, path: nil,
                reason: "a PNG image needs a size of 1...\(Int32.max) pixels per side, "
                    + "but this one is \(width)x\(height)")
        }
    }

    private static func allOpaque(
        _ base: UnsafeRawPointer, width: Int, height: Int, _ bytesPerRow: Int
    ) -> Bool {
        for y in 0..<height {
            let row = base + y * bytesPerRow
            for x in 0..<width
            where row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) < 0xFF00_0000 {
                return false
            }
        }
        return true
    }
}
