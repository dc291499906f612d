/// One box pass of the blur: a window of `2 * radius + 1` samples of weight 1, plus one sample
/// of weight ``endWeight`` (0 ≤ w < 1) just beyond each end (the "extended box" of Gwosdek,
/// Grewenig, Bruhn and Weickert, 2011).
///
/// The fractional ends let three passes reach any variance exactly, so a blur whose radius
/// animates changes smoothly instead of jumping between whole box widths.
struct BoxBlurKernel: Hashable, Sendable {
    /// Whole samples on each side of the center.
    let radius: Int
    /// The weight of the sample just beyond each end of the window, in [0, 1).
    let endWeight: Double

    /// The sum of the weights: `2 * radius + 1 + 2 * endWeight`.
    var totalWeight: Double { Double(2 * radius + 1) + 2 * endWeight }

    /// The variance of the (normalized) kernel, in pixels².
    var variance: Double {
        let r = Double(radius)
        let inner = r * (r + 1) * (2 * r + 1) / 3
        return (inner + 2 * endWeight * (r + 1) * (r + 1)) / totalWeight
    }

    /// The kernel of one of `passes` equal passes whose convolution has variance `sigma²`.
    ///
    /// Each pass gets the variance `sigma² / passes`; the whole radius is the largest `r`
    /// with `r (r + 1) / 3` (a plain box's variance) not above it, and the end weight makes
    /// up the rest: `w = (2r + 1)(v - r(r + 1)/3) / (2((r + 1)² - v))`.
    ///
    /// - Precondition: `sigma` is finite and not negative; `passes` is at least 1.
    init(sigma: Double, passes: Int) {
        precondition(
            sigma.isFinite && sigma >= 0, "Blur sigma must be finite and >= 0, but is \(sigma)")
        precondition(passes >= 1, "Blur needs at least 1 pass, but has \(passes)")
        let target = sigma * sigma / Double(passes)
        // r (r + 1) / 3 <= target  <=>  r <= (sqrt(1 + 12 target) - 1) / 2.
        var r = Int(((1 + 12 * target).squareRoot() - 1) / 2)
        while Double(r + 1) * Double(r + 2) / 3 <= target { r += 1 }
        while r > 0 && Double(r) * Double(r + 1) / 3 > target { r -= 1 }
        let plain = Double(r) * Double(r + 1) / 3
        let next = Double(r + 1) * Double(r + 1)
        let weight = Double(2 * r + 1) * (target - plain) / (2 * (next - target))
        radius = r
        endWeight = min(max(weight, 0), 1)
    }

    /// Convolves `count` samples read at `input[i * stride]` into `output[i * stride]`.
    ///
    /// Samples outside `0..<count` are `outside(first, last)`: transparent edges read 0,
    /// clamped edges repeat the first and last sample. A running sum makes the cost O(count)
    /// whatever the radius.
    ///
    /// - Parameters:
    ///   - clampsEdges: Whether samples beyond the ends repeat the edge samples (else 0).
    @inline(__always)
    func apply(
        _ input: UnsafePointer<Float>, _ output: UnsafeMutablePointer<Float>, count: Int,
        stride: Int, clampsEdges: Bool
    ) {
        guard count > 0 else { return }
        let first = clampsEdges ? input[0] : 0
        let last = clampsEdges ? input[(count - 1) * stride] : 0
        @inline(__always) func sample(_ i: Int) -> Float {
            if i < 0 { return first }
            if i >= count { return last }
            return input[i * stride]
        }
        let scale = Float(1 / totalWeight)
        let end = Float(endWeight)
        // The sum over the window i - radius ... i + radius, kept in Double against drift.
        // Its start costs O(min(radius, count)): beyond the ends every sample is the same.
        var sum = Double(radius) * Double(first)
        let inside = min(radius + 1, count)
        for j in 0..<inside { sum += Double(input[j * stride]) }
        sum += Double(radius + 1 - inside) * Double(last)
        for i in 0..<count {
            let ends = sample(i - radius - 1) + sample(i + radius + 1)
            output[i * stride] = (Float(sum) + end * ends) * scale
            sum += Double(sample(i + radius + 1)) - Double(sample(i - radius))
        }
    }
}
