/// A key for a value that a subview hands to its container's layout.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue: Int = 1
/// }
/// let rank = subviews[0][Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}
