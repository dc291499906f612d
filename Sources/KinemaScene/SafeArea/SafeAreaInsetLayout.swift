import Foundation
import KinemaCore
import KinemaLayout

/// `safeAreaInset(edge:alignment:spacing:content:)`: subview 0 is the modified view (the
/// primary), subview 1 the inset content (the secondary) along `edge`.
///
/// The rules, as SwiftUI's documentation states them ("the modified view is inset by the
/// height of content, from edge") with the proposals OpenSwiftUI's reading of SwiftUI
/// uses (`InsetViewModifier.swift`):
/// - the spacing is the given one, else the two views' preferred spacing (8 by default);
/// - the secondary is proposed the container's length along the edge's axis less the
///   spacing and less the primary's minimum length there, and the container's cross
///   length;
/// - the primary is proposed the container's length less the secondary's and the
///   spacing;
/// - the container's size is their lengths and the spacing added along the axis, the
///   larger of the two across it;
/// - the primary sits against the edge opposite `edge`, centred across; the secondary
///   against `edge`, its `alignment` guide on the primary's.
internal struct SafeAreaInsetLayout: Layout {
    let edge: Edge
    let spacing: CGFloat?
    let alignment: Alignment

    /// The axis the edge runs across: vertical for the top and bottom edges.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let (primary, secondary, gap) = measure(proposal, subviews)
        if axis == .vertical {
            return CGSize(
                width: max(primary.width, secondary.width),
                height: primary.height + gap + secondary.height)
        }
        return CGSize(
            width: primary.width + gap + secondary.width,
            height: max(primary.height, secondary.height))
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let whole = ProposedViewSize(bounds.size)
        let gap = spacing(subviews)
        let secondaryProposal = self.secondaryProposal(whole, gap: gap, primary: subviews[0])
        let secondarySize = subviews[1].sizeThatFits(secondaryProposal)
        let primaryProposal = self.primaryProposal(whole, gap: gap, secondary: secondarySize)
        let primary = subviews[0].dimensions(in: primaryProposal)
        let secondary = subviews[1].dimensions(in: secondaryProposal)
        var primaryOrigin = CGPoint.zero
        var secondaryOrigin = CGPoint.zero
        if axis == .vertical {
            primaryOrigin.x = bounds.midX - primary.width / 2
            primaryOrigin.y = edge == .bottom ? bounds.minY : bounds.maxY - primary.height
            secondaryOrigin.y = edge == .bottom ? bounds.maxY - secondary.height : bounds.minY
            secondaryOrigin.x =
                primaryOrigin.x + primary[alignment.horizontal] - secondary[alignment.horizontal]
        } else {
            primaryOrigin.y = bounds.midY - primary.height / 2
            primaryOrigin.x = edge == .trailing ? bounds.minX : bounds.maxX - primary.width
            secondaryOrigin.x = edge == .trailing ? bounds.maxX - secondary.width : bounds.minX
            secondaryOrigin.y =
                primaryOrigin.y + primary[alignment.vertical] - secondary[alignment.vertical]
        }
        subviews[0].place(at: primaryOrigin, proposal: primaryProposal)
        subviews[1].place(at: secondaryOrigin, proposal: secondaryProposal)
    }

    /// The primary's and secondary's sizes and the spacing for a proposal.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (primary: CGSize, secondary: CGSize, gap: CGFloat)
    {
        let gap = spacing(subviews)
        let secondary = subviews[1].sizeThatFits(
            secondaryProposal(proposal, gap: gap, primary: subviews[0]))
        let primary = subviews[0].sizeThatFits(
            primaryProposal(proposal, gap: gap, secondary: secondary))
        return (primary, secondary, gap)
    }

    /// The given spacing, else the views' preferred spacing in their order along the axis.
    private func spacing(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        let (first, second) =
            edge == .bottom || edge == .trailing
            ? (subviews[0], subviews[1]) : (subviews[1], subviews[0])
        return first.spacing.distance(to: second.spacing, along: axis)
    }

    /// The secondary's proposal: the length along the axis less the spacing and the
    /// primary's minimum there.
    private func secondaryProposal(
        _ proposal: ProposedViewSize, gap: CGFloat, primary: LayoutSubview
    ) -> ProposedViewSize {
        guard let length = length(of: proposal) else { return proposal }
        let available = max(length - gap, 0)
        let minimum = self.length(of: primary.sizeThatFits(replacing(proposal, with: 0)))
        return replacing(proposal, with: max(available - minimum, 0))
    }

    /// The primary's proposal: the length along the axis less the secondary's and the
    /// spacing.
    private func primaryProposal(_ proposal: ProposedViewSize, gap: CGFloat, secondary: CGSize)
        -> ProposedViewSize
    {
        guard let length = length(of: proposal) else { return proposal }
        return replacing(proposal, with: max(length - self.length(of: secondary) - gap, 0))
    }

    private func length(of proposal: ProposedViewSize) -> CGFloat? {
        axis == .vertical ? proposal.height : proposal.width
    }

    private func length(of size: CGSize) -> CGFloat {
        axis == .vertical ? size.height : size.width
    }

    private func replacing(_ proposal: ProposedViewSize, with length: CGFloat) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: length)
            : ProposedViewSize(width: length, height: proposal.height)
    }
}
