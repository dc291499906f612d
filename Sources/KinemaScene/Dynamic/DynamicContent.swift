import KinemaAnimation

/// Content that changes with time by itself, on the scene's clock, or with its own
/// animated slots (an animatable modifier's data).
///
/// The content is main-actor code in SwiftUI (a body, a view's content closure), so the
/// requirements that make views are isolated to the main actor: they run while a state
/// is compiled and while a frame is prepared, never on a drawing thread. The value itself
/// is `Sendable` (it lives in the compiled tree): what it keeps of the user's views rides
/// in ``MainActorBound`` boxes.
nonisolated package protocol DynamicContent: SlotOwner {
    /// The views to draw `elapsed` seconds after the clock started, with `base`
    /// standing where the content places the animated view.
    @MainActor func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame
    /// The views to draw at `time` (the target when `nil`), `elapsed` seconds after the
    /// clock started, with `base` standing where the content places the animated view;
    /// by default ``frame(elapsed:base:)``.
    @MainActor func frame(elapsed: Double, time: Double?, base: ViewResolver) -> DynamicFrame
    /// Whether the compiled content can be drawn at `time` as it is (nothing to resolve
    /// again); by default `false`.
    @MainActor func isSettled(at time: Double) -> Bool
    /// Whether the clock restarts in the state `self` replaces `old`.
    func restartsClock(replacing old: any DynamicContent) -> Bool
    /// Whether the clock starts when the view appears (else: at the first restart).
    var startsOnAppearance: Bool { get }
    /// Whether the content resolved at drawing time is laid out again in its compiled
    /// space (a `TimelineView`'s) rather than drawn at the compiled frames of the nodes it
    /// matches; by default `false`.
    var isLaidOutAgain: Bool { get }
}

nonisolated extension DynamicContent {
    package var startsOnAppearance: Bool { true }

    package var isLaidOutAgain: Bool { false }

    @MainActor package func frame(elapsed: Double, time: Double?, base: ViewResolver)
        -> DynamicFrame
    {
        frame(elapsed: elapsed, base: base)
    }

    @MainActor package func isSettled(at time: Double) -> Bool { false }
}

/// What dynamic content shows at one time.
nonisolated package struct DynamicFrame {
    /// Resolves the views of the time.
    let current: ViewResolver
    /// For phase animations: the views of the phase animated from, the animation and
    /// the time since the phase began.
    package var motion: (from: ViewResolver, animation: Animation?, since: Double)?

    /// The memberwise initializer, for the modules over the engine.
    package init(
        current: ViewResolver,
        motion: (from: ViewResolver, animation: Animation?, since: Double)? = nil
    ) {
        self.current = current
        self.motion = motion
    }
}

/// Dynamic content with what resolving it again at drawing time needs.
@SlotOwner
nonisolated package struct DynamicBox: SlotOwner {
    var content: any DynamicContent
    /// The animated view's nodes, resolved when the scene was compiled.
    let base: BaseFragments
    let id: ViewIdentity
    let environment: SceneEnvironment
    /// The position, among the nodes the content made when compiled, of the node this
    /// box stands over.
    var position: Int = 0

    /// Passes the content's slots to `visitor`.
    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        content.visitSlots(&visitor)
    }

    /// Binds the content's slots.
    package mutating func bindSlots(_ binder: inout SlotBinder) {
        content.bindSlots(&binder)
    }

    func restartsClock(replacing old: DynamicBox) -> Bool {
        content.restartsClock(replacing: old.content)
    }
}

/// A view whose content changes with time: `keyframeAnimator` and `phaseAnimator`.
nonisolated public struct _DynamicView: View, PrimitiveView {
    internal let content: any DynamicContent
    /// The animated view.
    internal let base: ViewResolver

    /// Dynamic `content` animating `base`.
    package init<Base: View>(content: any DynamicContent, base: Base) {
        self.content = content
        self.base = ViewResolver(base)
    }

    /// No body: resolved directly.
    public typealias Body = Never

    /// Resolves the content at time 0, each of its nodes under a `.dynamic` node.
    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let fragments = BaseFragments()
        let box = DynamicBox(
            content: content, base: fragments, id: id, environment: context.environment)
        let frame = content.frame(elapsed: 0, base: fragments.capturing(base))
        context.collect(
            by: { frame.current(id: id, context: &$0) },
            then: { context, inner in
                for (position, node) in inner.enumerated() {
                    let wrapper = context.identity(parent: context[node].identity, .modifier)
                    var box = box
                    box.position = position
                    context.emit(context.node(wrapper, .dynamic(box), children: [node]))
                }
            })
    }
}

/// The resolver of `content` for a placeholder of `base`: what keyframe and phase
/// animators show.
@MainActor
package func placeholderResolver<Content: View>(base: ViewResolver, content: Content)
    -> ViewResolver
{
    ViewResolver { id, context in
        context.withModifierContent(base) { $0.resolve(content, id: id) }
    }
}
