/// An efficient set of the cases of a small enumeration, one bit per case: the one type
/// behind ``Edge/Set``, ``HorizontalEdge/Set``, ``VerticalEdge/Set`` and ``Axis/Set``.
///
/// Kinema's own, not API: use it through those names, as in SwiftUI. Case `c` is bit
/// `c.rawValue` of ``rawValue``; each set's named members (`.top`, `.horizontal`, ...) are
/// declared next to its enumeration.
@frozen
public struct _CaseSet<Case: RawRepresentable & CaseIterable>: OptionSet, Hashable, Sendable
where Case.RawValue == Int8 {
    /// The raw bits of the set: bit `c.rawValue` for each member case `c`.
    public let rawValue: Int8

    /// Creates a set from its raw bits.
    @inlinable
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Creates the set holding only `member`.
    @inlinable
    public init(_ member: Case) { rawValue = 1 << member.rawValue }

    /// The set of every case.
    @inlinable
    public static var all: Self {
        Self(rawValue: Case.allCases.reduce(0) { $0 | 1 << $1.rawValue })
    }
}
