import Foundation
import KinemaCore

/// The geometry of a view as laid out: what a `GeometryReader`'s content and a
/// `visualEffect` closure read.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(Color.blue)
///         .frame(width: proxy.size.width * progress)
/// }
/// ```
///
/// Frames are the layout's targets (SwiftUI's model values, not the animated
/// presentation), moved by the drawing transforms above the view (`offset`,
/// `scaleEffect`, `rotationEffect`: a transformed frame is its bounding box).
public struct GeometryProxy: Sendable, Equatable {
    /// The view's frame and drawing transform.
    internal var space: GeometrySpace
    /// The named coordinate spaces around the view, innermost last.
    internal var namedSpaces: [NamedGeometrySpace] = []
    /// The spaces of the views with anchors in the scene, by anchor id.
    internal var anchors: [AnchorID: GeometrySpace] = [:]

    /// Creates a proxy for a frame in the scene's space (Kinema's own, for tests).
    public init(frame: CGRect) { space = GeometrySpace(frame: frame) }

    /// A proxy of a view with `space` among `namedSpaces` and `anchors`.
    internal init(
        space: GeometrySpace, namedSpaces: [NamedGeometrySpace] = [],
        anchors: [AnchorID: GeometrySpace] = [:]
    ) {
        self.space = space
        self.namedSpaces = namedSpaces
        self.anchors = anchors
    }

    /// The view's size.
    public var size: CGSize { space.frame.size }

    /// The safe area insets of the view: always zero (a headless scene has no bars or
    /// notches).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The view's frame in a coordinate space: `.local` (origin zero), `.global` (the
    /// canvas) or `.named(_:)` (the view that declared `coordinateSpace(name:)` around
    /// this one; the global frame when no such view encloses it, as in SwiftUI).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local: return local
        case .global: return space.global(local)
        case .named(let name):
            let global = space.global(local)
            return namedSpace(name)?.local(global) ?? global
        }
    }

    /// The view's frame in a coordinate space (SwiftUI's `CoordinateSpaceProtocol` form:
    /// `.local`, `.global`, `.named("scroll")`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space in this view's local space, or `nil` when
    /// no view around this one declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace,
            let named = namedSpace(name)
        else { return nil }
        return space.local(named.global(CGRect(origin: .zero, size: named.frame.size)))
    }

    /// The value of an anchor in this view's local space; zero until the anchored view
    /// has been laid out (the first resolution of a scene) or when it is not on screen.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let target = anchors[anchor.id]
        // A source's geometry matches its type by construction: `.rect` sources exist only
        // as `Anchor<CGRect>.Source` and `.point` ones as `Anchor<CGPoint>.Source`, so the
        // casts below cannot fail.
        switch anchor.source.geometry {
        case .rect(let rect):
            guard let target else { return CGRect.zero as! T }
            let local = rect ?? CGRect(origin: .zero, size: target.frame.size)
            return space.local(target.global(local)) as! T
        case .point(let unit, let offset):
            guard let target else { return CGPoint.zero as! T }
            let point = CGPoint(
                x: unit.x * target.frame.width + offset.x,
                y: unit.y * target.frame.height + offset.y)
            return space.local(target.global(point)) as! T
        }
    }

    /// The innermost enclosing space called `name`.
    private func namedSpace(_ name: CoordinateSpace.Name) -> GeometrySpace? {
        namedSpaces.last { $0.name == name }?.space
    }
}
