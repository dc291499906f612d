import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view without an explicit value for it, as an offset
    /// from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide on one axis: its `AlignmentID` type.
@usableFromInline
internal struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype is immutable; sharing it across threads is safe.
    @usableFromInline internal let id: any AlignmentID.Type

    @inlinable
    internal init(_ id: any AlignmentID.Type) { self.id = id }

    @inlinable
    internal static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    @inlinable
    internal func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }

    /// The default value of the guide for `dimensions`.
    @inlinable
    internal func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }
}

/// The built-in guides' identities.
@usableFromInline
internal enum LeadingID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

@usableFromInline
internal enum HorizontalCenterID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

@usableFromInline
internal enum TrailingID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

@usableFromInline
internal enum ListRowSeparatorLeadingID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

@usableFromInline
internal enum ListRowSeparatorTrailingID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

@usableFromInline
internal enum TopID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

@usableFromInline
internal enum VerticalCenterID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

@usableFromInline
internal enum BottomID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its baselines at its bottom edge.
@usableFromInline
internal enum FirstTextBaselineID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

@usableFromInline
internal enum LastTextBaselineID: AlignmentID {
    @usableFromInline
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
