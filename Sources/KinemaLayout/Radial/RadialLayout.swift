import Foundation
import KinemaCore

/// A layout that arranges its subviews evenly on a circle: SwiftUI's WWDC22 sample
/// `MyRadialLayout`.
///
/// The layout takes the size it is proposed (unspecified dimensions replaced by 10).
/// The circle's radius is a third of the smaller side of the bounds; subview `i` of `n`
/// sits with its centre at the angle `2πi/n + offset`, measured clockwise from 12
/// o'clock, where the offset comes from the subviews' ``Rank`` values (see
/// ``angleOffset(forRanks:)``). Each subview is proposed `.unspecified` (its ideal size).
///
/// ```swift
/// let p = RadialLayout().placements(
///     of: [.fixed(CGSize(width: 10, height: 10)), .fixed(CGSize(width: 10, height: 10))],
///     in: ProposedViewSize(width: 300, height: 300))
/// // Radius 100: the first centre at (150, 50), the second at (150, 250).
/// ```
///
/// Bad input: NaN and negative proposed lengths are treated as 0 (Kinema's rule for
/// proposals), infinite ones as unspecified (10); no subviews: nothing to place.
public struct RadialLayout: Layout {
    /// Creates a radial layout.
    @inlinable
    public init() {}

    /// The proposal, with unspecified and infinite dimensions replaced by 10.
    /// - Complexity: O(1).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        finiteSize(proposal)
    }

    /// Places the subviews' centres on the circle, in rank order when there are three
    /// ranked subviews.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let offset = Self.angleOffset(forRanks: subviews.map { $0[Rank.self] }).radians
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for index in subviews.indices {
            let angle = step * Double(index) + offset
            subviews[index].place(
                at: pointOnCircle(center: center, radius: radius, angle: angle), anchor: .center,
                proposal: .unspecified)
        }
    }
}

extension RadialLayout {
    /// The rank of a subview in a ``RadialLayout``: 1 for the leader, larger numbers
    /// behind it; 1 unless set.
    ///
    /// ```swift
    /// LayoutSubview.fixed(size).layoutValue(key: RadialLayout.Rank.self, value: 2)
    /// ```
    public struct Rank: LayoutValueKey {
        /// Every subview leads unless it says otherwise.
        public static let defaultValue: Int = 1
    }

    /// The rotation that puts three ranked subviews in rank order from top to bottom,
    /// as SwiftUI's sample computes it (Kinema's own public name).
    ///
    /// The rule: with exactly three ranks that are not all equal, the leader (rank 1)
    /// is turned towards 12 o'clock by a whole third of a turn, then the circle turns
    /// by a further fraction of a third: half a third back when the next subview
    /// clockwise ties the leader, half a third on when the one after ties it, a
    /// quarter back when the next subview ranks better than the one after, a quarter on
    /// when worse, nothing when they tie. Any other count, or a three-way tie: zero.
    /// - Parameter ranks: The subviews' ranks, in subview order.
    /// - Returns: The offset added to every subview's angle (clockwise positive).
    public static func angleOffset(forRanks ranks: [Int]) -> Angle {
        guard ranks.count == 3, let first = ranks.first, ranks.contains(where: { $0 != first })
        else { return .zero }
        // Fraction of a third of a turn; the leader's third comes first.
        let fraction: Double
        if ranks[0] == 1 {
            fraction = residual(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(ranks[2], ranks[0])
        } else {
            fraction = 1 + residual(ranks[0], ranks[1])
        }
        return .radians(fraction * 2 * .pi / 3)
    }

    /// The extra fraction of a third of a turn decided by the two subviews after the
    /// leader (clockwise).
    private static func residual(_ next: Int, _ afterNext: Int) -> Double {
        if next == 1 { return -0.5 }
        if afterNext == 1 { return 0.5 }
        if next < afterNext { return -0.25 }
        if next > afterNext { return 0.25 }
        return 0
    }
}

/// The point at `angle` (radians, clockwise from 12 o'clock in a y-down space) on the
/// circle of `radius` around `center`.
@inlinable
internal func pointOnCircle(center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
    CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
}

/// A proposal made into a size: unspecified and infinite dimensions give 10 (the
/// unspecified replacement), NaN and negative ones 0, finite ones are kept.
@inlinable
internal func finiteSize(_ proposal: ProposedViewSize) -> CGSize {
    func clean(_ length: CGFloat?) -> CGFloat {
        guard let length, length != .infinity else { return 10 }
        return sanitizedLength(length)
    }
    return CGSize(width: clean(proposal.width), height: clean(proposal.height))
}

extension RadialLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
