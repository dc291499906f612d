import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A node of a resolved tree, by its position in the tree's storage.
nonisolated package struct NodeRef: Hashable, Sendable {
    /// The position in ``ResolvedTree/nodes``.
    package let index: Int
}

/// One resolved view of one state of a scene: a layout leaf, a layout container, a
/// drawing effect or a pass-through marker, with its identity and its typed slots.
///
/// Immutable once resolved; the record stage binds the slots of a copy.
nonisolated package struct ResolvedNode: Sendable {
    /// The interned identity path: the same structural position in two states has the
    /// same identity, the key of the node's slots and (later) of its per-view storage.
    package let identity: ViewIdentity
    /// What the node is, with its slots.
    package var kind: NodeKind {
        didSet { tag = .of(kind) }
    }
    /// The case of ``kind`` without its payload: what passes that only ask which case a
    /// node is read (asking the kind itself copies the node, its content's box retained).
    internal private(set) var tag: NodeTag
    /// The positions of the children in ``ResolvedTree/childList``.
    internal let children: Range<Int>

    /// A node of `kind` over `children`.
    internal init(identity: ViewIdentity, kind: consuming NodeKind, children: Range<Int>) {
        self.identity = identity
        self.tag = .of(kind)
        self.kind = kind
        self.children = children
    }

    /// Whether the node is a node of the layout tree.
    internal var isLayoutNode: Bool { tag == .leaf || tag == .container }
}

/// The case of a ``NodeKind``, without its payload.
nonisolated internal enum NodeTag: Sendable {
    case leaf, container, effect, layoutAttribute, animation, dynamic, animationReset, transition

    /// The case of `kind` (a function, not an initializer: its argument is borrowed).
    internal static func of(_ kind: NodeKind) -> NodeTag {
        switch kind {
        case .leaf: .leaf
        case .container: .container
        case .effect: .effect
        case .layoutAttribute: .layoutAttribute
        case .animation: .animation
        case .dynamic: .dynamic
        case .animationReset: .animationReset
        case .transition: .transition
        }
    }
}

/// What a resolved node is.
nonisolated package enum NodeKind: Sendable {
    /// A layout leaf that draws something (or nothing, for a spacer).
    case leaf(any LeafContent)
    /// A layout container over the children.
    case container(any ContainerContent)
    /// A drawing effect over the single child.
    case effect(any EffectContent)
    /// A layout attribute (priority, layout value, alignment guide) on the single child.
    case layoutAttribute(LayoutAttribute)
    /// An implicit animation over the single child's subtree.
    ///
    /// (This case and `dynamic` keep their large payloads, an animation and a captured
    /// environment of hundreds of bytes, in a box of their own: stored inline they made
    /// every node of every tree 552 bytes, where the others need about 70.)
    indirect case animation(AnimationScope)
    /// Content that changes with time (`keyframeAnimator`, `phaseAnimator`): the single
    /// child is its resolution at the start, used for layout; drawing resolves it again
    /// for the time.
    indirect case dynamic(DynamicBox)
    /// The end of a body-only animation scope: the single child's subtree animates
    /// with the animation outside that scope (`animation(_:body:)`).
    case animationReset
    /// The transition of the single child.
    case transition(NodeTransition)

    /// Passes the slots of the node's content to `visitor`, in declaration order.
    internal mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        var visiting = Visiting(visitor: visitor)
        modifyContent(&visiting)
        visitor = visiting.visitor
    }

    /// Binds the slots of the node's content to their tracks (``SlotOwner/bindSlots(_:)``).
    internal mutating func bindSlots(_ binder: inout SlotBinder) {
        var binding = SlotBinding(binder: binder)
        modifyContent(&binding)
        binder = binding.binder
    }

    /// Prepares a leaf for drawing at `size` in place (``LeafContent/prepare(size:)``):
    /// what preparing found, or `nil` when the node is not a leaf or prepared nothing.
    ///
    /// In place, the leaf's box is not copied: a copy was an allocation per leaf.
    internal mutating func prepareLeaf(size: CGSize) -> [SceneDiagnostic]? {
        switch consume self {
        case .leaf(var leaf):
            let prepared = leaf.prepare(size: size)
            self = .leaf(leaf)
            return prepared ? leaf.preparationDiagnostics : nil
        case let other:
            self = other
            return nil
        }
    }

    /// Runs `operation` on the node's content, if it has slots.
    ///
    /// The content is moved out of `self` (consumed, then set again), so that its
    /// existential box is not shared while the slots are written: a shared box is
    /// copied into a new one, an allocation per node.
    private mutating func modifyContent(_ operation: inout some ContentOperation) {
        switch consume self {
        case .leaf(var leaf):
            operation.run(on: &leaf)
            self = .leaf(leaf)
        case .container(var container):
            operation.run(on: &container)
            self = .container(container)
        case .effect(var effect):
            operation.run(on: &effect)
            self = .effect(effect)
        case .dynamic(var box):
            operation.run(on: &box)
            self = .dynamic(box)
        case let other:
            self = other
        }
    }
}

/// Something done to the slots of a node's content (see `NodeKind.modifyContent`).
nonisolated private protocol ContentOperation {
    mutating func run(on owner: inout some SlotOwner)
}

/// Passes the slots to a visitor.
nonisolated private struct Visiting<Visitor: SlotVisitor>: ContentOperation {
    var visitor: Visitor
    mutating func run(on owner: inout some SlotOwner) { owner.visitSlots(&visitor) }
}

/// Binds the slots through the owner's own `bindSlots(_:)`.
nonisolated private struct SlotBinding: ContentOperation {
    var binder: SlotBinder
    mutating func run(on owner: inout some SlotOwner) { owner.bindSlots(&binder) }
}

/// A leaf of the layout tree.
nonisolated package protocol LeafContent: SlotOwner {
    /// The stand-in that sizes the leaf.
    func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview
    /// Draws the leaf in `CGRect(origin: .zero, size: size)` mapped by `transform`, with
    /// its slots at `time`.
    func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder)
    /// Prepares the leaf, in place, for drawing at its target `size` (a shape keeps its
    /// path); whether it prepared anything.
    mutating func prepare(size: CGSize) -> Bool
    /// What preparing the leaf found (a canvas's renderer), for the timeline's diagnostics.
    var preparationDiagnostics: [SceneDiagnostic] { get }
}

nonisolated extension LeafContent {
    /// Prepares nothing.
    package mutating func prepare(size: CGSize) -> Bool { false }

    /// Nothing found.
    package var preparationDiagnostics: [SceneDiagnostic] { [] }

    /// Draws nothing.
    package func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {}
}

/// A container of the layout tree.
nonisolated package protocol ContainerContent: SlotOwner {
    /// The stand-in of the container over its children's stand-ins, with the layout's
    /// animatable data at `time` (its target when `nil`).
    func layoutSubview(children: [LayoutSubview], time: Double?) -> LayoutSubview
    /// Whether the container draws its children after the first before the first
    /// (a background).
    var drawsDecorationsFirst: Bool { get }
    /// The track of the layout's animatable data, if it has any and is recorded.
    var layoutDataTrack: (any AnyTrack)? { get }
}

nonisolated extension ContainerContent {
    package var drawsDecorationsFirst: Bool { false }
    package var layoutDataTrack: (any AnyTrack)? { nil }
}

/// A drawing effect: changes the transform or opens groups for its content.
nonisolated package protocol EffectContent: SlotOwner {
    /// Applies the effect to the drawing state at `time`, given the content's frame in
    /// the scene's layout space; returns the number of groups it opened.
    func apply(
        bounds: CGRect, time: Double?, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int
    /// The effect made concrete for its geometry (a visual effect evaluates its
    /// closure); `nil` when the effect needs no geometry. `previous` gives the effect of
    /// the same identity in the previous state, if any (read only by the effects that
    /// need it: reading it copies it).
    func prepared(geometry: GeometryProxy, previous: @autoclosure () -> (any EffectContent)?)
        -> (any EffectContent)?
}

nonisolated extension EffectContent {
    package func prepared(
        geometry: GeometryProxy, previous: @autoclosure () -> (any EffectContent)?
    ) -> (any EffectContent)? { nil }
}

/// The state of the drawing walk: the transform from layout space to the canvas.
nonisolated package struct RenderState: Sendable {
    internal var transform: CGAffineTransform = .identity
}
