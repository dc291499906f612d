/// An image of straight (not premultiplied) 8-bit RGBA pixels, row by row from the top left.
///
/// Kinema's own type: the currency of the PNG reader and writer, the image diff and the
/// sprite-sheet packer. Pixel `(x, y)` occupies the four bytes at `4 * (y * width + x)`
/// in ``pixels``, in the order red, green, blue, alpha. A zero width or height is a valid,
/// empty image; the PNG writer and the packer reject it with a thrown error.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int

    /// The height in pixels.
    public let height: Int

    /// The pixel bytes: `4 * width * height` values, red, green, blue, alpha per pixel.
    ///
    /// Change pixels through the subscript, ``draw(_:atX:y:)`` or
    /// ``withUnsafeMutablePixelBytes(_:)``, which keep the byte count.
    public internal(set) var pixels: [UInt8]

    /// Calls `body` with the pixel bytes for in-place changes; their count cannot change.
    public mutating func withUnsafeMutablePixelBytes<Result>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Creates an image from its pixel bytes.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, not negative.
    ///   - height: The height in pixels, not negative.
    ///   - pixels: Exactly `4 * width * height` bytes of straight RGBA.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0,
            "RGBAImage size must not be negative, but is \(width)x\(height)"
        )
        precondition(
            pixels.count == 4 * width * height,
            "RGBAImage of \(width)x\(height) needs \(4 * width * height) bytes, "
                + "but got \(pixels.count)"
        )
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one color, transparent black by default.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, not negative.
    ///   - height: The height in pixels, not negative.
    ///   - color: The color of every pixel.
    public init(width: Int, height: Int, color: Pixel = .clear) {
        precondition(
            width >= 0 && height >= 0,
            "RGBAImage size must not be negative, but is \(width)x\(height)"
        )
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: 4 * width * height)
        if color != .clear {
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                bytes[offset] = color.red
                bytes[offset + 1] = color.green
                bytes[offset + 2] = color.blue
                bytes[offset + 3] = color.alpha
            }
        }
        self.pixels = bytes
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Whether every pixel has alpha 255 (an empty image is opaque).
    public var isOpaque: Bool {
        var index = 3
        while index < pixels.count {
            if pixels[index] != 255 { return false }
            index += 4
        }
        return true
    }

    /// The pixel at column `x` and row `y`, both inside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let offset = byteOffset(x: x, y: y)
            return Pixel(
                red: pixels[offset], green: pixels[offset + 1],
                blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "Pixel (\(x), \(y)) is outside the \(width)x\(height) image"
        )
        return 4 * (y * width + x)
    }
}

extension RGBAImage {
    /// One straight-alpha RGBA pixel.
    public struct Pixel: Hashable, Sendable {
        /// The red component.
        public var red: UInt8
        /// The green component.
        public var green: UInt8
        /// The blue component.
        public var blue: UInt8
        /// The alpha component; 255 is opaque.
        public var alpha: UInt8

        /// Creates a pixel from its components; alpha is opaque by default.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Transparent black.
        public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    }
}
