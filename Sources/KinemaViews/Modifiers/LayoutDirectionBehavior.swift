import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// What a view does when the layout direction changes, as SwiftUI's
/// `LayoutDirectionBehavior`: stay as drawn, or mirror horizontally in one direction.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// The view never mirrors.
    case fixed
    /// The view mirrors when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// The view mirrors right to left: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether the view mirrors in `direction`.
    internal func mirrors(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

nonisolated extension View {
    /// Mirrors the view's drawing horizontally when the layout direction is right to left
    /// (its layout does not change), as SwiftUI's: for a chevron or an arrow that points
    /// the way the text reads.
    ///
    /// ```swift
    /// Image("chevron")
    ///     .flipsForRightToLeftLayoutDirection(true)
    /// ```
    /// - Parameter enabled: Whether to mirror right to left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool)
        -> ModifiedContent<Self, _EffectModifier>
    {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Mirrors the view's drawing horizontally about its centre in the layout direction
    /// `behavior` names (nothing for ``LayoutDirectionBehavior/fixed``); its layout does
    /// not change.
    /// - Parameter behavior: When to mirror.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior)
        -> ModifiedContent<Self, _EffectModifier>
    {
        modifier(
            _EffectModifier { context in
                let mirrored = behavior.mirrors(in: context.environmentValues.layoutDirection)
                let scale = CGSize(width: mirrored ? -1 : 1, height: 1)
                return ScaleEffect(
                    scale: Slot(scale.animatableData), anchor: Slot(UnitPoint.center.animatableData)
                )
            })
    }
}
