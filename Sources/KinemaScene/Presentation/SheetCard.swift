import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The views of a presented sheet or cover: the dim (for a sheet) and the card.
nonisolated internal struct SheetPresentation: View {
    let content: ViewResolver
    let isCover: Bool

    var body: some View {
        if !isCover {
            PresentationDim()
        }
        SheetCard(content: content, isCover: isCover)
    }
}

/// The dim behind a modal presentation: black at 0.2 over the whole canvas, fading in
/// and out.
nonisolated internal struct PresentationDim: View {
    var body: some View {
        Rectangle()
            .fill(Color.black.opacity(0.2))
            .transition(.opacity)
            .layoutValue(key: PresentationPlacementKey.self, value: .fill)
    }
}

/// The card of a sheet or cover: its content with the settings the content declared.
nonisolated internal struct SheetCard: View, PrimitiveView {
    let content: ViewResolver
    let isCover: Bool

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let mark = context.controlState.containers.sheetSettings.count
        let isCover = self.isCover
        let content = ResolverView(resolver: self.content)
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            let recorded = context.controlState.containers.sheetSettings.dropFirst(mark)
            context.controlState.containers.sheetSettings.removeLast(recorded.count)
            var settings = SheetSettings()
            // The outermost setting wins: applied last.
            for apply in recorded.reversed() { apply(&settings) }
            let detents = (settings.detents ?? [.large]).sorted { $0.sortKey < $1.sortKey }
            var detent = detents.first ?? .large
            if let selection = settings.selection {
                let selected = selection.wrappedValue
                if detents.contains(selected) { detent = selected }
            }
            let showsIndicator =
                settings.dragIndicator == .visible
                || (settings.dragIndicator == .automatic && detents.count > 1)
            let radius = isCover ? 0 : settings.cornerRadius ?? 10
            let shape = UnevenRoundedRectangle(
                topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
            let body = AnimationResetNodes(nodes: nodes)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(settings.background ?? AnyShapeStyle(Color.white))
                .clipShape(shape)
                .overlay(alignment: .top) {
                    if showsIndicator && !isCover {
                        Capsule().fill(ControlPalette.disabled)
                            .frame(width: 36, height: 5)
                            .padding(.top, 5)
                    }
                }
                .transition(.move(edge: .bottom))
                .layoutValue(
                    key: PresentationPlacementKey.self, value: isCover ? .fill : .sheet(detent))
            context.resolve(body, id: id)
        }
    }
}

/// Nodes already resolved, each under a marker that makes its changes animate with the
/// change's animation rather than the presentation layer's.
nonisolated internal struct AnimationResetNodes: View, PrimitiveView {
    let nodes: [NodeRef]

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        for node in nodes {
            let identity = context.identity(
                parent: context[node].identity, .explicit(SendableHashable("animation reset")))
            context.emit(context.node(identity, .animationReset, children: [node]))
        }
    }
}
