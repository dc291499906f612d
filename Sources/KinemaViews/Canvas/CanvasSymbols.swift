import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// The symbols of a ``Canvas``: its `symbols` views, resolved while the state compiles (on
/// the main actor, where their bodies run), one resolved tree per top-level view, found by
/// the view's `tag(_:)`.
///
/// Drawing a symbol resolves no view of it again: while the canvas's renderer runs, it
/// lays out the symbol's tree for the rectangle it is drawn in, records it as a one-state
/// scene and keeps the display items (see ``items(ofSymbol:in:measurer:)``). Symbols are
/// drawn at rest: animations inside them do not run, and `@State` inside them keeps its
/// initial value.
nonisolated internal struct CanvasSymbols: Sendable {
    /// Per symbol, its tree: the symbol's view under an implicit `ZStack`, as a scene's
    /// root is.
    internal let trees: [ResolvedTree]
    /// The identities the trees use (what drawing dynamic content inside them reads).
    internal let identities: IdentityTable
    /// Per symbol, its tag (`nil` for an untagged view): any `Hashable` value, as
    /// `tag(_:)` takes, made while the canvas resolves and read by its renderer, both on
    /// the main actor (`nil` for no symbols).
    internal let tags: MainActorBound<[AnyHashable?]>?

    /// No symbols.
    internal static let none = CanvasSymbols(trees: [], identities: IdentityTable(), tags: nil)

    private init(
        trees: [ResolvedTree], identities: IdentityTable, tags: MainActorBound<[AnyHashable?]>?
    ) {
        self.trees = trees
        self.identities = identities
        self.tags = tags
    }

    /// Resolves `symbols`, the symbols of the canvas at `id`, in the canvas's environment:
    /// each top-level view (each element of a `ForEach`) is a symbol.
    @MainActor
    internal static func resolve<V: View>(
        _ symbols: V, id: ViewIdentity, context: inout ResolveContext
    )
        -> CanvasSymbols
    {
        let root = context.identity(parent: id, .content)
        let top = context.identity(parent: id, .decoration(-1))
        let found = FoundTags()
        let (nodes, roots) = context.resolveApart(
            id: root,
            ViewResolver { id, context in
                context.collect(symbols, id: id) { context, nodes in
                    found.tags = nodes.map { context.traits(of: $0).tag?.value }
                    for node in nodes { context.emit(node) }
                }
            })
        var trees: [ResolvedTree] = []
        trees.reserveCapacity(roots.count)
        for symbol in roots {
            var builder = ResolvedTreeBuilder()
            let copied = builder.copy([symbol], from: nodes)
            let stack = builder.add(
                identity: top, kind: .container(LayoutContainer(ZStackLayout())),
                children: copied)
            trees.append(builder.finish(root: stack))
        }
        var tags = found.tags
        tags += [AnyHashable?](repeating: nil, count: max(0, roots.count - tags.count))
        return CanvasSymbols(
            trees: trees, identities: context.identities, tags: MainActorBound(tags))
    }

    /// The size symbol `index` takes when proposed `proposal`.
    internal func size(ofSymbol index: Int, proposing proposal: CGSize, measurer: any TextMeasurer)
        -> CGSize
    {
        let tree = trees[index]
        let layout = SceneLayout(tree: tree, size: proposal, measurer: measurer)
        return layout.frames[tree.root.index].size
    }

    /// The display items of symbol `index` laid out in a frame of `size` (centred in it
    /// when it takes less), in the frame's coordinates: the symbol's tree recorded as the
    /// one state of a scene of that size and drawn at rest. On the main actor, where a
    /// canvas's renderer runs (and where dynamic content inside the symbol resolves).
    @MainActor
    internal func items(ofSymbol index: Int, in size: CGSize, measurer: any TextMeasurer)
        -> [DisplayItem]
    {
        let tree = trees[index]
        let layout = SceneLayout(tree: tree, size: size, measurer: measurer)
        var recorder = Recorder(time: 0, previous: nil, tracks: TrackTable(), progressTracks: [:])
        let state = recorder.record(tree, layout: layout, animation: nil, isFirst: true)
        var record = TimelineRecord(size: size, measurer: measurer)
        record.identities = identities
        record.states = [state]
        record.settledGeometry = [GeometryInputs()]
        return record.preparedFrame(at: 0).displayList().items
    }
}

/// The tags a canvas's symbols were found with, filled while they resolve.
nonisolated private final class FoundTags {
    var tags: [AnyHashable?] = []
}
