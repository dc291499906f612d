/// An alignment position along the vertical axis: a horizontal line through a view.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline internal let key: AlignmentKey

    /// Creates a custom vertical alignment from its identifier type.
    @inlinable
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The guide at a view's top edge: 0.
    public static let top = VerticalAlignment(TopID.self)
    /// The guide at a view's vertical centre: height / 2.
    public static let center = VerticalAlignment(VerticalCenterID.self)
    /// The guide at a view's bottom edge: height.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The guide at the first line of text's baseline; a view without text has it at
    /// its bottom edge (height).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The guide at the last line of text's baseline; a view without text has it at
    /// its bottom edge (height).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

extension VerticalAlignment: Hashable {
    /// Hashes the guide's identity.
    @inlinable
    public func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }
}

extension VerticalAlignment {
    @inlinable
    internal init(key: AlignmentKey) { self.key = key }
}
