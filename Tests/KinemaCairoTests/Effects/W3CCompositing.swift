import Foundation

/// The W3C *Compositing and Blending Level 1* formulas, written from the specification for
/// the tests (independently of the renderer), on straight-alpha RGBA values in 0...1.
enum W3CCompositing {
    typealias RGB = (r: Double, g: Double, b: Double)
    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    /// A separable blend function `B(Cb, Cs)`.
    static func separable(_ name: String, _ cb: Double, _ cs: Double) -> Double {
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double {
            s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1)
        }
        switch name {
        case "multiply": return cb * cs
        case "screen": return screen(cb, cs)
        case "overlay": return hardLight(cs, cb)
        case "darken": return min(cb, cs)
        case "lighten": return max(cb, cs)
        case "colorDodge":
            if cb == 0 { return 0 }
            if cs == 1 { return 1 }
            return min(1, cb / (1 - cs))
        case "colorBurn":
            if cb == 1 { return 1 }
            if cs == 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case "hardLight": return hardLight(cb, cs)
        case "softLight":
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case "difference": return abs(cb - cs)
        case "exclusion": return cb + cs - 2 * cb * cs
        default: preconditionFailure("not separable: \(name)")
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c)
        let n = min(c.r, c.g, c.b)
        let x = max(c.r, c.g, c.b)
        var out = c
        if n < 0 {
            out = (
                l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n),
                l + (c.b - l) * l / (l - n)
            )
        }
        if x > 1 {
            let o = out
            out = (
                l + (o.r - l) * (1 - l) / (x - l), l + (o.g - l) * (1 - l) / (x - l),
                l + (o.b - l) * (1 - l) / (x - l)
            )
        }
        return out
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.r + d, c.g + d, c.b + d))
    }

    static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var values = [c.r, c.g, c.b]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if values[hi] > values[lo] {
            values[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
            values[hi] = s
        } else {
            values[mid] = 0
            values[hi] = 0
        }
        values[lo] = 0
        return (values[0], values[1], values[2])
    }

    /// A non-separable blend function.
    static func nonSeparable(_ name: String, _ cb: RGB, _ cs: RGB) -> RGB {
        switch name {
        case "hue": return setLum(setSat(cs, sat(cb)), lum(cb))
        case "saturation": return setLum(setSat(cb, sat(cs)), lum(cb))
        case "color": return setLum(cs, lum(cb))
        case "luminosity": return setLum(cb, lum(cs))
        default: preconditionFailure("not non-separable: \(name)")
        }
    }

    /// The composite of source `s` over backdrop `b` with a SwiftUI blend mode's name, as
    /// straight-alpha RGBA.
    static func composite(_ mode: String, source s: RGBA, backdrop b: RGBA) -> RGBA {
        let (sa, ba) = (s.a, b.a)
        // Premultiplied components.
        let sp = [s.r * sa, s.g * sa, s.b * sa]
        let bp = [b.r * ba, b.g * ba, b.b * ba]
        var co: [Double]
        var ao: Double
        switch mode {
        case "normal":
            ao = sa + ba * (1 - sa)
            co = (0..<3).map { sp[$0] + bp[$0] * (1 - sa) }
        case "sourceAtop":
            ao = ba
            co = (0..<3).map { sp[$0] * ba + bp[$0] * (1 - sa) }
        case "destinationOver":
            ao = sa * (1 - ba) + ba
            co = (0..<3).map { sp[$0] * (1 - ba) + bp[$0] }
        case "destinationOut":
            ao = ba * (1 - sa)
            co = (0..<3).map { bp[$0] * (1 - sa) }
        case "plusLighter":
            ao = min(1, sa + ba)
            co = (0..<3).map { min(1, sp[$0] + bp[$0]) }
        case "plusDarker":
            ao = min(1, sa + ba)
            co = (0..<3).map { max(0, ao - ((sa - sp[$0]) + (ba - bp[$0]))) }
        case "hue", "saturation", "color", "luminosity":
            let blended = nonSeparable(mode, (b.r, b.g, b.b), (s.r, s.g, s.b))
            let bl = [blended.r, blended.g, blended.b]
            ao = sa + ba * (1 - sa)
            co = (0..<3).map { sp[$0] * (1 - ba) + bp[$0] * (1 - sa) + sa * ba * bl[$0] }
        default:
            let sc = [s.r, s.g, s.b]
            let bc = [b.r, b.g, b.b]
            ao = sa + ba * (1 - sa)
            co = (0..<3).map {
                sp[$0] * (1 - ba) + bp[$0] * (1 - sa) + sa * ba * separable(mode, bc[$0], sc[$0])
            }
        }
        guard ao > 0 else { return (0, 0, 0, 0) }
        return (co[0] / ao, co[1] / ao, co[2] / ao, ao)
    }
}
