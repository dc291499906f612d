import Foundation
import KinemaCore

/// A view's preferred spacing around each of its edges.
///
/// Containers ask two neighbours for the distance between them with
/// ``distance(to:along:)``. An edge holds either the system default or an explicit
/// preference:
/// - two default edges are 8 points apart (SwiftUI's default spacing);
/// - an explicit edge next to a default one gives the explicit value, so a spacer
///   (explicit 0 on every edge) sits flush against its neighbours;
/// - two explicit edges give the larger value.
public struct ViewSpacing: Hashable, Sendable {
    /// The spacing between two views that both use the system default: 8.
    public static let defaultDistance: CGFloat = 8

    @usableFromInline internal var top: CGFloat?
    @usableFromInline internal var leading: CGFloat?
    @usableFromInline internal var bottom: CGFloat?
    @usableFromInline internal var trailing: CGFloat?

    /// Spacing with the system default on every edge.
    @inlinable
    public init() {}

    /// Spacing with explicit preferences on some edges (Kinema's own: SwiftUI builds
    /// these from views).
    ///
    /// A `nil` edge keeps the system default. NaN, negative and infinite values are
    /// treated as 0.
    @inlinable
    public init(
        top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil,
        trailing: CGFloat? = nil
    ) {
        self.top = top.map(sanitizedSpacing)
        self.leading = leading.map(sanitizedSpacing)
        self.bottom = bottom.map(sanitizedSpacing)
        self.trailing = trailing.map(sanitizedSpacing)
    }

    /// Spacing with an explicit zero on every edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The preferred distance from this view to `next`, which follows it along `axis`
    /// (to its trailing side horizontally, below it vertically).
    /// - Parameters:
    ///   - next: The following view's spacing.
    ///   - axis: The axis along which the views follow each other.
    @inlinable
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultDistance
        case (let value?, nil), (nil, let value?): return value
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Merges `other`'s preferences into this spacing on `edges`: on each edge, the
    /// larger explicit preference wins, and an explicit one wins over the default.
    @inlinable
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Self.union(top, other.top) }
        if edges.contains(.leading) { leading = Self.union(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Self.union(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Self.union(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`; see ``formUnion(_:edges:)``.
    @inlinable
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    @inlinable
    internal static func union(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        switch (a, b) {
        case (nil, nil): return nil
        case (let value?, nil), (nil, let value?): return value
        case (let x?, let y?): return max(x, y)
        }
    }
}

extension ViewSpacing {
    /// A spacer's spacing, as SwiftUI gives it: an explicit zero on the two edges along its
    /// container's stack axis (so it sits flush against its neighbours there) and the
    /// default on the other two (so a row ending in a spacer keeps its usual distance to the
    /// views above and below); zero on every edge outside a stack.
    @usableFromInline
    internal static func spacer(along orientation: Axis?) -> ViewSpacing {
        switch orientation {
        case .horizontal?: ViewSpacing(leading: 0, trailing: 0)
        case .vertical?: ViewSpacing(top: 0, bottom: 0)
        case nil: .zero
        }
    }
}
