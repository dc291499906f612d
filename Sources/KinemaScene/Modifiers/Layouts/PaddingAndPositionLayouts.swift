import Foundation
import KinemaCore
import KinemaLayout

/// `padding`: the subview inset by edge insets.
internal struct PaddingLayout: SingleChildLayout {
    let insets: EdgeInsets

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize {
        CGSize(
            width: max(child.width + insets.leading + insets.trailing, 0),
            height: max(child.height + insets.top + insets.bottom, 0))
    }

    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }
}

/// `fixedSize(horizontal:vertical:)`: the subview's ideal length on fixed axes.
internal struct FixedSizeLayout: SingleChildLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize { child }

    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
        .zero
    }
}

/// `position(_:)`: the subview's centre at a point; the container takes the proposal.
internal struct PositionLayout: SingleChildLayout {
    let position: CGPoint

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize { p }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
        let child = subview.sizeThatFits(proposal)
        return CGPoint(x: position.x - child.width / 2, y: position.y - child.height / 2)
    }
}
