import KinemaAnimation

/// Content that changes with time by itself, on the scene's clock, or with its own
/// animated slots (an animatable modifier's data).
internal protocol DynamicContent: SlotOwner {
    /// The views to draw `elapsed` seconds after the clock started.
    func frame(elapsed: Double) -> DynamicFrame
    /// The views to draw at `time` (the target when `nil`), `elapsed` seconds after the
    /// clock started; by default ``frame(elapsed:)``.
    func frame(elapsed: Double, time: Double?) -> DynamicFrame
    /// Whether the compiled content can be drawn at `time` as it is (nothing to resolve
    /// again); by default `false`.
    func isSettled(at time: Double) -> Bool
    /// Whether the clock restarts in the state `self` replaces `old`.
    func restartsClock(replacing old: any DynamicContent) -> Bool
    /// Whether the clock starts when the view appears (else: at the first restart).
    var startsOnAppearance: Bool { get }
}

extension DynamicContent {
    var startsOnAppearance: Bool { true }

    func frame(elapsed: Double, time: Double?) -> DynamicFrame { frame(elapsed: elapsed) }

    func isSettled(at time: Double) -> Bool { false }
}

/// What dynamic content shows at one time.
internal struct DynamicFrame {
    /// Resolves the views of the time.
    let current: ViewResolver
    /// For phase animations: the views of the phase animated from, the animation and
    /// the time since the phase began.
    var motion: (from: ViewResolver, animation: Animation?, since: Double)?
}

/// Dynamic content with what resolving it again at drawing time needs.
internal struct DynamicBox: Sendable {
    var content: any DynamicContent
    let id: Int
    let environment: SceneEnvironment

    /// Passes the content's slots to `visitor`.
    mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        content.visitSlots(&visitor)
    }

    func restartsClock(replacing old: DynamicBox) -> Bool {
        content.restartsClock(replacing: old.content)
    }
}

/// A view whose content changes with time: `keyframeAnimator` and `phaseAnimator`.
public struct _DynamicView: View, PrimitiveView {
    internal let content: any DynamicContent

    /// No body: resolved directly.
    public typealias Body = Never

    /// Resolves the content at time 0, each of its nodes under a `.dynamic` node.
    internal func resolve(id: Int, context: inout ResolveContext) {
        let box = DynamicBox(content: content, id: id, environment: context.environment)
        let frame = content.frame(elapsed: 0)
        context.collect(
            by: { frame.current(id: id, context: &$0) },
            then: { context, inner in
                for node in inner {
                    let wrapper = context.identity(parent: context[node].identity, .modifier)
                    context.emit(context.node(wrapper, .dynamic(box), children: [node]))
                }
            })
    }
}

/// The resolver of `content` for a placeholder of `base`: what keyframe and phase
/// animators show.
internal func placeholderResolver<Base: View, Content: View>(
    base: Base, content: Content
) -> ViewResolver {
    ViewResolver { id, context in
        context.withModifierContent(ViewResolver(base)) { $0.resolve(content, id: id) }
    }
}
