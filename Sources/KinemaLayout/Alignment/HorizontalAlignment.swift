/// An alignment position along the horizontal axis: a vertical line through a view.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline internal let key: AlignmentKey

    /// Creates a custom horizontal alignment from its identifier type.
    @inlinable
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The guide at a view's leading edge: 0.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The guide at a view's horizontal centre: width / 2.
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    /// The guide at a view's trailing edge: width.
    public static let trailing = HorizontalAlignment(TrailingID.self)
    /// The guide where a list row's separator starts: 0 unless set.
    public static let listRowSeparatorLeading = HorizontalAlignment(
        ListRowSeparatorLeadingID.self)
    /// The guide where a list row's separator ends: width unless set.
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        ListRowSeparatorTrailingID.self)
}

extension HorizontalAlignment: Hashable {
    /// Hashes the guide's identity.
    @inlinable
    public func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }
}

extension HorizontalAlignment {
    @inlinable
    internal init(key: AlignmentKey) { self.key = key }
}
