import KinemaCore

/// Properties of a layout container that its subviews may adapt to.
///
/// A spacer grows along its container's `stackOrientation`.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis along which the container stacks its subviews, or `nil` if it does not
    /// stack them (the default).
    public var stackOrientation: Axis?

    /// Whether the layout's explicit alignment guides all come from its subviews': its
    /// `explicitAlignment` answers `nil` for a guide whenever no subview has an explicit
    /// value for it (Kinema's own stacks, padding and frames; not API: `package`).
    ///
    /// The engine skips guide queries into a subtree made of such layouts that has no
    /// `alignmentGuide` on the guide's axis, so a `VStack(alignment: .leading)` over a
    /// deep tree asks nothing of it. Any other layout may compute guides of its own and
    /// is always asked.
    @usableFromInline package var explicitGuidesComeFromSubviews: Bool

    /// Properties with no stack orientation.
    @inlinable
    public init() {
        stackOrientation = nil
        explicitGuidesComeFromSubviews = false
    }

    /// The properties of a layout whose explicit guides come from its subviews only (see
    /// `explicitGuidesComeFromSubviews`), with a stack orientation.
    package static func guidesFromSubviews(stackOrientation: Axis? = nil) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = stackOrientation
        properties.explicitGuidesComeFromSubviews = true
        return properties
    }
}

/// The direction in which a layout lays out its contents horizontally.
@frozen
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
