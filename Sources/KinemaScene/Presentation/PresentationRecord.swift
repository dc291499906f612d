import Foundation
import KinemaAnimation
import KinemaCore
import KinemaLayout

/// A presentation a view declared (`sheet`, `alert`, ...), for the root to draw above
/// everything while it is presented (Kinema's own record).
nonisolated internal struct PresentationRecord {
    /// The views drawn while presented (the dim, the card and its content, each a child of
    /// the presentation layer); `nil` while not presented.
    internal let body: ViewResolver?
    /// The identity the presentation's views resolve under.
    internal let identity: ViewIdentity
    /// Whether the presentation covers what is before it: those views no longer take input.
    internal let isModal: Bool
    /// The environment of the presenting view: the presentation resolves in it.
    internal let environment: SceneEnvironment
    /// The environment values of the presenting view, with `dismiss` and `isPresented`
    /// set for the presented content.
    internal let values: EnvironmentValues
}

/// Where the presentation layer puts one of its children.
nonisolated internal enum PresentationPlacement: Sendable, Equatable {
    /// The whole layer: a dim, a full-screen cover.
    case fill
    /// Its ideal size, centred: an alert.
    case centered
    /// The layer's width, at the detent's height, at the bottom: a sheet.
    case sheet(PresentationDetent)
    /// The layer's width less 8 points a side, its ideal height, 8 points above the
    /// bottom: a confirmation dialog.
    case actionSheet
}

/// The layout value that places a child of the presentation layer.
nonisolated internal struct PresentationPlacementKey: LayoutValueKey {
    static let defaultValue = PresentationPlacement.fill
}

/// The layout of the presentation layer: it fills the scene, and places each child as its
/// ``PresentationPlacement`` says.
nonisolated package struct PresentationLayout: Layout {
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        subviews.isEmpty ? .zero : proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            switch subview[PresentationPlacementKey.self] {
            case .fill:
                subview.place(
                    at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            case .centered:
                let proposal = ProposedViewSize(width: bounds.width, height: nil)
                subview.place(
                    at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                    proposal: proposal)
            case .sheet(let detent):
                let height = detent.height(in: bounds.height)
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: height))
            case .actionSheet:
                let width = max(bounds.width - 16, 0)
                let size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
                subview.place(
                    at: CGPoint(x: bounds.minX + 8, y: bounds.maxY - 8 - size.height),
                    anchor: .topLeading, proposal: ProposedViewSize(width: width, height: nil))
            }
        }
    }
}

extension ResolveContext {
    /// Resolves the presentation layer over the scene's `content`: when any view declared
    /// a presentation (presented or not), a layer filling the scene whose children are the
    /// presented views, in order, each with its transition. Presentations declared by
    /// presented views (an alert in a sheet) follow theirs. A modal presentation drops the
    /// controls and gestures registered before it: the views it covers take no input.
    ///
    /// The layer animates insertions and removals with the default animation whatever the
    /// change's (a sheet slides in even when its binding is set without animation, as on
    /// iOS), unless the change's transaction disables animations; inside the presented
    /// views, changes animate with the change's own animation.
    internal mutating func resolvePresentationLayer() -> [NodeRef] {
        var processed = 0
        var children: [NodeRef] = []
        var hasPresenters = false
        while processed < controlState.containers.presentations.count {
            let batch = controlState.containers.presentations[processed...]
            processed = controlState.containers.presentations.count
            hasPresenters = true
            for record in batch {
                guard let body = record.body else { continue }
                children += resolveNow { context in
                    if record.isModal {
                        context.controls.removeAll()
                        context.gestures.removeAll()
                    }
                    context.savedEnvironments.append(context.environment)
                    context.savedEnvironmentValues.append(context.environmentValues)
                    context.environment = record.environment
                    context.environmentValues = record.values
                    body(id: record.identity, context: &context)
                    context.then { context in
                        context.environment = context.savedEnvironments.removeLast()
                        context.environmentValues = context.savedEnvironmentValues.removeLast()
                    }
                }
            }
        }
        guard hasPresenters else { return [] }
        let layerID = identity(parent: .root, .explicit(SendableHashable("kinema.presentations")))
        let layer = LayoutContainer(PresentationLayout()).node(
            id: layerID, children: children, in: &self)
        let scope = node(
            presentationLayerIdentity, .animation(AnimationScope(animation: .default, value: nil)),
            children: [layer])
        return [scope]
    }

    /// The identity of the presentation layer a scene's root content is followed by.
    internal var presentationLayerIdentity: ViewIdentity {
        mutating get {
            identity(parent: .root, .explicit(SendableHashable("kinema.presentation animation")))
        }
    }

    /// Resolves the scene's root content at `id` with `resolve`, then the presentation
    /// layer over it.
    internal mutating func resolveScene(
        id: ViewIdentity, _ resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void
    )
        -> [NodeRef]
    {
        let content = resolveNow { resolve(id, &$0) }
        return content + resolvePresentationLayer()
    }
}
