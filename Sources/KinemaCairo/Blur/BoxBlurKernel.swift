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
}
