/// The passes of a ``BoxBlurKernel`` over premultiplied pixels, four components at a time.
///
/// Samples beyond the ends are transparent (0) or, with clamped edges, repeat the first and
/// last sample. A running sum over the window `i - radius ... i + radius` makes the cost
/// O(count) whatever the radius; it is kept in `Double` against drift, and every component
/// is computed exactly as the scalar formula `(Float(sum) + endWeight * ends) / totalWeight`
/// would, lane by lane. The loops are split into the two ends, where samples beyond the
/// edges are read, and the middle, where every sample is inside and no branch is taken.
extension BoxBlurKernel {
    /// Convolves `count` pixels of `input` into `output` (distinct buffers).
    func applyAlongRow(
        _ input: UnsafePointer<SIMD4<Float>>, _ output: UnsafeMutablePointer<SIMD4<Float>>,
        count: Int, _ clampsEdges: Bool
    ) {
        guard count > 0 else { return }
        let first = clampsEdges ? input[0] : .zero
        let last = clampsEdges ? input[count - 1] : .zero
        @inline(__always) func sample(_ i: Int) -> SIMD4<Float> {
            i < 0 ? first : i >= count ? last : input[i]
        }
        let scale = SIMD4<Float>(repeating: Float(1 / totalWeight))
        let end = SIMD4<Float>(repeating: Float(endWeight))
        var sum = SIMD4<Double>(repeating: Double(radius)) * SIMD4<Double>(first)
        let inside = min(radius + 1, count)
        for j in 0..<inside { sum += SIMD4<Double>(input[j]) }
        sum += SIMD4<Double>(repeating: Double(radius + 1 - inside)) * SIMD4<Double>(last)
        @inline(__always) func edgeStep(_ i: Int) {
            output[i] =
                (SIMD4<Float>(sum) + end * (sample(i - radius - 1) + sample(i + radius + 1)))
                * scale
            sum += SIMD4<Double>(sample(i + radius + 1)) - SIMD4<Double>(sample(i - radius))
        }
        let (middle, tail) = Self.middle(count: count, radius: radius)
        for i in 0..<middle { edgeStep(i) }
        for i in middle..<tail {
            output[i] =
                (SIMD4<Float>(sum) + end * (input[i - radius - 1] + input[i + radius + 1]))
                * scale
            sum += SIMD4<Double>(input[i + radius + 1]) - SIMD4<Double>(input[i - radius])
        }
        for i in tail..<count { edgeStep(i) }
    }

    /// Convolves the columns of `height` rows of `width` components (four per pixel),
    /// `input` into `output`, row by row: each step updates `width` running sums (`sums`,
    /// scratch of `width` elements) from contiguous rows, a loop the compiler vectorizes.
    func applyAlongColumns(
        _ input: UnsafePointer<Float>, _ output: UnsafeMutablePointer<Float>,
        sums: UnsafeMutablePointer<Double>, zeros: UnsafePointer<Float>,
        width: Int, height: Int, _ clampsEdges: Bool
    ) {
        guard width > 0, height > 0 else { return }
        let first = clampsEdges ? input : zeros
        let last = clampsEdges ? input + (height - 1) * width : zeros
        @inline(__always) func row(_ j: Int) -> UnsafePointer<Float> {
            j < 0 ? first : j >= height ? last : input + j * width
        }
        let scale = Float(1 / totalWeight)
        let end = Float(endWeight)
        let inside = min(radius + 1, height)
        let (before, after) = (Double(radius), Double(radius + 1 - inside))
        for x in 0..<width { sums[x] = before * Double(first[x]) }
        for j in 0..<inside {
            let line = input + j * width
            for x in 0..<width { sums[x] += Double(line[x]) }
        }
        for x in 0..<width { sums[x] += after * Double(last[x]) }
        for i in 0..<height {
            let (leaving, entering) = (row(i - radius), row(i + radius + 1))
            let below = row(i - radius - 1)
            let target = output + i * width
            for x in 0..<width {
                target[x] = (Float(sums[x]) + end * (below[x] + entering[x])) * scale
                sums[x] += Double(entering[x]) - Double(leaving[x])
            }
        }
    }

    /// The range of indices whose whole window, with its end samples, lies inside `count`:
    /// `middle..<tail` (empty when the window is wider than the samples).
    private static func middle(count: Int, radius: Int) -> (Int, Int) {
        let middle = min(radius + 1, count)
        return (middle, max(middle, count - radius - 1))
    }
}
