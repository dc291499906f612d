import Foundation
import KinemaCore

/// A layout that puts its subviews evenly on a circle of a given radius, turned by a
/// rotation; both animate, so an animated change moves the subviews along the circle
/// rather than across it (Kinema's form of the well-known "wheel" custom layout).
///
/// Subview `i` of `n` has its centre at the angle `2πi/n + rotation`, clockwise from 12
/// o'clock, at `radius` from the centre of the bounds, and is proposed `.unspecified`.
/// The layout is as large as the circle plus the largest subview:
/// `2 * (radius + maxIdealWidth / 2)` by `2 * (radius + maxIdealHeight / 2)`, whatever
/// it is proposed.
///
/// ```swift
/// var wheel = WheelLayout(radius: 100, rotation: .zero)
/// let target = WheelLayout(radius: 100, rotation: .degrees(90))
/// wheel.animatableData.interpolate(towards: target.animatableData, amount: 0.5)
/// // wheel.rotation == .degrees(45): subviews half way along the arc.
/// ```
///
/// Bad input: a NaN, negative or infinite radius is treated as 0, a NaN or infinite
/// rotation as 0; infinite ideal sizes count as 0 in the maximum.
public struct WheelLayout: Layout {
    /// The distance from the centre of the bounds to each subview's centre.
    public var radius: CGFloat
    /// How far the wheel is turned clockwise from 12 o'clock.
    public var rotation: Angle

    /// Creates a wheel.
    /// - Parameters:
    ///   - radius: The circle's radius.
    ///   - rotation: The clockwise turn of the whole wheel; none unless given.
    @inlinable
    public init(radius: CGFloat, rotation: Angle = .zero) {
        self.radius = radius
        self.rotation = rotation
    }

    /// The radius and the rotation in radians, interpolated independently: a rotation
    /// half way is a point half way along the arc.
    public var animatableData: AnimatablePair<CGFloat, Angle.AnimatableData> {
        get { AnimatablePair(radius, rotation.animatableData) }
        set {
            radius = newValue.first
            rotation.animatableData = newValue.second
        }
    }

    /// The circle's diameter plus the largest ideal size of a subview, on each axis.
    /// - Complexity: O(*n*).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        let largest = largestIdealSize(subviews)
        let r = cleanRadius(radius)
        return CGSize(width: 2 * r + largest.width, height: 2 * r + largest.height)
    }

    /// Places each subview's centre on the circle around the centre of `bounds`.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard !subviews.isEmpty else { return }
        let r = cleanRadius(radius)
        let turn = cleanAngle(rotation.radians)
        let step = 2 * Double.pi / Double(subviews.count)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for index in subviews.indices {
            subviews[index].place(
                at: pointOnCircle(center: center, radius: r, angle: step * Double(index) + turn),
                anchor: .center, proposal: .unspecified)
        }
    }
}

/// The largest finite ideal width and height among `subviews` (zero when empty).
internal func largestIdealSize(_ subviews: LayoutSubviews) -> CGSize {
    var result = CGSize.zero
    for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if size.width.isFinite { result.width = max(result.width, size.width) }
        if size.height.isFinite { result.height = max(result.height, size.height) }
    }
    return result
}

/// A radius by the wheels' rule: NaN, negative and infinite give 0.
@inlinable
internal func cleanRadius(_ radius: CGFloat) -> CGFloat {
    radius.isFinite && radius > 0 ? radius : 0
}

/// An angle by the wheels' rule: NaN and infinite give 0.
@inlinable
internal func cleanAngle(_ radians: Double) -> Double {
    radians.isFinite ? radians : 0
}

extension WheelLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
