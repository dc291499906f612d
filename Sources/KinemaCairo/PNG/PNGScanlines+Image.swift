extension PNGScanlines {
    /// The filtered scanlines of a straight RGBA image: RGB bytes (alpha dropped) for
    /// ``PNGFile/ColorType/rgb``, the RGBA bytes as they are for ``PNGFile/ColorType/rgba``.
    ///
    /// - Complexity: O(width * height).
    static func filtered(
        _ image: RGBAImage, colorType: PNGFile.ColorType, filter: PNGRowFilter?
    ) -> [UInt8] {
        let opaque = colorType == .rgb
        let scanlines = PNGScanlines(
            bytesPerPixel: opaque ? 3 : 4, width: image.width, height: image.height)
        let rowBytes = scanlines.rowBytes
        return image.pixels.withUnsafeBufferPointer { pixels in
            scanlines.filtered(with: filter) { y, row in
                let source = pixels.baseAddress! + 4 * image.width * y
                if opaque {
                    for x in 0..<image.width {
                        (row + 3 * x).update(from: source + 4 * x, count: 3)
                    }
                } else {
                    row.update(from: source, count: rowBytes)
                }
            }
        }
    }
}
