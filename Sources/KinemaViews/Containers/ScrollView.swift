import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// A scrollable view, as SwiftUI's `ScrollView`, drawn at rest: the content at scroll
/// offset 0, clipped to the scroll view's bounds.
///
/// The scroll view takes the size offered (its content's size along an axis offered
/// none); the content is offered the scroll view's size across the scroll axes and no
/// limit along them, and sits at the top leading corner along the scroll axes (centred
/// across them). Indicators are not drawn: they only show while scrolling.
///
/// - Complexity: one layout of the content per proposal.
nonisolated public struct ScrollView<Content: View>: View {
    internal let axes: Axis.Set
    internal let content: Content

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The axes it scrolls along; vertical unless given.
    ///   - showsIndicators: Whether indicators show while scrolling (never drawn at rest).
    ///   - content: The scrolled content.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }

    /// The content, inset by its margins, in a scroll layout, clipped.
    public var body: some View {
        ScrollLayout(axes: axes) {
            VStack(spacing: nil) { content }.modifier(_ScrollContentMarginsModifier())
        }
        .modifier(RelativeFrameContainerModifier())
        .coordinateSpace(.scrollView)
        .clipped()
    }
}

/// The layout of a scroll view at offset 0.
nonisolated internal struct ScrollLayout: Layout {
    let axes: Axis.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(
            width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard let content = subviews.first else { return }
        let offered = contentProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(offered)
        let x =
            axes.contains(.horizontal) ? bounds.minX : bounds.minX + (bounds.width - size.width) / 2
        let y =
            axes.contains(.vertical) ? bounds.minY : bounds.minY + (bounds.height - size.height) / 2
        content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offered)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }
}
