import Foundation

extension GaussianBlur {
    /// The largest change, in 8-bit levels, that a blur may make to a pixel while rounding
    /// still gives back its byte: 1/2 less a margin of 0.01 for `Float` rounding in the passes
    /// (each pass errs by a few units of 2⁻²⁴ relative, under 10⁻⁴ levels after six).
    static let invisibleChange = 0.49

    /// The largest radius that cannot change any byte of valid premultiplied pixels:
    /// √(3 (1 − (1 − 0.49/255)^(1/6))) ≈ 0.0310 px. Blurs up to this radius skip all work.
    ///
    /// Derived in ``changesPixels``; this closed form solves its condition for σ.
    public static let largestInvisibleRadius =
        (3 * (1 - pow(1 - invisibleChange / 255, 1.0 / 6))).squareRoot()

    /// Whether the blur can change any byte of valid premultiplied pixels (components not
    /// above alpha); when it cannot, ``apply(toPremultipliedARGB32:width:height:bytesPerRow:blursAlpha:)``
    /// returns at once, leaving the pixels as the full blur would.
    ///
    /// **Derivation, for what the blur computes.** Each axis gets three passes of the kernel
    /// `[w, 1, …, 1, w] / (2r + 1 + 2w)` (`BoxBlurKernel`). With a whole radius `r ≥ 1` one
    /// pass keeps at most 1/3 of a pixel: an opaque dot on transparency loses far more than
    /// half a level, so the blur changes bytes. With `r = 0` a pass is
    /// `out[i] = p·in[i] + (1 − p)/2·(in[i − 1] + in[i + 1])` with `p = 1/(1 + 2w)`: a convex
    /// combination of the input and of zeros beyond transparent edges (or repeated edge
    /// samples). After six passes `out[i]` is still a convex combination in which `in[i]`
    /// keeps at least `p⁶` (the paths that stay at `i` through every pass), so
    /// `|out[i] − in[i]| ≤ (1 − p⁶)·255`. While that is below 1/2 (less the margin of
    /// `invisibleChange`), rounding to the nearest byte gives `in[i]` back: no byte changes.
    /// For `r = 0` the kernel's variance `2w/(1 + 2w)` is σ²/3, so `p = 1 − σ²/3` and the
    /// condition `(1 − (1 − σ²/3)⁶)·255 ≤ 0.49` holds up to ``largestInvisibleRadius``. The
    /// bound is nearly reached: an opaque dot keeps `((1 + 6w²)·p³)²` of its level, about
    /// `1 − 2σ²`, and rounds to a lower byte from σ ≈ 0.03133 on.
    public var changesPixels: Bool {
        guard let sigma = effectiveSigma else { return false }
        return sigma > Self.largestInvisibleRadius
    }
}
