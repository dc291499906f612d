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
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set: bit `edge.rawValue` for each member edge.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        @inlinable
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates the set holding only `e`.
        @inlinable
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }

        /// The set holding only the top edge.
        public static let top = Set(.top)
        /// The set holding only the leading edge.
        public static let leading = Set(.leading)
        /// The set holding only the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set holding only the trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
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
