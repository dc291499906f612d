/// Pixel comparisons between consecutive animation frames, for cropping each frame to what
/// changed.
enum FrameDifference {
    /// The smallest rectangle holding every pixel where `a` and `b` differ, or `nil` when
    /// they are equal. Both images have the same size.
    ///
    /// - Complexity: O(width * height).
    static func changedBounds(_ a: RGBAImage, _ b: RGBAImage) -> PixelRect? {
        precondition(a.size == b.size, "Compared frames differ in size: \(a.size) and \(b.size)")
        let width = a.width
        return a.pixels.withUnsafeBytes { first in
            b.pixels.withUnsafeBytes { second in
                var (minX, minY, maxX, maxY) = (width, a.height, -1, -1)
                for y in 0..<a.height {
                    let row = 4 * width * y
                    var x = 0
                    // Skip equal pixels from the left, then find the last different one.
                    while x < width && pixel(first, row + 4 * x) == pixel(second, row + 4 * x) {
                        x += 1
                    }
                    guard x < width else { continue }
                    var last = width - 1
                    while pixel(first, row + 4 * last) == pixel(second, row + 4 * last) {
                        last -= 1
                    }
                    (minX, maxX) = (min(minX, x), max(maxX, last))
                    if minY > y { minY = y }
                    maxY = y
                }
                guard maxX >= 0 else { return nil }
                return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
        }
    }

    /// The pixels of `target` inside `rect` to be drawn over `base` with APNG's "over"
    /// blend: unchanged pixels transparent, changed ones as they are; `nil` when a changed
    /// pixel is not opaque, since "over" would then mix it with the pixel below.
    ///
    /// Decoders differ in how they mix translucent pixels (Pillow pastes them with their alpha
    /// as a mask, which is not the specification's "over"), so only opaque ones are drawn.
    static func overPixels(_ target: RGBAImage, base: RGBAImage, in rect: PixelRect) -> RGBAImage? {
        var result = RGBAImage(width: rect.width, height: rect.height)
        var opaqueChanges = true
        target.pixels.withUnsafeBytes { new in
            base.pixels.withUnsafeBytes { old in
                result.withUnsafeMutablePixelBytes { output in
                    let out = UnsafeMutableRawBufferPointer(output)
                    for y in 0..<rect.height where opaqueChanges {
                        let row = 4 * ((rect.y + y) * target.width + rect.x)
                        for x in 0..<rect.width {
                            let offset = row + 4 * x
                            let value = pixel(new, offset)
                            guard value != pixel(old, offset) else { continue }
                            guard new[offset + 3] == 255 else {
                                opaqueChanges = false
                                break
                            }
                            out.storeBytes(
                                of: value, toByteOffset: 4 * (y * rect.width + x), as: UInt32.self)
                        }
                    }
                }
            }
        }
        return opaqueChanges ? result : nil
    }

    /// `image` with the pixels in `rect` made transparent black (APNG's "background" disposal).
    static func clearing(_ rect: PixelRect, of image: RGBAImage) -> RGBAImage {
        var result = image
        result.draw(RGBAImage(width: rect.width, height: rect.height), atX: rect.x, y: rect.y)
        return result
    }

    private static func pixel(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }
}
