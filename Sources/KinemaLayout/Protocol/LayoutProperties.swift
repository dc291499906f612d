import KinemaCore

/// Properties of a layout container that its subviews may adapt to.
///
/// A spacer grows along its container's `stackOrientation`.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis along which the container stacks its subviews, or `nil` if it does not
    /// stack them (the default).
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    @inlinable
    public init() { stackOrientation = nil }
}

/// The direction in which a layout lays out its contents horizontally.
@frozen
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
