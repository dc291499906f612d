import Foundation
import KinemaCore
import KinemaLayout

nonisolated extension TimelineRecord {
    /// The root node over the root views `content`.
    ///
    /// A scene overlays its root views (a `ZStack`) centred in the canvas. A host lays them
    /// out as a `UIHostingController` lays out a root view that is several views (a `Group`
    /// or a `ForEach` at the root): stacked in a `VStack` with the default spacing, the
    /// stack proposed the canvas less the safe-area insets and centred in what is left.
    /// Presentations (sheets, alerts) cover the whole canvas above the stack, as UIKit
    /// presents them over the window.
    ///
    /// To measure a host's content (`fitting`), the root is the stack alone: its size is
    /// the content's, where a host's root takes the canvas.
    @MainActor internal func rootNode(
        over content: [NodeRef], in context: inout ResolveContext, fitting: Bool = false
    ) -> NodeRef {
        guard let insets = hostingInsets else {
            return LayoutContainer(ZStackLayout()).node(id: .root, children: content, in: &context)
        }
        var views = content
        var presentations: [NodeRef] = []
        let layerIdentity = context.presentationLayerIdentity
        if let last = views.last, context[last].identity == layerIdentity {
            presentations.append(views.removeLast())
        }
        let stackID = context.identity(parent: .root, .modifier)
        let stack = LayoutContainer(VStackLayout()).node(
            id: stackID, children: views, in: &context)
        if fitting { return stack }
        return SafeAreaContainer(role: .root(insets: insets)).node(
            id: .root, children: [stack] + presentations, in: &context)
    }
}
