extension RGBAImage {
    /// The smallest rectangle holding every pixel whose alpha is not 0, or `nil` when the
    /// image is fully transparent or empty.
    ///
    /// - Complexity: O(width * height).
    public var visibleBounds: PixelRect? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let row = 4 * width * y
            for x in 0..<width where pixels[row + 4 * x + 3] != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels inside `rect`, which must lie within the image.
    ///
    /// - Complexity: O(rect.width * rect.height).
    public func cropped(to rect: PixelRect) -> RGBAImage {
        precondition(
            PixelRect(x: 0, y: 0, width: width, height: height).contains(rect)
                && rect.width >= 0 && rect.height >= 0,
            "Crop rectangle \(rect) is not inside the \(width)x\(height) image")
        var bytes = [UInt8]()
        bytes.reserveCapacity(4 * rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            let start = 4 * (y * width + rect.x)
            bytes += pixels[start..<start + 4 * rect.width]
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: bytes)
    }

    /// Copies `image` into this one with its top-left pixel at `(x, y)`; it must fit inside.
    ///
    /// - Complexity: O(image.width * image.height).
    public mutating func draw(_ image: RGBAImage, atX x: Int, y: Int) {
        precondition(
            x >= 0 && y >= 0 && x + image.width <= width && y + image.height <= height,
            "A \(image.width)x\(image.height) image at (\(x), \(y)) does not fit in the "
                + "\(width)x\(height) image")
        let rowBytes = 4 * image.width
        for row in 0..<image.height {
            let target = 4 * ((y + row) * width + x)
            pixels.replaceSubrange(
                target..<target + rowBytes,
                with: image.pixels[rowBytes * row..<rowBytes * (row + 1)])
        }
    }

    /// Repeats the edge pixels of `rect` outwards by `amount` pixels on every side (edge
    /// extrusion); the grown rectangle must lie within the image.
    public mutating func extrudeEdges(of rect: PixelRect, by amount: Int) {
        guard amount > 0, rect.width > 0, rect.height > 0 else { return }
        for y in rect.y - amount..<rect.maxY + amount {
            let sourceY = min(max(y, rect.y), rect.maxY - 1)
            for x in rect.x - amount..<rect.maxX + amount
            where y != sourceY || x < rect.x || x >= rect.maxX {
                self[x, y] = self[min(max(x, rect.x), rect.maxX - 1), sourceY]
            }
        }
    }
}
