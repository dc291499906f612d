/// An enumeration of the edges of a rectangle, in a layout direction-aware way:
/// leading and trailing rather than left and right.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (the left one in a left-to-right layout).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (the right one in a left-to-right layout).
    case trailing

    /// An efficient set of edges.
    public typealias Set = _CaseSet<Edge>
}

extension Edge.Set {
    /// The set holding only the top edge.
    @inlinable public static var top: Self { Self(.top) }
    /// The set holding only the leading edge.
    @inlinable public static var leading: Self { Self(.leading) }
    /// The set holding only the bottom edge.
    @inlinable public static var bottom: Self { Self(.bottom) }
    /// The set holding only the trailing edge.
    @inlinable public static var trailing: Self { Self(.trailing) }
    /// The leading and trailing edges.
    @inlinable public static var horizontal: Self { [.leading, .trailing] }
    /// The top and bottom edges.
    @inlinable public static var vertical: Self { [.top, .bottom] }
}

extension Edge: CustomStringConvertible {
    /// `top`, `leading`, `bottom` or `trailing`.
    public var description: String {
        switch self {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }
}
