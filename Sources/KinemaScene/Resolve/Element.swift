import Foundation
import KinemaCore
import KinemaLayout

/// One resolved view of one state of a scene: a layout leaf, a layout container, a
/// drawing effect, or a pass-through marker, with its identity and its animatable
/// attributes.
///
/// Built by resolution, completed by the timeline's compiler (layout frames, track
/// indices), then only read: elements are shared between threads after that.
internal final class Element: @unchecked Sendable {
    internal let identity: Int
    internal var kind: ElementKind
    internal var children: [Element]
    /// The element's animatable values, in an order fixed by its kind.
    internal var attributes: [any AttributeValue]

    // Filled in by the compiler.
    /// The track of each attribute, by attribute index.
    internal var tracks: [Int] = []
    /// The index of the element's node in the layout preorder; -1 if not a layout node.
    internal var layoutIndex = -1
    /// The element's frame in the scene's layout space (the canvas before effects).
    internal var frame = CGRect.zero
    /// The track of the element's relative frame, or -1.
    internal var frameTrack = -1
    /// The track of the element's transition progress, or -1.
    internal var transitionTrack = -1
    /// The transition of the element when it is inserted or removed.
    internal var transition: AnyTransition = .opacity
    /// For non-layout elements: the layout element below that gives their bounds (a
    /// descendant, owned by the same tree).
    internal unowned(unsafe) var layoutTarget: Element?
    /// The depth of the subtree below this element (0 for a leaf).
    internal var height = 0
    /// For dynamic content: the time its clock started (insertion or trigger change).
    internal var clockStart = 0.0

    internal init(
        identity: Int, kind: ElementKind, children: [Element] = [],
        attributes: [any AttributeValue] = []
    ) {
        self.identity = identity
        self.kind = kind
        self.children = children
        self.attributes = attributes
    }

    // Releases deep trees without recursion: a 10,000-level tree must not overflow the
    // stack of the thread that drops it.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var next = pending.popLast() {
            if isKnownUniquelyReferenced(&next) {
                pending.append(contentsOf: next.children)
                next.children = []
            }
        }
    }

    /// Whether the element is a node of the layout tree.
    internal var isLayoutNode: Bool {
        switch kind {
        case .leaf, .container: return true
        default: return false
        }
    }
}

/// What an element is.
internal enum ElementKind: Sendable {
    /// A layout leaf that draws something (or nothing, for a spacer).
    case leaf(any LeafContent)
    /// A layout container over the children.
    case container(any ContainerContent)
    /// A drawing effect over the single child.
    case effect(any EffectContent)
    /// A layout attribute (priority, layout value, alignment guide) on the single child.
    case layoutAttribute(LayoutAttribute)
    /// An implicit animation over the single child's subtree.
    case animation(AnimationScope)
    /// Content that changes with time (`keyframeAnimator`, `phaseAnimator`): the single
    /// child is its resolution at the start, used for layout; drawing resolves it again
    /// for the time.
    case dynamic(any DynamicContent)
    /// The end of a body-only animation scope: the single child's subtree animates
    /// with the animation outside that scope (`animation(_:body:)`).
    case animationReset
    /// The transition of the single child.
    case transition(AnyTransition)
}

/// A leaf of the layout tree.
internal protocol LeafContent: Sendable {
    /// The stand-in that sizes the leaf.
    func layoutSubview(context: LayoutBuildContext) -> LayoutSubview
    /// Draws the leaf in `CGRect(origin: .zero, size: size)` mapped by `transform`.
    func draw(
        size: CGSize, transform: CGAffineTransform, reader: AttributeReader,
        into list: inout DisplayListBuilder)
}

extension LeafContent {
    /// Draws nothing.
    internal func draw(
        size: CGSize, transform: CGAffineTransform, reader: AttributeReader,
        into list: inout DisplayListBuilder
    ) {}
}

/// A container of the layout tree.
internal protocol ContainerContent: Sendable {
    /// The stand-in of the container over its children's stand-ins. `reader` gives the
    /// animated layout data, if the layout has any (attribute 0).
    func layoutSubview(children: [LayoutSubview], reader: AttributeReader) -> LayoutSubview
    /// Whether the container draws its children after the first before the first
    /// (a background).
    var drawsDecorationsFirst: Bool { get }
    /// Whether the layout has animatable data (attribute 0).
    var hasLayoutData: Bool { get }
}

extension ContainerContent {
    internal var drawsDecorationsFirst: Bool { false }
    internal var hasLayoutData: Bool { false }
}

/// A drawing effect: changes the transform or opens groups for its content.
internal protocol EffectContent: Sendable {
    /// Applies the effect to the drawing state, given the content's frame in the scene's
    /// layout space; returns the number of groups it opened.
    func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int
    /// The effect made concrete for its geometry, with its attributes (a visual effect
    /// evaluates its closure); `nil` when the effect needs no geometry. `previous` is
    /// the element of the same identity in the previous state, if any.
    func prepared(geometry: GeometryProxy, previous: Element?)
        -> (any EffectContent, [any AttributeValue])?
}

extension EffectContent {
    internal func prepared(geometry: GeometryProxy, previous: Element?)
        -> (any EffectContent, [any AttributeValue])?
    { nil }
}

/// What the layout stand-ins of leaves need.
internal struct LayoutBuildContext: Sendable {
    internal let measurer: any TextMeasurer
}

/// The state of the drawing walk: the transform from layout space to the canvas.
internal struct RenderState: Sendable {
    internal var transform: CGAffineTransform = .identity
}
