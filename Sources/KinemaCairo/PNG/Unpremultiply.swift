/// Converts premultiplied color components to straight ones.
enum Unpremultiply {
    /// `table[alpha << 8 | c]` is the straight value of premultiplied component `c` at `alpha`:
    /// `(c * 255 + alpha / 2) / alpha` in integer arithmetic, 0 where alpha is 0, and 255 where
    /// an invalid premultiplied component exceeds its alpha far enough to pass 255.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for component in 0..<256 {
                table[alpha << 8 | component] = UInt8(
                    min(255, (component * 255 + alpha / 2) / alpha))
            }
        }
        return table
    }()

    /// The straight value of one premultiplied component (the formula the table holds).
    static func straight(_ component: UInt8, alpha: UInt8) -> UInt8 {
        table[Int(alpha) << 8 | Int(component)]
    }

    /// Writes one row of native-endian premultiplied ARGB32 pixels as straight RGB or RGBA.
    ///
    /// - Parameters:
    ///   - source: The first pixel of the row.
    ///   - width: Pixels in the row.
    ///   - withAlpha: Whether to write RGBA (else RGB, dropping alpha).
    ///   - table: ``table``'s storage.
    ///   - output: Room for `width * (withAlpha ? 4 : 3)` bytes.
    @inline(__always)
    static func convertRow(
        _ source: UnsafeRawPointer, width: Int, withAlpha: Bool,
        table: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>
    ) {
        var target = output
        if withAlpha {
            for x in 0..<width {
                let pixel = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                let alpha = Int(pixel >> 24)
                let row = table + (alpha << 8)
                if alpha == 255 {
                    target[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    target[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    target[2] = UInt8(truncatingIfNeeded: pixel)
                } else {
                    target[0] = row[Int(pixel >> 16) & 0xFF]
                    target[1] = row[Int(pixel >> 8) & 0xFF]
                    target[2] = row[Int(pixel) & 0xFF]
                }
                target[3] = UInt8(truncatingIfNeeded: alpha)
                target += 4
            }
        } else {
            for x in 0..<width {
                let pixel = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                target[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                target[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                target[2] = UInt8(truncatingIfNeeded: pixel)
                target += 3
            }
        }
    }
}
