/// The top or bottom edge of a rectangle.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    public typealias Set = _CaseSet<VerticalEdge>
}

extension VerticalEdge.Set {
    /// The set holding only the top edge.
    @inlinable public static var top: Self { Self(.top) }
    /// The set holding only the bottom edge.
    @inlinable public static var bottom: Self { Self(.bottom) }
}

extension Edge {
    /// The edge of a rectangle that `edge` names.
    @inlinable
    public init(_ edge: VerticalEdge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }
}
