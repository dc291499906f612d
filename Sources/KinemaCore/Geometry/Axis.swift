/// The horizontal or vertical dimension in a 2-D coordinate system.
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    public typealias Set = _CaseSet<Axis>
}

extension Axis.Set {
    /// The set holding only the horizontal axis.
    @inlinable public static var horizontal: Self { Self(.horizontal) }
    /// The set holding only the vertical axis.
    @inlinable public static var vertical: Self { Self(.vertical) }
}

extension Axis: CustomStringConvertible {
    /// `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}
