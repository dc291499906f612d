import Foundation
import KinemaCore
import KinemaGraphics

/// A paint whose gradient geometry is still in unit points of the painted bounds.
nonisolated package enum UnresolvedPaint: Sendable, Equatable {
    case color(Color)
    case linear(Gradient, UnitPoint, UnitPoint)
    case radial(Gradient, UnitPoint, CGFloat, CGFloat)
    /// Stops, centre, start and end angles in radians.
    case angular(Gradient, UnitPoint, CGFloat, CGFloat)
    /// Stops, centre, start and end radius fractions.
    case elliptical(Gradient, UnitPoint, CGFloat, CGFloat)
    /// A style from where it is drawn (the foreground style's levels, the tint), until
    /// resolved in a `StyleContext`.
    case contextual(ContextualStyle)
    /// An image pattern, its origin at the bounds' corner.
    case image(ImagePattern)
    /// A mesh gradient, its vertices in the unit square of the bounds.
    case mesh(MeshGradient)

    /// The variant key: paints of different variants jump instead of animating.
    internal var variant: Int {
        switch self {
        case .color, .contextual: return 0
        case .linear(let g, _, _): return 1 + 4 * g.stops.count
        case .radial(let g, _, _, _): return 2 + 4 * g.stops.count
        case .angular(let g, _, _, _): return 3 + 4 * g.stops.count
        case .elliptical(let g, _, _, _): return 4 + 4 * g.stops.count
        case .image: return 5
        case .mesh(let m):
            // Negative, apart from the others: meshes of one size and smoothing animate.
            let size = m.isValid ? m.width * 1_001 + m.height : 0
            return -(2 + 2 * size + (m.smoothsColors ? 1 : 0))
        }
    }

    /// The paint's numbers, for animation: colour components (as `Color`'s animatable
    /// data) and gradient stops and geometry.
    package var vector: AnimatableVector {
        var values: [Double] = []
        func add(_ c: Color) {
            let d = c.animatableData
            values += [d.first, d.second.first, d.second.second.first, d.second.second.second]
        }
        switch self {
        case .color(let c): add(c)
        case .contextual: add(.primary)
        case .image: break
        case .mesh(let m):
            if m.isValid {
                for c in m.vertexColors { add(c) }
                for p in m.unitPoints { values += [p.x, p.y] }
            }
            add(m.background)
        case .linear(let g, let s, let e):
            for stop in g.stops {
                add(stop.color)
                values.append(stop.location)
            }
            values += [s.x, s.y, e.x, e.y]
        case .radial(let g, let c, let r0, let r1), .angular(let g, let c, let r0, let r1),
            .elliptical(let g, let c, let r0, let r1):
            for stop in g.stops {
                add(stop.color)
                values.append(stop.location)
            }
            values += [c.x, c.y, r0, r1]
        }
        return AnimatableVector(values)
    }

    /// The paint of this variant with the numbers of `vector`, in `bounds`.
    package func resolved(_ vector: AnimatableVector, in size: CGSize) -> Paint {
        func color(at i: Int) -> Color {
            var c = Color.clear
            c.animatableData = AnimatablePair(
                vector[i],
                AnimatablePair(vector[i + 1], AnimatablePair(vector[i + 2], vector[i + 3])))
            return c
        }
        func stops(_ g: Gradient) -> ([Gradient.Stop], Int) {
            var result: [Gradient.Stop] = []
            for k in 0..<g.stops.count {
                result.append(Gradient.Stop(color: color(at: 5 * k), location: vector[5 * k + 4]))
            }
            return (result, 5 * g.stops.count)
        }
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: vector[i] * size.width, y: vector[i + 1] * size.height)
        }
        switch self {
        case .color, .contextual: return .color(color(at: 0))
        case .image(let pattern): return .image(pattern)
        case .mesh(let m):
            guard m.isValid else { return .color(color(at: 0)) }
            let count = m.width * m.height
            let colors = (0..<count).map { color(at: 4 * $0) }
            let points = (0..<count).map { point(4 * count + 2 * $0) }
            return .meshGradient(
                MeshGradientPaint(
                    width: m.width, height: m.height, points: points, colors: colors,
                    background: color(at: 6 * count), bounds: CGRect(origin: .zero, size: size),
                    smoothsColors: m.smoothsColors))
        case .linear(let g, _, _):
            let (s, i) = stops(g)
            return .linearGradient(stops: s, start: point(i), end: point(i + 2))
        case .radial(let g, _, _, _):
            let (s, i) = stops(g)
            return .radialGradient(
                stops: s, center: point(i), startRadius: max(0, vector[i + 2]),
                endRadius: max(0, vector[i + 3]))
        case .angular(let g, _, _, _):
            let (s, i) = stops(g)
            return .conicGradient(
                stops: s, center: point(i), startAngle: vector[i + 2], endAngle: vector[i + 3])
        case .elliptical(let g, _, _, _):
            let (s, i) = stops(g)
            return .ellipticalGradient(
                stops: s, center: point(i), size: size, startRadiusFraction: max(0, vector[i + 2]),
                endRadiusFraction: max(0, vector[i + 3]))
        }
    }
}
