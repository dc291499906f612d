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
internal protocol SingleChildLayout: Layout where Cache == Void {
    /// The subview's proposal for the container's.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
    /// The container's size for the subview's size.
    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize
    /// The subview's top leading corner inside bounds of `size`.
    func childOrigin(size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint
}

extension SingleChildLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
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

/// `frame(width:height:alignment:)`: fixed lengths where given, the subview's elsewhere.
internal struct FixedFrameLayout: SingleChildLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func size(child: CGSize, proposal: ProposedViewSize) -> CGSize {
        CGSize(width: width ?? child.width, height: height ?? child.height)
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

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of
/// the ratio for the proposal; the ratio is the subview's ideal size's when not given
/// (1 when that is empty). The container is the subview's size, the subview centred.
internal struct AspectRatioLayout: Layout {
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

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        return subview.sizeThatFits(childProposal(proposal, subview))
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let subview = subviews.first else { return }
        subview.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: childProposal(proposal, subview))
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

/// `background` and `overlay`: the primary subview's size; decorations (subviews 1...)
/// are proposed that size and aligned in it.
internal struct DecorationLayout: Layout {
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let size = ProposedViewSize(bounds.size)
        for decoration in subviews.dropFirst() {
            align(decoration, in: bounds, alignment: alignment, proposal: size)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Fit inside, leaving space.
    case fit
    /// Fill, overflowing.
    case fill
}
