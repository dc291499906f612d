import Foundation

/// The inset distances for the sides of a rectangle.
///
/// Insets are plain values: negative insets grow a rectangle, and NaN or
/// infinite insets are stored as given (they are the caller's lengths, not
/// derived ones).
@frozen
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets of the given lengths.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets on every side.
    @inlinable
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets of `length` on the edges in `edges` and zero elsewhere.
    /// Kinema's own: SwiftUI spells this `padding(_:_:)` on views.
    @inlinable
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// The inset from `edge`. Kinema's own.
    @inlinable
    public subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}

extension EdgeInsets: Animatable {
    /// The insets as nested pairs (top, (leading, (bottom, trailing))), as SwiftUI
    /// animates them.
    @inlinable
    public var animatableData:
        AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// `EdgeInsets(top: …, leading: …, bottom: …, trailing: …)`.
    public var description: String {
        "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
