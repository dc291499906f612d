import Foundation
import KinemaCore

extension Path {
    /// Adds a closed rectangle subpath, clockwise from the top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var path = Path()
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// Adds closed rectangle subpaths.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the closed ellipse inscribed in `rect`, as four cubic curves clockwise from
    /// the rightmost point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var path = Path()
        let center = CGPoint(x: r.midX, y: r.midY)
        path.addArc(
            center: center, radiusX: r.width / 2, radiusY: r.height / 2, from: 0, to: 2 * .pi)
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// Adds a rounded rectangle; corner sizes are limited to half of each side.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The size of each corner's quarter ellipse.
    ///   - transform: A transform applied to the added commands.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width.isNaN ? 0 : cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height.isNaN ? 0 : cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        // Each arc adds the straight side before it, unless that side has no length.
        var path = Path()
        path.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        path.addArc(
            center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radiusX: rx, radiusY: ry,
            from: -.pi / 2, to: 0)
        path.addArc(
            center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radiusX: rx, radiusY: ry,
            from: 0, to: .pi / 2)
        path.addArc(
            center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radiusX: rx, radiusY: ry,
            from: .pi / 2, to: .pi)
        path.addArc(
            center: CGPoint(x: r.minX + rx, y: r.minY + ry), radiusX: rx, radiusY: ry,
            from: .pi, to: 3 * .pi / 2)
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// Adds an arc of a circle, as SwiftUI: angles are measured from the positive x axis
    /// towards positive y; `clockwise: false` runs with increasing angles (clockwise on a
    /// screen, whose y axis points down), `clockwise: true` with decreasing ones. A line
    /// joins the current point to the arc's start. Non-finite input adds nothing.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: `true` to run with decreasing angles.
    ///   - transform: A transform applied to the added commands.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians
        var end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite else { return }
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        var path = Path()
        if let current = currentPoint { path.move(to: current) }
        path.addArc(center: center, radiusX: radius, radiusY: radius, from: start, to: end)
        var added = path.elements
        if currentPoint != nil { added.removeFirst() }
        for element in Path(elements: added).applying(transform).elements {
            elements.append(element)
        }
    }

    /// Adds an elliptical arc from angle `a0` to `a1` (radians, any direction) as cubic
    /// curves of at most a quarter turn each, with a line or move to its start.
    internal mutating func addArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from a0: Double, to a1: Double
    ) {
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * cos(a), y: center.y + radiusY * sin(a))
        }
        let start = point(a0)
        if let current = currentPoint {
            if abs(current.x - start.x) > 1e-12 || abs(current.y - start.y) > 1e-12 {
                elements.append(.line(to: start))
            }
        } else {
            move(to: start)
        }
        let sweep = a1 - a0
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<count {
            let b = a + step
            let c1 = CGPoint(
                x: center.x + radiusX * (cos(a) - k * sin(a)),
                y: center.y + radiusY * (sin(a) + k * cos(a)))
            let c2 = CGPoint(
                x: center.x + radiusX * (cos(b) + k * sin(b)),
                y: center.y + radiusY * (sin(b) - k * cos(b)))
            elements.append(.curve(to: point(b), control1: c1, control2: c2))
            a = b
        }
    }

    /// A path with the given commands.
    internal init(elements: [Element]) { self.elements = elements }
}

extension Path {
    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        func map(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        return Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): return .move(to: map(p))
                case .line(let p): return .line(to: map(p))
                case .quadCurve(let p, let c): return .quadCurve(to: map(p), control: map(c))
                case .curve(let p, let c1, let c2):
                    return .curve(to: map(p), control1: map(c1), control2: map(c2))
                case .closeSubpath: return .closeSubpath
                }
            })
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each command.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }
}
