import KinemaScene

/// The seed's `EqualWidthVStack(spacing:)`: SwiftUI's WWDC22 equal-width sample with a
/// fixed gap. Every subview is proposed the largest ideal size among them and centred
/// in a slot of that size; slots are `spacing` apart.
///
/// KinemaLayout's `EqualWidthVStack` uses the subviews' preferred spacing instead; the
/// seed passes a spacing, so the demo carries this small custom layout, as a SwiftUI
/// app would.
public struct SpacedEqualWidthVStack: Layout {
    /// The gap between slots.
    public var spacing: CGFloat

    /// Creates the stack; NaN or negative spacing is 0.
    public init(spacing: CGFloat) { self.spacing = spacing.isNaN ? 0 : max(spacing, 0) }

    /// The largest ideal size of the subviews.
    private func slot(_ subviews: Subviews) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, ideal.width.isFinite ? ideal.width : 0)
            size.height = max(size.height, ideal.height.isFinite ? ideal.height : 0)
        }
        return size
    }

    /// One slot wide; `n` slots and `n - 1` gaps tall.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        let slot = slot(subviews)
        let n = CGFloat(subviews.count)
        return CGSize(width: slot.width, height: n * slot.height + max(n - 1, 0) * spacing)
    }

    /// Centres each subview in its slot, top to bottom.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let slot = slot(subviews)
        var y = bounds.minY + slot.height / 2
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: ProposedViewSize(slot)
            )
            y += slot.height + spacing
        }
    }
}
