import Foundation
import KinemaCore

/// The outline of a 2-D shape: subpaths of lines and Bézier curves, as SwiftUI's `Path`.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 100, y: 0))
/// path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 150, y: 50))
/// path.closeSubpath()
/// ```
///
/// Arcs and ellipses are stored as cubic Bézier curves (at most a quarter turn each,
/// error below 3e-4 of the radius), so every backend draws the same curves. A path is a
/// `Shape` that ignores the rectangle it is given.
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The commands, in order.
    public internal(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path by calling `callback` on an empty one.
    /// - Parameter callback: Adds commands to the path.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Creates a path holding one rectangle.
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path holding the ellipse inscribed in a rectangle.
    /// - Parameter rect: The rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next command starts, if any: the end of the last command,
    /// or the start of the subpath it closes.
    /// - Complexity: O(1), or O(n) after a `closeSubpath`.
    public var currentPoint: CGPoint? {
        var sawClose = false
        for element in elements.reversed() {
            switch element {
            case .move(let p): return p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if !sawClose { return p }
            case .closeSubpath: sawClose = true
            }
        }
        return nil
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a line to `point` (starting a subpath there if there is none).
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    /// Adds the commands of another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }
}
