/// The leading or trailing edge of a rectangle.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of horizontal edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set: bit `edge.rawValue` for each member edge.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        @inlinable
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates the set holding only `edge`.
        @inlinable
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

        /// The set holding only the leading edge.
        public static let leading = Set(.leading)
        /// The set holding only the trailing edge.
        public static let trailing = Set(.trailing)
        /// Both horizontal edges.
        public static let all: Set = [.leading, .trailing]
    }
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
