import Foundation

/// A layout input that was not usable as given (NaN, infinite where a finite value is
/// needed, negative where a length is needed) and to which the engine applied Kinema's
/// rule, found in a pass of ``LayoutEngine`` (Kinema's own: SwiftUI has no such
/// report).
///
/// The rules (also in the Kinema catalog's "Bad input" article):
/// - a size a layout or stand-in returns: NaN and negative lengths count as 0
///   (`+infinity` is kept: a view may fill an infinite proposal);
/// - a proposal passed to `sizeThatFits` or `place(at:anchor:proposal:)`: NaN, negative
///   and `-infinity` lengths count as 0;
/// - a position or anchor passed to `place(at:anchor:proposal:)`, and an alignment guide
///   value (a stand-in's `alignmentGuide` or a layout's `explicitAlignment`): NaN and
///   infinite coordinates count as 0;
/// - a container's spacing parameter (stacks, equal-width stacks, grid, flow) and a
///   `ViewSpacing` edge: NaN, negative and infinite values count as 0;
/// - a layout priority: NaN counts as 0; infinities are the highest and lowest.
///
/// So no frame the engine returns has a NaN, and every origin is finite.
public struct LayoutSanitization: Hashable, Sendable {
    /// Which kind of input was cleaned.
    public struct Inputs: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8

        /// Creates a set from raw bits.
        @inlinable
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A size the node's layout or sizing rule returned.
        public static let size = Inputs(rawValue: 1 << 0)
        /// A proposal its parent passed to `place(at:anchor:proposal:)`.
        public static let proposal = Inputs(rawValue: 1 << 1)
        /// A position or anchor its parent passed to `place(at:anchor:proposal:)`.
        public static let placement = Inputs(rawValue: 1 << 2)
        /// One of its alignment guide values.
        public static let guide = Inputs(rawValue: 1 << 3)
        /// Its layout's spacing parameter.
        public static let spacing = Inputs(rawValue: 1 << 4)
    }

    /// The node's index in the engine's preorder (the index of its frame).
    public var index: Int
    /// What was cleaned.
    public var inputs: Inputs

    /// Creates a record.
    public init(index: Int, inputs: Inputs) {
        self.index = index
        self.inputs = inputs
    }
}

/// A layout whose own parameters may need cleaning (a spacing given as a number).
internal protocol SanitizesParameters {
    /// Whether a parameter is NaN, negative or infinite where the layout needs a finite
    /// length.
    var hasUnusableParameters: Bool { get }
}

/// Whether `value` is given and would be changed by the spacing rule.
internal func isUnusableSpacing(_ value: CGFloat?) -> Bool {
    guard let value else { return false }
    return !(value.isFinite && value >= 0)
}

extension HStackLayout: SanitizesParameters {
    var hasUnusableParameters: Bool { isUnusableSpacing(spacing) }
}

extension VStackLayout: SanitizesParameters {
    var hasUnusableParameters: Bool { isUnusableSpacing(spacing) }
}

extension EqualWidthHStack: SanitizesParameters {
    var hasUnusableParameters: Bool { isUnusableSpacing(spacing) }
}

extension EqualWidthVStack: SanitizesParameters {
    var hasUnusableParameters: Bool { isUnusableSpacing(spacing) }
}

extension GridLayout: SanitizesParameters {
    var hasUnusableParameters: Bool {
        isUnusableSpacing(horizontalSpacing) || isUnusableSpacing(verticalSpacing)
    }
}

extension FlowLayout: SanitizesParameters {
    var hasUnusableParameters: Bool {
        isUnusableSpacing(horizontalSpacing) || isUnusableSpacing(verticalSpacing)
    }
}
