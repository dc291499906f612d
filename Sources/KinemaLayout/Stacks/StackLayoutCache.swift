import Foundation

/// The cache of `HStackLayout` and `VStackLayout`: the gaps between neighbours, each
/// subview's minimum and maximum length along the stack per cross-axis proposal, and
/// the last distribution of lengths. Not API: its contents are Kinema's business.
public struct _StackLayoutCache: Sendable {
    /// The distance after each subview (the last one's is 0).
    @usableFromInline internal var gaps: [CGFloat] = []
    @usableFromInline internal var totalGap: CGFloat = 0
    /// Minimum/maximum probes, one entry per cross-axis proposal seen (a few at most).
    @usableFromInline internal var ranges: [StackRanges] = []
    /// The distributions already computed, one per distinct proposal (the most recent
    /// ``StackResult/limit`` at most), reused by `sizeThatFits`, `placeSubviews` and
    /// `explicitAlignment`: a relayout for a proposal seen before distributes nothing.
    @usableFromInline internal var results: [StackResult] = []

    internal init() {}
}

/// The minimum and maximum length along the axis of each subview for one cross-axis
/// proposal, and the order in which the subviews get their share.
@usableFromInline
internal struct StackRanges: Sendable {
    @usableFromInline var cross: CGFloat?
    @usableFromInline var minimums: [CGFloat]
    /// Indices by priority (high first), then flexibility (max - min, low first).
    @usableFromInline var order: [Int]
    /// Where each priority group starts in `order`, plus `order.count` at the end.
    @usableFromInline var groupStarts: [Int]
}

/// A distribution of lengths for one proposal.
@usableFromInline
internal struct StackResult: Sendable {
    /// How many distributions a stack keeps: enough for the proposals of a pass (ideal,
    /// minimum, maximum, the offer) and for several sizes a window alternates between.
    static let limit = 16

    @usableFromInline var proposal: ProposedViewSize?
    /// What each subview was offered and took, and its guide, in subview order.
    @usableFromInline var slots: [StackSlot] = []
    /// The stack's length along the axis.
    @usableFromInline var length: CGFloat = 0
    /// The largest guide value: the distance from the stack's cross edge to the line.
    @usableFromInline var beforeLine: CGFloat = 0
    /// The stack's size across the axis.
    @usableFromInline var thickness: CGFloat = 0

    /// An empty distribution of `count` subviews for `proposal`.
    @inline(never)
    init(proposal: ProposedViewSize, count: Int) {
        self.proposal = proposal
        slots = [StackSlot](repeating: StackSlot(), count: count)
    }
}

/// One subview's part of a distribution.
@usableFromInline
internal struct StackSlot: Sendable {
    /// What the subview was offered along the axis (`nil` for its ideal length).
    @usableFromInline var offer: CGFloat?
    /// The size it took.
    @usableFromInline var size: CGSize = .zero
    /// Its alignment guide value across the axis.
    @usableFromInline var guide: CGFloat = 0
}
