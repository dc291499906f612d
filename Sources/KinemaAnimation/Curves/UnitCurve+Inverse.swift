extension UnitCurve {
    /// The curve that undoes this one: `inverse.value(at: value(at: p))` is `p` wherever this
    /// curve is continuous and strictly increasing.
    ///
    /// - `linear` is its own inverse.
    /// - A Bézier curve whose control y values lie in [0, 1] (so it never overshoots) has the
    ///   Bézier with x and y of both control points swapped as its exact inverse, as in
    ///   SwiftUI: `easeIn.inverse` is `bezier((0, 0.42), (1, 1))`.
    /// - `circularEaseIn` and `circularEaseOut` invert to each other, and so do
    ///   `easeInCirc` and `easeOutCirc`.
    /// - The inverse of an inverse is the original curve.
    /// - Every other curve f (the other easings, `steps`, `linear()` stops, overshooting
    ///   Béziers) gets a numerical inverse: `inverse.value(at: y)` is the smallest progress x
    ///   with f(x) ≥ y. That is the exact inverse where f increases strictly; where f is flat
    ///   it takes the start of the flat part, where f jumps over y it takes the jump, and
    ///   where f is not monotone (back, elastic, bounce) it takes the first crossing of y
    ///   (found on a grid of 64 cells, so a crossing narrower than a cell may be missed).
    ///   If f never reaches y the result is 1. The ends are exact: 0 maps to 0 and 1 to 1
    ///   (also where f reaches 1 earlier, or rounds to 1 just before the end). Its velocity is 1 / f'(x) where the curve
    ///   crosses y, and 0 where it jumps over y.
    ///
    /// - Complexity: O(1); a numerical inverse's `value(at:)` costs up to about 110
    ///   evaluations of this curve.
    public var inverse: UnitCurve {
        switch storage {
        case .linear: return self
        case .bezier(let bezier):
            if let swapped = bezier.swapped { return UnitCurve(storage: .bezier(swapped)) }
        case .circular(.easeIn): return .circularEaseOut
        case .circular(.easeOut): return .circularEaseIn
        case .easing(.circ, .easeIn): return .easeOutCirc
        case .easing(.circ, .easeOut): return .easeInCirc
        case .inverse(let curve): return curve
        default: break
        }
        return UnitCurve(storage: .inverse(self))
    }

    /// The smallest x in [0, 1] with `value(at: x) >= y`, or 1 if there is none; 0 at 0 and 1
    /// at 1.
    @usableFromInline
    internal func inverseValue(at y: Double) -> Double {
        if y >= 1 { return 1 }
        if y <= 0 || value(at: 0) >= y { return 0 }
        let cells = 64
        for cell in 1...cells {
            let x = Double(cell) / Double(cells)
            if value(at: x) >= y {
                // Invariant: value(at: low) < y <= value(at: high).
                var low = Double(cell - 1) / Double(cells)
                var high = x
                for _ in 0..<46 {
                    let middle = (low + high) / 2
                    if value(at: middle) >= y { high = middle } else { low = middle }
                }
                return high
            }
        }
        return 1
    }

    /// The derivative of `inverseValue(at:)`: 1 / f'(x) at a crossing, 0 across a jump.
    @usableFromInline
    internal func inverseVelocity(at y: Double) -> Double {
        let x = inverseValue(at: y)
        guard abs(value(at: x) - y) <= 1e-9 else { return 0 }
        let slope = velocity(at: x)
        return slope > 0 ? 1 / slope : .infinity
    }
}
