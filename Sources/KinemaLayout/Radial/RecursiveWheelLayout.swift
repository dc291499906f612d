import Foundation
import KinemaCore

/// A wheel of wheels: rings of (by default) 12 subviews, each ring inside the previous
/// one at half its radius and half its scale, turning the other way (Kinema's form of
/// the "recursive wheel" custom layout).
///
/// Subviews fill the outer ring first: 44 subviews make rings of 12, 12, 12 and 8.
/// Ring `k` (0 outermost) has radius `radius / 2^k` and scale `1 / 2^k`, and is turned
/// by `rotation` when `k` is even and by `-rotation` when odd. Within a ring of `m`
/// subviews, subview `j` has its centre at `2πj/m` plus the ring's turn, clockwise from
/// 12 o'clock. The scale reaches a subview through its proposal: it is proposed its
/// ideal size times the ring's scale, so flexible subviews shrink with their ring
/// (fixed ones keep their size). ``scale(ofRing:)`` reports the scale for renderers
/// that scale content themselves.
///
/// Size: on each axis, the largest `2 * (ring radius + half a subview's size)` over the
/// rings, whatever the proposal.
///
/// Bad input: a NaN, negative or infinite radius is treated as 0, a NaN or infinite
/// rotation as 0, a `viewsPerRing` below 1 as 1.
public struct RecursiveWheelLayout: Layout {
    /// The outer ring's radius.
    public var radius: CGFloat
    /// The outer ring's clockwise turn; inner rings alternate direction.
    public var rotation: Angle
    /// The number of subviews in every ring but the innermost.
    public var viewsPerRing: Int

    /// Creates a recursive wheel.
    /// - Parameters:
    ///   - radius: The outer ring's radius.
    ///   - rotation: The outer ring's clockwise turn; none unless given.
    ///   - viewsPerRing: Subviews per ring; 12 unless given.
    @inlinable
    public init(radius: CGFloat, rotation: Angle = .zero, viewsPerRing: Int = 12) {
        self.radius = radius
        self.rotation = rotation
        self.viewsPerRing = viewsPerRing
    }

    /// The radius and the rotation in radians, interpolated independently.
    public var animatableData: AnimatablePair<CGFloat, Angle.AnimatableData> {
        get { AnimatablePair(radius, rotation.animatableData) }
        set {
            radius = newValue.first
            rotation.animatableData = newValue.second
        }
    }

    /// The number of subviews in each ring, outermost first, for `count` subviews.
    ///
    /// `ringSizes(forCount: 44)` is `[12, 12, 12, 8]`; no subviews make no rings.
    /// - Complexity: O(`count / viewsPerRing`).
    public func ringSizes(forCount count: Int) -> [Int] {
        let perRing = max(viewsPerRing, 1)
        var sizes: [Int] = []
        var remaining = max(count, 0)
        while remaining > 0 {
            sizes.append(min(perRing, remaining))
            remaining -= perRing
        }
        return sizes
    }

    /// The scale of ring `ring` (0 outermost): `1 / 2^ring`.
    public func scale(ofRing ring: Int) -> CGFloat {
        CGFloat(pow(0.5, Double(max(ring, 0))))
    }

    /// The radius of ring `ring` (0 outermost): `radius / 2^ring`.
    public func radius(ofRing ring: Int) -> CGFloat {
        cleanRadius(radius) * scale(ofRing: ring)
    }

    /// The clockwise turn of ring `ring`: `rotation` for even rings, `-rotation` for odd.
    public func rotation(ofRing ring: Int) -> Angle {
        let turn = cleanAngle(rotation.radians)
        return .radians(ring.isMultiple(of: 2) ? turn : -turn)
    }

    /// The largest extent of a ring plus its subviews, on each axis.
    /// - Complexity: O(*n*).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        var result = CGSize.zero
        forEachSlot(subviews.count) { index, ring, _, _ in
            let size = subviews[index].sizeThatFits(ringProposal(for: subviews[index], ring: ring))
            let r = radius(ofRing: ring)
            if size.width.isFinite { result.width = max(result.width, 2 * r + size.width) }
            if size.height.isFinite { result.height = max(result.height, 2 * r + size.height) }
        }
        return result
    }

    /// Places each subview's centre on its ring around the centre of `bounds`, proposing
    /// its ideal size scaled by the ring's scale.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        forEachSlot(subviews.count) { index, ring, slot, ringSize in
            let angle =
                2 * Double.pi * Double(slot) / Double(ringSize)
                + rotation(ofRing: ring).radians
            subviews[index].place(
                at: pointOnCircle(center: center, radius: radius(ofRing: ring), angle: angle),
                anchor: .center, proposal: ringProposal(for: subviews[index], ring: ring))
        }
    }

    /// The subview's ideal size times the ring's scale.
    private func ringProposal(for subview: LayoutSubview, ring: Int) -> ProposedViewSize {
        let ideal = subview.sizeThatFits(.unspecified)
        let s = scale(ofRing: ring)
        return ProposedViewSize(width: ideal.width * s, height: ideal.height * s)
    }

    /// Calls `body(index, ring, slot in ring, ring size)` for every subview.
    private func forEachSlot(_ count: Int, _ body: (Int, Int, Int, Int) -> Void) {
        var index = 0
        for (ring, size) in ringSizes(forCount: count).enumerated() {
            for slot in 0..<size {
                body(index, ring, slot, size)
                index += 1
            }
        }
    }
}

extension RecursiveWheelLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
