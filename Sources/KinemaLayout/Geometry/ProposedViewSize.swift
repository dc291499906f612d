import Foundation
import KinemaCore

/// A proposal for the size of a view: what a container offers one of its subviews.
///
/// Each dimension is a length or `nil`. In one dimension, `0` asks for the view's
/// minimum, `.infinity` for its maximum, and `nil` for its ideal size.
///
/// ```swift
/// let minimum = subview.sizeThatFits(.zero)
/// let ideal = subview.sizeThatFits(.unspecified)
/// let maximum = subview.sizeThatFits(.infinity)
/// ```
@frozen
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed horizontal size, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }

    /// Creates a proposal with both dimensions of `size`.
    @inlinable
    public init(_ size: CGSize) {
        (width, height) = (size.width, size.height)
    }

    /// The proposal (0, 0): asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal (nil, nil): asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal (infinity, infinity): asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A size made from the proposal, with `nil` dimensions replaced by `size`'s.
    ///
    /// Only `nil` is replaced: zero and infinity stay as proposed.
    /// - Parameter size: The dimensions to use where the proposal has none;
    ///   10 by 10 unless given.
    @inlinable
    public func replacingUnspecifiedDimensions(
        by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `ProposedViewSize(width: …, height: …)`, with `nil` for unspecified dimensions.
    public var description: String {
        let w = width.map { "\($0)" } ?? "nil"
        let h = height.map { "\($0)" } ?? "nil"
        return "ProposedViewSize(width: \(w), height: \(h))"
    }
}

extension ProposedViewSize {
    /// The proposal with each dimension cleaned by Kinema's bad-input rule: NaN,
    /// negative and negative infinite lengths become 0; `+infinity` and `nil` stay.
    @inlinable
    internal var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.map(sanitizedLength), height: height.map(sanitizedLength))
    }

    /// The length along `axis`.
    @inlinable
    internal subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal with `along` on `axis` and `across` on the other axis.
    @inlinable
    internal init(axis: Axis, along: CGFloat?, across: CGFloat?) {
        if axis == .horizontal {
            self.init(width: along, height: across)
        } else {
            self.init(width: across, height: along)
        }
    }
}

/// Kinema's rule for a length that must not be NaN or negative: NaN, negative and
/// `-infinity` give 0; anything else is kept (including `+infinity`).
@inlinable
internal func sanitizedLength(_ value: CGFloat) -> CGFloat {
    value >= 0 ? value : 0
}

/// Kinema's rule for a coordinate: NaN and infinities give 0; finite values are kept.
@inlinable
internal func sanitizedCoordinate(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// Kinema's rule for a distance that must be finite (spacing between views, a spacing
/// preference): NaN, negative and infinite values give 0; anything else is kept.
@inlinable
internal func sanitizedSpacing(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}
