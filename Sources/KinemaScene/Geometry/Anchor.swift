import Foundation
import KinemaCore

/// An opaque reference to a geometric value of a view (its bounds, a point of it),
/// resolved in another view's space by a `GeometryProxy`: `proxy[anchor]`.
///
/// Made by `anchorPreference(key:value:transform:)`; two anchors are equal when they
/// refer to the same value of the same view.
public struct Anchor<Value>: Sendable, Equatable, Hashable {
    /// Which anchor modifier made the anchor.
    internal let id: AnchorID
    /// What of the view the anchor refers to.
    internal let source: Source

    /// A geometric value of a view, before it is laid out: `.bounds`, `.center`,
    /// `.topLeading`, a rectangle or a point in the view's space.
    public struct Source: Sendable, Equatable, Hashable {
        internal let geometry: AnchorGeometry
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(id: AnchorID, source: Source) {
        self.id = id
        self.source = source
    }
}

/// The anchor modifier that made an anchor: the identity of the view it modifies and how
/// many anchor modifiers of that view are outside it (a view and the modifiers on it share
/// one identity, so `.anchorPreference(...).padding().anchorPreference(...)` needs both).
nonisolated package struct AnchorID: Sendable, Hashable {
    /// The identity of the modified view.
    internal let identity: ViewIdentity
    /// The anchor modifiers of the same view outside this one.
    package let depth: Int

    /// The memberwise initializer, for the modules over the engine.
    package init(identity: ViewIdentity, depth: Int) {
        self.identity = identity
        self.depth = depth
    }
}

/// What an anchor source refers to.
nonisolated internal enum AnchorGeometry: Sendable, Hashable {
    /// A rectangle in the view's local space; `nil` for its bounds.
    case rect(CGRect?)
    /// A unit point of the view's bounds plus an offset in points.
    case point(UnitPoint, CGPoint)
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self(geometry: .rect(nil)) }

    /// A rectangle in the view's local space.
    public static func rect(_ r: CGRect) -> Self { Self(geometry: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local space.
    public static func point(_ p: CGPoint) -> Self { Self(geometry: .point(.topLeading, p)) }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Self { Self(geometry: .point(p, .zero)) }

    /// The view's top leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}
