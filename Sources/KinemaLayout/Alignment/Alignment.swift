/// An alignment in both axes: a horizontal and a vertical guide.
@frozen
public struct Alignment: Hashable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two guides.
    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// Centre, centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centre.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centre.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centre, top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centre, bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Leading, top.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Trailing, top.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, bottom.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Trailing, bottom.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centre, first text baseline.
    public static let centerFirstTextBaseline = Alignment(
        horizontal: .center, vertical: .firstTextBaseline)
    /// Centre, last text baseline.
    public static let centerLastTextBaseline = Alignment(
        horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, first text baseline.
    public static let leadingFirstTextBaseline = Alignment(
        horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, last text baseline.
    public static let leadingLastTextBaseline = Alignment(
        horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, first text baseline.
    public static let trailingFirstTextBaseline = Alignment(
        horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, last text baseline.
    public static let trailingLastTextBaseline = Alignment(
        horizontal: .trailing, vertical: .lastTextBaseline)
}
