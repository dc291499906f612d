import Foundation
import KinemaCore
import KinemaLayout

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of
/// the ratio for the proposal; the ratio is the subview's ideal size's when not given
/// (1 when that is empty). The container is the subview's size, the subview centred.
package struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func childProposal(_ p: ProposedViewSize, _ subview: LayoutSubview) -> ProposedViewSize {
        let r: CGFloat
        if let ratio, ratio > 0, ratio.isFinite {
            r = ratio
        } else {
            let ideal = subview.sizeThatFits(.unspecified)
            r = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = subview.sizeThatFits(.unspecified)
            return ideal.width > 0
                ? ProposedViewSize(width: ideal.width, height: ideal.width / r)
                : p
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if w.isInfinite && h.isInfinite { return p }
            let byWidth = (w / r <= h) == (contentMode == .fit)
            return byWidth
                ? ProposedViewSize(width: w, height: w / r)
                : ProposedViewSize(width: h * r, height: h)
        }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(childProposal(proposal, subview))
    }

    package func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let subview = subviews.first else { return }
        subview.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: childProposal(proposal, subview))
    }
}

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Fit inside, leaving space.
    case fit
    /// Fill, overflowing.
    case fill
}
