import Foundation

/// The real roots of the polynomial `c[0] + c[1] t + c[2] t² + c[3] t³` (degree at most 3),
/// in no particular order; none for a constant.
///
/// Leading coefficients negligible against the others (below 1e-12 of the largest) are
/// dropped, so a nearly degenerate cubic is solved as the quadratic it almost is. Cubic
/// roots come from the trigonometric or Cardano form and are polished by Newton steps.
internal func realRoots(of coefficients: [Double]) -> [Double] {
    var c = coefficients
    let scale = c.map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return [] }
    while let last = c.last, c.count > 1, abs(last) <= scale * 1e-12 { c.removeLast() }
    switch c.count {
    case 2: return [-c[0] / c[1]]
    case 3: return quadraticRoots(c[0], c[1], c[2])
    case 4: return cubicRoots(c).map { polish($0, c) }
    default: return []
    }
}

/// The real roots of `a + b t + c t²` (c nonzero), computed without cancellation.
private func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    if discriminant == 0 { return [-b / (2 * c)] }
    let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
    return q == 0 ? [0] : [q / c, a / q]
}

/// The real roots of the cubic with coefficients `c` (lowest first, c[3] nonzero).
private func cubicRoots(_ c: [Double]) -> [Double] {
    // Depressed cubic t = u - a/3: u³ + p u + q = 0.
    let (a, b, d) = (c[2] / c[3], c[1] / c[3], c[0] / c[3])
    let p = b - a * a / 3
    let q = 2 * a * a * a / 27 - a * b / 3 + d
    let shift = -a / 3
    let discriminant = q * q / 4 + p * p * p / 27
    if discriminant > 0 {
        let r = discriminant.squareRoot()
        return [cbrt(-q / 2 + r) + cbrt(-q / 2 - r) + shift]
    }
    if p == 0 { return [shift] }
    // Three real roots (two may coincide): u = 2 sqrt(-p/3) cos(...).
    let m = 2 * (-p / 3).squareRoot()
    let argument = max(-1, min(1, 3 * q / (p * m)))
    let theta = acos(argument) / 3
    return (0..<3).map { m * cos(theta - 2 * Double.pi * Double($0) / 3) + shift }
}

/// `t` improved by a few Newton steps on the polynomial `c`, kept when they help.
private func polish(_ t: Double, _ c: [Double]) -> Double {
    func value(_ x: Double) -> Double { c.reversed().reduce(0) { $0 * x + $1 } }
    func slope(_ x: Double) -> Double {
        c.indices.dropFirst().reversed().reduce(0) { $0 * x + Double($1) * c[$1] }
    }
    var best = t
    for _ in 0..<4 {
        let d = slope(best)
        guard d != 0 else { break }
        let next = best - value(best) / d
        guard next.isFinite, abs(value(next)) < abs(value(best)) else { break }
        best = next
    }
    return best
}
