/// One side of an image comparison: raw pixels for equality, blended colors for distances.
///
/// Both are computed from the image's bytes when asked, not stored: the comparison needs no
/// memory beyond the two images and the diff image (12 bytes per pixel in all), where
/// tables of words and colors would add 56.
struct DiffPixels {
    let width: Int
    let height: Int
    /// The image's bytes (shared with the image, not copied).
    private let bytes: [UInt8]

    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        bytes = image.pixels
    }

    /// Pixel `index` (row-major) as a 32-bit word, for exact equality.
    func word(_ index: Int) -> UInt32 {
        let offset = 4 * index
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// The blended color of pixel `index` (row-major).
    func color(_ index: Int) -> YIQ.Color {
        let offset = 4 * index
        return YIQ.blendedOnWhite(
            red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2],
            alpha: bytes[offset + 3])
    }

    /// Pixel `index` as pixelmatch draws unchanged pixels: its luma faded 90% towards white.
    func fadedGray(_ index: Int) -> RGBAImage.Pixel {
        let gray = 255 + (color(index).y - 255) * 0.1
        let value = UInt8(max(0, min(255, gray.rounded())))
        return RGBAImage.Pixel(red: value, green: value, blue: value)
    }

    /// The in-bounds neighbors of `(x, y)`, itself excluded, and how many lie off the image
    /// edge counted as one "equal" neighbor (pixelmatch's rule for border pixels).
    private func neighborhood(x: Int, y: Int) -> (neighbors: [(Int, Int)], edge: Int) {
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y2 = min(y + 1, height - 1)
        let onEdge = x == x0 || x == x2 || y == y0 || y == y2
        var neighbors: [(Int, Int)] = []
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                neighbors.append((nx, ny))
            }
        }
        return (neighbors, onEdge ? 1 : 0)
    }

    /// Whether pixel `(x, y)` looks like anti-aliasing (pixelmatch's `antialiased`).
    ///
    /// It must have both a darker and a brighter neighbor, at most two neighbors of its own
    /// brightness (the image edge counting as one), and its darkest or its brightest neighbor
    /// must have more than two identical neighbors in this image and in `other`.
    func isAntialiased(x: Int, y: Int, other: DiffPixels) -> Bool {
        let (neighbors, edge) = neighborhood(x: x, y: y)
        var equal = edge
        let luma = color(y * width + x).y
        var darkest = 0.0
        var brightest = 0.0
        var darkestAt = (0, 0)
        var brightestAt = (0, 0)
        for (nx, ny) in neighbors {
            let delta = luma - color(ny * width + nx).y
            if delta == 0 {
                equal += 1
                if equal > 2 { return false }
            } else if delta < darkest {
                darkest = delta
                darkestAt = (nx, ny)
            } else if delta > brightest {
                brightest = delta
                brightestAt = (nx, ny)
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(darkestAt) && other.hasManySiblings(darkestAt))
            || (hasManySiblings(brightestAt) && other.hasManySiblings(brightestAt))
    }

    /// Whether the pixel has more than two neighbors identical to it (the edge counts as one).
    func hasManySiblings(_ point: (Int, Int)) -> Bool {
        let (neighbors, edge) = neighborhood(x: point.0, y: point.1)
        let word = word(point.1 * width + point.0)
        var equal = edge
        for (nx, ny) in neighbors where self.word(ny * width + nx) == word {
            equal += 1
            if equal > 2 { return true }
        }
        return false
    }
}
