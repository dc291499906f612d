/// The leading or trailing edge of a rectangle.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    public typealias Set = _CaseSet<HorizontalEdge>
}

extension HorizontalEdge.Set {
    /// The set holding only the leading edge.
    @inlinable public static var leading: Self { Self(.leading) }
    /// The set holding only the trailing edge.
    @inlinable public static var trailing: Self { Self(.trailing) }
}

extension Edge {
    /// The edge of a rectangle that `edge` names.
    @inlinable
    public init(_ edge: HorizontalEdge) {
        switch edge {
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}
