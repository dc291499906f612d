import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// A view that shows the first of its children that fits the space offered, as SwiftUI's
/// `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delivered on Tuesday, 4 March")
///     Text("Delivered 4 Mar")
///     Image(systemName: "checkmark")
/// }
/// ```
///
/// SwiftUI's rule: the children are tried in order; the first whose ideal size in the
/// constrained axes (measured with those dimensions unspecified, the others as proposed)
/// is no larger than the proposal there is shown, else the last. The container takes the
/// shown child's size. The others are resolved and laid out too but drawn fully
/// transparent: a change of the child shown cross-fades with the change's animation.
/// Which child the layout chose is known after layout: a scene whose layout chooses
/// another child than the first is resolved again (see `GeometryReader`).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    internal let axes: Axis.Set
    internal let content: Content

    /// No body: resolved as a container.
    public typealias Body = Never

    /// Creates a view that shows the first child that fits.
    /// - Parameters:
    ///   - axes: The axes in which a child must fit; both by default.
    ///   - content: The children, the preferred one first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let axes = self.axes
        let chosen = context.geometry.inputs.chosen[id] ?? 0
        context.geometry.enter()
        context.collect(content, id: context.identity(parent: id, .content)) {
            context, children in
            context.geometry.leave()
            var wrapped: [NodeRef] = []
            for (index, child) in children.enumerated() {
                let wrapper = context.identity(parent: context[child].identity, .modifier)
                let shown = index == min(chosen, children.count - 1)
                let effect = OpacityEffect(opacity: Slot(shown ? 1 : 0))
                wrapped.append(context.node(wrapper, .effect(effect), children: [child]))
            }
            let probe = context.node(
                context.identity(parent: id, .decoration(0)), .leaf(ChoiceProbe()))
            let container = LayoutContainer(ViewThatFitsLayout(axes: axes))
                .node(id: id, children: wrapped + [probe], in: &context)
            context.geometry.fits.append(
                FitsRecord(identity: id, chosen: chosen, container: container, probe: probe))
            context.emit(container)
        }
    }
}

/// A `ViewThatFits`'s layout over its children and, last, the probe: the first child
/// that fits, else the last; every child placed in the middle, the probe at the
/// container's origin moved right by the chosen child's index (how the choice is read
/// back from the frames).
nonisolated internal struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    /// The index of the child shown for `proposal`.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int {
        let count = subviews.count - 1
        guard count > 0 else { return 0 }
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let measure = ProposedViewSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in 0..<count - 1 {
            let ideal = subviews[index].sizeThatFits(measure)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count > 1 else { return .zero }
        return subviews[choice(proposal, subviews)].sizeThatFits(proposal)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        guard subviews.count > 1 else { return }
        let chosen = choice(proposal, subviews)
        for index in 0..<subviews.count - 1 {
            subviews[index].place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
        subviews[subviews.count - 1].place(
            at: CGPoint(x: bounds.minX + CGFloat(chosen), y: bounds.minY), anchor: .topLeading,
            proposal: .zero)
    }
}

/// The zero-size leaf whose position tells which child a `ViewThatFits` shows.
@SlotOwner
nonisolated internal struct ChoiceProbe: LeafContent {
    func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview { .fixed(.zero) }
}
