import Foundation
import KinemaCore

/// A layout that overlays its subviews, lining them up on both guides of `alignment`:
/// SwiftUI's `ZStack` algorithm.
///
/// Every subview gets the stack's proposal; the stack's size is the union of the
/// subviews once they are aligned.
public struct ZStackLayout: Layout {
    /// The guides on which the subviews line up.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    /// - Parameter alignment: The guides the subviews line up on; centre unless given.
    @inlinable
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The union of the aligned subviews.
    /// - Complexity: O(*n*).
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        union(proposal.sanitized, subviews: subviews).size
    }

    /// Places each subview so that its guides meet the stack's, centred in `bounds`.
    /// - Complexity: O(*n*).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let p = proposal.sanitized
        let u = union(p, subviews: subviews)
        let lineX = bounds.minX + (bounds.width - u.size.width) / 2 + u.before.x
        let lineY = bounds.minY + (bounds.height - u.size.height) / 2 + u.before.y
        for subview in subviews {
            let d = subview.dimensions(in: p)
            subview.place(
                at: CGPoint(x: lineX - d[alignment.horizontal], y: lineY - d[alignment.vertical]),
                anchor: .topLeading, proposal: p)
        }
    }

    /// The subviews' explicit values for the guide, combined like a stack's: the mean
    /// (first and last text baselines: the first or last subview's).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        explicitValue(guide.key, axis: .horizontal, in: bounds, proposal, subviews)
    }

    /// The subviews' explicit values for the guide, combined like a stack's: the mean
    /// (first and last text baselines: the first or last subview's).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        explicitValue(guide.key, axis: .vertical, in: bounds, proposal, subviews)
    }

    /// The aligned union's size and the distance from its top leading corner to the
    /// guides' crossing.
    private func union(
        _ p: ProposedViewSize, subviews: Subviews
    ) -> (size: CGSize, before: CGPoint) {
        guard !subviews.isEmpty else { return (.zero, .zero) }
        subviews.prefetch { _ in p }
        var (left, right, top, bottom) = (
            -CGFloat.infinity, -CGFloat.infinity,
            -CGFloat.infinity, -CGFloat.infinity
        )
        for subview in subviews {
            let d = subview.dimensions(in: p)
            let x = d[alignment.horizontal]
            let y = d[alignment.vertical]
            // An infinite view measured from an infinite guide extends infinitely on
            // both sides (infinity - infinity would be NaN).
            let after = d.width - x
            let below = d.height - y
            left = max(left, x)
            right = max(right, after.isNaN ? d.width : after)
            top = max(top, y)
            bottom = max(bottom, below.isNaN ? d.height : below)
        }
        let width = left + right
        let height = top + bottom
        return (
            CGSize(
                width: width.isNaN ? 0 : max(width, 0), height: height.isNaN ? 0 : max(height, 0)),
            CGPoint(x: left, y: top)
        )
    }

    private func explicitValue(
        _ key: AlignmentKey, axis: Axis, in bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: Subviews
    ) -> CGFloat? {
        let p = proposal.sanitized
        let u = union(p, subviews: subviews)
        var combiner = ExplicitCombiner(key: key)
        for subview in subviews {
            let d = subview.dimensions(in: p)
            guard let value = d.explicitValue(key, axis: axis) else { continue }
            let origin: CGFloat
            if axis == .horizontal {
                origin =
                    bounds.minX + (bounds.width - u.size.width) / 2 + u.before.x
                    - d[alignment.horizontal]
            } else {
                origin =
                    bounds.minY + (bounds.height - u.size.height) / 2 + u.before.y
                    - d[alignment.vertical]
            }
            combiner.add(origin + value)
        }
        return combiner.value
    }
}

/// Combines subviews' explicit guide values into their container's: the first one for
/// `firstTextBaseline`, the last one for `lastTextBaseline`, the mean otherwise.
internal struct ExplicitCombiner {
    let key: AlignmentKey
    private var first: CGFloat?
    private var last: CGFloat?
    private var sum: CGFloat = 0
    private var count = 0

    init(key: AlignmentKey) { self.key = key }

    mutating func add(_ value: CGFloat) {
        if first == nil { first = value }
        last = value
        sum += value
        count += 1
    }

    var value: CGFloat? {
        guard count > 0 else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return first }
        if key == VerticalAlignment.lastTextBaseline.key { return last }
        return sum / CGFloat(count)
    }
}

extension ZStackLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
