/// Builds the filtered scanlines of a PNG image: per row one filter-type byte, then the row.
///
/// The rows come from a closure that writes one row of unfiltered RGB or RGBA bytes, so the
/// same code serves premultiplied Cairo data and straight RGBA images.
struct PNGScanlines {
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let bytesPerPixel: Int
    /// The image width in pixels.
    let width: Int
    /// The image height in pixels.
    let height: Int

    /// The unfiltered bytes of one row.
    var rowBytes: Int { width * bytesPerPixel }

    /// The filtered data, `height * (1 + rowBytes)` bytes, ready for zlib compression.
    ///
    /// - Parameters:
    ///   - filter: The filter of every row, or `nil` to pick per row the filter whose output
    ///     has the least sum of absolute values (as signed bytes).
    ///   - fillRow: Writes the unfiltered bytes of row `y` to the buffer.
    func filtered(
        with filter: PNGRowFilter?,
        fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let stride = 1 + rowBytes
        return [UInt8](unsafeUninitializedCapacity: height * stride) { output, count in
            let base = output.baseAddress!
            if filter == PNGRowFilter.none {
                for y in 0..<height {
                    base[y * stride] = PNGRowFilter.none.rawValue
                    fillRow(y, base + y * stride + 1)
                }
            } else {
                filterRows(into: base, with: filter, fillRow: fillRow)
            }
            count = height * stride
        }
    }

    private func filterRows(
        into base: UnsafeMutablePointer<UInt8>, with filter: PNGRowFilter?,
        fillRow: (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let stride = 1 + rowBytes
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 2 * rowBytes)
        var previous = rows
        var current = rows + rowBytes
        let candidates = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { candidates.deallocate() }
        for y in 0..<height {
            fillRow(y, current)
            let target = base + y * stride + 1
            if let filter {
                apply(filter, current: current, previous: previous, to: target)
                base[y * stride] = filter.rawValue
            } else {
                var bestScore = Int.max
                for candidate in PNGRowFilter.allCases {
                    apply(candidate, current: current, previous: previous, to: candidates)
                    let score = absoluteSum(candidates, limit: bestScore)
                    if score < bestScore {
                        bestScore = score
                        target.update(from: candidates, count: rowBytes)
                        base[y * stride] = candidate.rawValue
                    }
                }
            }
            swap(&previous, &current)
        }
    }

    /// The sum of the bytes read as signed values, stopping early once it reaches `limit`.
    private func absoluteSum(_ bytes: UnsafeMutablePointer<UInt8>, limit: Int) -> Int {
        var sum = 0
        for index in 0..<rowBytes {
            let value = Int(bytes[index])
            sum += value < 128 ? value : 256 - value
            if sum >= limit { return sum }
        }
        return sum
    }

    private func apply(
        _ filter: PNGRowFilter, current: UnsafeMutablePointer<UInt8>,
        previous: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>
    ) {
        let bpp = bytesPerPixel
        switch filter {
        case .none:
            output.update(from: current, count: rowBytes)
        case .sub:
            for index in 0..<rowBytes {
                let left = index >= bpp ? current[index - bpp] : 0
                output[index] = current[index] &- left
            }
        case .up:
            for index in 0..<rowBytes {
                output[index] = current[index] &- previous[index]
            }
        case .average:
            for index in 0..<rowBytes {
                let left = index >= bpp ? Int(current[index - bpp]) : 0
                let mean = UInt8((left + Int(previous[index])) / 2)
                output[index] = current[index] &- mean
            }
        case .paeth:
            for index in 0..<rowBytes {
                let left = index >= bpp ? Int(current[index - bpp]) : 0
                let upLeft = index >= bpp ? Int(previous[index - bpp]) : 0
                let predictor = Self.paeth(left: left, up: Int(previous[index]), upLeft: upLeft)
                output[index] = current[index] &- UInt8(predictor)
            }
        }
    }

    /// The Paeth predictor of the PNG specification (section 9.4).
    static func paeth(left: Int, up: Int, upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toUpLeft = abs(estimate - upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        if toUp <= toUpLeft { return up }
        return upLeft
    }
}
