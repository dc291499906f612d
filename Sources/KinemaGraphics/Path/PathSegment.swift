import Foundation

/// One drawn piece of a path with its start point: a line, a quadratic or a cubic Bézier
/// curve, parametrized by t in 0...1 (Kinema's internal geometry for trimming, bounds,
/// containment and stroking).
internal enum PathSegment: Equatable, Sendable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// The first point.
    internal var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The last point.
    internal var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The command that draws this segment from its start point.
    internal var element: Path.Element {
        switch self {
        case .line(_, let p): return .line(to: p)
        case .quad(_, let c, let p): return .quadCurve(to: p, control: c)
        case .cubic(_, let c1, let c2, let p): return .curve(to: p, control1: c1, control2: c2)
        }
    }

    /// The point at parameter `t`.
    internal func point(at t: Double) -> CGPoint {
        let s = 1 - t
        switch self {
        case .line(let a, let b): return a * s + b * t
        case .quad(let a, let b, let c): return a * (s * s) + b * (2 * s * t) + c * (t * t)
        case .cubic(let a, let b, let c, let d):
            return a * (s * s * s) + b * (3 * s * s * t) + c * (3 * s * t * t) + d * (t * t * t)
        }
    }

    /// The derivative with respect to t at `t`.
    internal func derivative(at t: Double) -> CGPoint {
        let s = 1 - t
        switch self {
        case .line(let a, let b): return b - a
        case .quad(let a, let b, let c): return (b - a) * (2 * s) + (c - b) * (2 * t)
        case .cubic(let a, let b, let c, let d):
            return (b - a) * (3 * s * s) + (c - b) * (6 * s * t) + (d - c) * (3 * t * t)
        }
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau), with its
    /// end points exactly those of the segment when `t0` is 0 or `t1` is 1.
    internal func portion(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        let head = t1 >= 1 ? self : split(at: t1).0
        if t0 <= 0 { return head }
        return head.split(at: t1 >= 1 ? t0 : t0 / t1).1
    }

    /// The two halves at parameter `t`.
    internal func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let m = point(at: t)
            return (.line(a, m), .line(m, b))
        case .quad(let a, let b, let c):
            let (ab, bc) = (mix(a, b, t), mix(b, c, t))
            let m = mix(ab, bc, t)
            return (.quad(a, ab, m), .quad(m, bc, c))
        case .cubic(let a, let b, let c, let d):
            let (ab, bc, cd) = (mix(a, b, t), mix(b, c, t), mix(c, d, t))
            let (abc, bcd) = (mix(ab, bc, t), mix(bc, cd, t))
            let m = mix(abc, bcd, t)
            return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, d))
        }
    }

    /// The control points, first to last.
    internal var points: [CGPoint] {
        switch self {
        case .line(let a, let b): return [a, b]
        case .quad(let a, let b, let c): return [a, b, c]
        case .cubic(let a, let b, let c, let d): return [a, b, c, d]
        }
    }

    /// The coefficients of x(t) or y(t) as a power-basis polynomial, lowest first.
    internal func polynomial(_ coordinate: KeyPath<CGPoint, CGFloat>) -> [Double] {
        let p = points.map { Double($0[keyPath: coordinate]) }
        switch p.count {
        case 2: return [p[0], p[1] - p[0]]
        case 3: return [p[0], 2 * (p[1] - p[0]), p[0] - 2 * p[1] + p[2]]
        default:
            return [
                p[0], 3 * (p[1] - p[0]), 3 * (p[0] - 2 * p[1] + p[2]),
                p[3] - p[0] + 3 * (p[1] - p[2]),
            ]
        }
    }

    /// The parameters in the open interval (0, 1) where x(t) or y(t) has a turning point.
    internal func turningParameters(_ coordinate: KeyPath<CGPoint, CGFloat>) -> [Double] {
        let c = polynomial(coordinate)
        let derivative = c.indices.dropFirst().map { Double($0) * c[$0] }
        return realRoots(of: derivative).filter { $0 > 0 && $0 < 1 }.sorted()
    }
}

/// The point `a + (b - a) t`.
internal func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: CGPoint, k: Double) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }

    /// The Euclidean length of the point as a vector.
    var length: Double { (x * x + y * y).squareRoot() }
}
