import Foundation

/// The geometry of a view, given to `visualEffect` closures.
public struct GeometryProxy: Sendable, Equatable {
    /// The view's frame in the scene's coordinate space.
    internal let globalFrame: CGRect

    /// Creates a proxy for a frame in the scene's space (Kinema's own, for tests).
    public init(frame: CGRect) { globalFrame = frame }

    /// The view's size.
    public var size: CGSize { globalFrame.size }

    /// The view's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The scene's space: origin at the canvas's top leading corner.
    case global
    /// The view's own space.
    case local
}
