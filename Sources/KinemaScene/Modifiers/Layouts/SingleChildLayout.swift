import Foundation
import KinemaCore
import KinemaLayout

/// The layouts of layout modifiers: each has one primary subview (index 0); a
/// decoration layout has more. They run inside KinemaLayout's engine like any layout.

/// The default value of a horizontal guide for a width (no explicit guides).
internal func guideValue(_ guide: HorizontalAlignment, in size: CGSize) -> CGFloat {
    if guide == .leading { return 0 }
    if guide == .center { return size.width / 2 }
    if guide == .trailing { return size.width }
    return LayoutSubview.fixed(size).dimensions(in: .unspecified)[guide]
}

/// The default value of a vertical guide for a height (no explicit guides).
internal func guideValue(_ guide: VerticalAlignment, in size: CGSize) -> CGFloat {
    if guide == .top { return 0 }
    if guide == .center { return size.height / 2 }
    if guide == .bottom { return size.height }
    return LayoutSubview.fixed(size).dimensions(in: .unspecified)[guide]
}

/// Places `subview` in `bounds` so that its guides of `alignment` meet the bounds'.
internal func align(
    _ subview: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize
) {
    let d = subview.dimensions(in: proposal)
    let x =
        bounds.minX + guideValue(alignment.horizontal, in: bounds.size) - d[alignment.horizontal]
    let y = bounds.minY + guideValue(alignment.vertical, in: bounds.size) - d[alignment.vertical]
    subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
}

/// A layout with one subview that forwards its explicit guides, shifted by where it
/// puts the subview.
package protocol SingleChildLayout: Layout where Cache == Void {
    /// The subview's proposal for the container's.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
    /// The container's size for the subview's size.
    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize
    /// The subview's top leading corner inside bounds of `size`.
    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint
}

extension SingleChildLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeMeasuringChild(proposal: proposal, subviews: subviews)
    }

    /// The container's size for the size the subview answers.
    func sizeMeasuringChild(proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return size(child: child, proposal: proposal)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let subview = subviews.first else { return }
        let origin = childOrigin(size: bounds.size, subview: subview, proposal: proposal)
        subview.place(
            at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
            anchor: .topLeading, proposal: childProposal(proposal))
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let value = subview.dimensions(in: childProposal(proposal))[explicit: guide]
        return value.map {
            $0 + childOrigin(size: bounds.size, subview: subview, proposal: proposal).x
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let value = subview.dimensions(in: childProposal(proposal))[explicit: guide]
        return value.map {
            $0 + childOrigin(size: bounds.size, subview: subview, proposal: proposal).y
        }
    }
}
