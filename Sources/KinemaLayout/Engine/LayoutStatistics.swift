/// Counts of the calls a layout engine made into layouts and stand-ins (Kinema's own:
/// SwiftUI does not expose these).
///
/// Tests use them to prove the caching rules: `makeCache` once per container,
/// `updateCache` only after a change, and no measuring at all in a second identical
/// pass.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls of `makeCache(subviews:)`.
    public var makeCache = 0
    /// Calls of `updateCache(_:subviews:)`.
    public var updateCache = 0
    /// Calls of a layout's `sizeThatFits(proposal:subviews:cache:)`.
    public var sizeThatFits = 0
    /// Calls of a layout's `placeSubviews(in:proposal:subviews:cache:)`.
    public var placeSubviews = 0
    /// Evaluations of a stand-in leaf's sizing rule.
    public var leafMeasurements = 0
    /// Calls of a layout's `explicitAlignment(of:in:proposal:subviews:cache:)` (either
    /// axis).
    public var explicitAlignment = 0
    /// Calls of a layout's `spacing(subviews:cache:)`.
    public var spacing = 0

    /// All counts zero.
    @inlinable
    public init() {}

    /// Every measurement: layouts' `sizeThatFits` calls plus leaf evaluations.
    @inlinable
    public var measurements: Int { sizeThatFits + leafMeasurements }

    /// Adds the counts of `rhs` to `lhs`.
    @inlinable
    public static func += (lhs: inout LayoutStatistics, rhs: LayoutStatistics) {
        lhs.makeCache += rhs.makeCache
        lhs.updateCache += rhs.updateCache
        lhs.sizeThatFits += rhs.sizeThatFits
        lhs.placeSubviews += rhs.placeSubviews
        lhs.leafMeasurements += rhs.leafMeasurements
        lhs.explicitAlignment += rhs.explicitAlignment
        lhs.spacing += rhs.spacing
    }

    /// The counts of `lhs` minus those of `rhs`: the calls made between two readings.
    @inlinable
    public static func - (lhs: LayoutStatistics, rhs: LayoutStatistics) -> LayoutStatistics {
        var result = lhs
        result.makeCache -= rhs.makeCache
        result.updateCache -= rhs.updateCache
        result.sizeThatFits -= rhs.sizeThatFits
        result.placeSubviews -= rhs.placeSubviews
        result.leafMeasurements -= rhs.leafMeasurements
        result.explicitAlignment -= rhs.explicitAlignment
        result.spacing -= rhs.spacing
        return result
    }
}
