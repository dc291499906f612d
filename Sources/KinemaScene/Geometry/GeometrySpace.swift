import Foundation
import KinemaCore

/// A view's frame in the scene's layout space and the drawing transform above it:
/// converts between the view's local space and the canvas (Kinema's internal form of
/// a coordinate space).
nonisolated internal struct GeometrySpace: Sendable, Equatable {
    /// The frame in the scene's layout space.
    internal var frame: CGRect
    /// The transform from the layout space to the canvas (the effects above the view).
    internal var transform: CGAffineTransform = .identity

    /// A point of the local space in the canvas.
    internal func global(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + frame.minX, y: point.y + frame.minY).applying(transform)
    }

    /// A rectangle of the local space in the canvas (its bounding box when rotated).
    internal func global(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: frame.minX, dy: frame.minY).applying(transform)
    }

    /// A point of the canvas in the local space.
    internal func local(_ point: CGPoint) -> CGPoint {
        let layout = point.applying(transform.inverted())
        return CGPoint(x: layout.x - frame.minX, y: layout.y - frame.minY)
    }

    /// A rectangle of the canvas in the local space (its bounding box when rotated).
    internal func local(_ rect: CGRect) -> CGRect {
        rect.applying(transform.inverted()).offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}

/// A coordinate space declared with `coordinateSpace(name:)`, as a proxy sees it.
nonisolated internal struct NamedGeometrySpace: Sendable, Equatable {
    internal var name: CoordinateSpace.Name
    internal var space: GeometrySpace
}
