import Foundation
import KinemaCore
import KinemaLayout

/// A container node that takes part in the safe area: a host's root, `ignoresSafeArea`,
/// `safeAreaPadding` and `safeAreaInset`.
///
/// The layout stage finds these nodes after a first pass and works out, from the frames,
/// how far each ignoring node reaches into the safe area around it (see
/// ``SafeAreaResolution``); a second pass lays the ignoring nodes' content out in the
/// larger frames.
@SlotOwner
nonisolated package struct SafeAreaContainer: ContainerContent {
    /// What the node does with the safe area.
    package enum Role: Hashable, Sendable {
        /// The root of a host: its content is proposed the canvas less `insets` and
        /// centred in that rectangle, the safe area; beyond it lie the insets.
        case root(insets: EdgeInsets)
        /// `ignoresSafeArea(_:edges:)`: the content reaches into the safe area insets
        /// its frame touches on `edges`.
        case ignoring(edges: Edge.Set)
        /// `safeAreaPadding`: the content padded by `insets`, which are added to its
        /// safe area.
        case padding(EdgeInsets)
        /// `safeAreaInset(edge:alignment:spacing:content:)`: the second child along
        /// `edge`, the first in the space left, its safe area grown by the second's length
        /// and the spacing.
        case inset(edge: Edge, spacing: CGFloat?, alignment: Alignment)
    }

    /// What the node does.
    internal let role: Role

    package func layoutSubview(children: [LayoutSubview], time: Double?) -> LayoutSubview {
        layoutSubview(children: children, reach: EdgeInsets())
    }

    /// The stand-in of the node, an ignoring node reaching `reach` past its frame.
    internal func layoutSubview(children: [LayoutSubview], reach: EdgeInsets) -> LayoutSubview {
        switch role {
        case .root(let insets):
            return .container(HostingRootLayout(insets: insets), subviews: children)
        case .ignoring:
            return .container(SafeAreaIgnoringLayout(reach: reach), subviews: children)
        case .padding(let insets):
            return .container(PaddingLayout(insets: insets), subviews: children)
        case .inset(let edge, let spacing, let alignment):
            return .container(
                SafeAreaInsetLayout(edge: edge, spacing: spacing, alignment: alignment),
                subviews: children)
        }
    }

    /// Adds the container node over `children`.
    @MainActor package func node(
        id: ViewIdentity, children: [NodeRef], in context: inout ResolveContext
    )
        -> NodeRef
    {
        context.node(id, .container(self), children: children)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(role: Role) {
        self.role = role
    }
}

/// The root of a host: the content (subview 0) proposed the safe area (the canvas less
/// the insets) and centred in it, as a `UIHostingController` filling a screen lays out its
/// root view; the other subviews (presentations) cover the whole canvas.
internal struct HostingRootLayout: Layout {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(
            width: proposal.width ?? content.width + insets.leading + insets.trailing,
            height: proposal.height ?? content.height + insets.top + insets.bottom)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let content = subviews.first else { return }
        for cover in subviews.dropFirst() {
            cover.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        let safe = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(bounds.width - insets.leading - insets.trailing, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
        content.place(
            at: CGPoint(x: safe.midX, y: safe.midY), anchor: .center,
            proposal: ProposedViewSize(safe.size))
    }

    /// The content's proposal: the container's less the insets.
    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }
}

/// `ignoresSafeArea`: the size of the content for the proposal; the content laid out
/// `reach` further on each edge (found by ``SafeAreaResolution`` from the frames of a
/// first pass), proposed the larger size, as SwiftUI's safe-area-ignoring layout places
/// its child at minus the insets with the proposal grown by them.
internal struct SafeAreaIgnoringLayout: Layout {
    let reach: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let content = subviews.first else { return }
        let grown = ProposedViewSize(
            width: proposal.width.map { $0 + reach.leading + reach.trailing },
            height: proposal.height.map { $0 + reach.top + reach.bottom })
        content.place(
            at: CGPoint(x: bounds.minX - reach.leading, y: bounds.minY - reach.top),
            anchor: .topLeading, proposal: grown)
    }
}
