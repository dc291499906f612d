import Foundation
import KinemaCore
import KinemaLayout

/// `frame(width:height:alignment:)`: fixed lengths where given, the subview's elsewhere.
internal struct FixedFrameLayout: SingleChildLayout, ConstantSizeLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize {
        CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// The frame's size: with both lengths fixed the child's size cannot change it, and
    /// the child is not asked (it is asked for its placement).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        fixedSize ?? sizeMeasuringChild(proposal: proposal, subviews: subviews)
    }

    /// Both lengths, when both are fixed.
    var fixedSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
        let d = subview.dimensions(in: childProposal(proposal))
        return CGPoint(
            x: guideValue(alignment.horizontal, in: size) - d[alignment.horizontal],
            y: guideValue(alignment.vertical, in: size) - d[alignment.vertical])
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: the subview is proposed the proposal clamped to min...max (the ideal
/// length when the proposal is unspecified); the frame is the subview's length (or
/// the ideal) raised towards the proposal up to `max`, and cut towards the proposal
/// down to `min`.
internal struct FlexFrameLayout: SingleChildLayout {
    struct Limits: Sendable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func propose(_ p: CGFloat?) -> CGFloat? {
            guard var value = p else { return ideal }
            if let low = min { value = Swift.max(value, low) }
            if let high = max { value = Swift.min(value, high) }
            return value
        }

        func length(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            var result = proposed == nil ? (ideal ?? child) : child
            let p = proposed ?? result
            if let low = min { result = Swift.max(low, Swift.min(result, p)) }
            if let high = max { result = Swift.min(high, Swift.max(result, p)) }
            return result
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.propose(p.width), height: height.propose(p.height))
    }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize {
        CGSize(
            width: width.length(child: child.width, proposed: proposal.width),
            height: height.length(child: child.height, proposed: proposal.height))
    }

    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
        let d = subview.dimensions(in: childProposal(proposal))
        return CGPoint(
            x: guideValue(alignment.horizontal, in: size) - d[alignment.horizontal],
            y: guideValue(alignment.vertical, in: size) - d[alignment.vertical])
    }
}
