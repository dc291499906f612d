/// The top or bottom edge of a rectangle.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set: bit `edge.rawValue` for each member edge.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        @inlinable
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates the set holding only `edge`.
        @inlinable
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        /// The set holding only the top edge.
        public static let top = Set(.top)
        /// The set holding only the bottom edge.
        public static let bottom = Set(.bottom)
        /// Both vertical edges.
        public static let all: Set = [.top, .bottom]
    }
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
