import Foundation
import KinemaCore

extension Path {
    /// Adds a closed rectangle subpath, clockwise on screen from the top-left corner.
    /// - Parameters:
    ///   - rect: The rectangle (standardized first).
    ///   - transform: A transform applied to the added commands.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        func map(_ p: CGPoint) -> CGPoint { transform == .identity ? p : p.applying(transform) }
        // Appended in place, with room made once for a path's first rectangle (the most
        // common path of all; later ones grow the array geometrically).
        if elements.isEmpty { elements.reserveCapacity(5) }
        elements.append(.move(to: map(CGPoint(x: r.minX, y: r.minY))))
        elements.append(.line(to: map(CGPoint(x: r.maxX, y: r.minY))))
        elements.append(.line(to: map(CGPoint(x: r.maxX, y: r.maxY))))
        elements.append(.line(to: map(CGPoint(x: r.minX, y: r.maxY))))
        elements.append(.closeSubpath)
    }

    /// Adds closed rectangle subpaths.
    /// - Parameters:
    ///   - rects: The rectangles, in order.
    ///   - transform: A transform applied to the added commands.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open subpath through `lines`: a move to the first point, then lines to the
    /// others, as Core Graphics' `addLines(between:)`. An empty array adds nothing.
    /// - Parameter lines: The points, in order.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Adds the closed ellipse inscribed in `rect`, as four cubic curves from the
    /// rightmost point with increasing angles (clockwise on screen).
    /// - Parameters:
    ///   - rect: The rectangle (standardized first).
    ///   - transform: A transform applied to the added commands.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var path = Path()
        let center = CGPoint(x: r.midX, y: r.midY)
        path.addArc(
            center: center, radiusX: r.width / 2, radiusY: r.height / 2, from: 0, to: 2 * .pi)
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// A path with the given commands.
    internal init(elements: [Element]) { self.elements = elements }
}

extension Path {
    /// The path with every point mapped by `transform`.
    /// - Parameter transform: The affine transform.
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
    /// - Parameter body: Called once per command, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }
}
