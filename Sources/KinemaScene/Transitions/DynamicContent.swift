/// Content that changes with time by itself, on the scene's clock.
internal protocol DynamicContent: Sendable {
    /// Resolves the content for `elapsed` seconds since its clock started, into
    /// `output`; `interpolating` receives, for phase animations, the elements of the
    /// phase animated from, the animation and the time since the phase began.
    func resolve(
        elapsed: Double, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) -> (from: [Element], animation: Animation?, since: Double)?
    /// Whether the clock restarts in the state `self` replaces `old`.
    func restartsClock(replacing old: any DynamicContent) -> Bool
    /// Whether the clock starts when the view appears (else: at the first restart).
    var startsOnAppearance: Bool { get }
}

extension DynamicContent {
    var startsOnAppearance: Bool { true }
}

/// Resolves dynamic content at time 0 into one `.dynamic` element per element of it.
internal func resolveDynamic(
    _ content: any DynamicContent, id: Int, context: inout ResolveContext,
    into output: inout [Element]
) {
    var inner: [Element] = []
    _ = content.resolve(elapsed: 0, id: id, context: &context, into: &inner)
    for element in inner {
        output.append(
            Element(
                identity: context.identity(parent: element.identity, .modifier),
                kind: .dynamic(
                    DynamicBox(content: content, id: id, environment: context.environment)),
                children: [element]))
    }
}

/// Dynamic content with what re-resolving it needs.
internal struct DynamicBox: DynamicContent {
    let content: any DynamicContent
    let id: Int
    let environment: SceneEnvironment

    func resolve(
        elapsed: Double, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) -> (from: [Element], animation: Animation?, since: Double)? {
        content.resolve(elapsed: elapsed, id: id, context: &context, into: &output)
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool {
        guard let old = old as? DynamicBox else { return true }
        return content.restartsClock(replacing: old.content)
    }

    var startsOnAppearance: Bool { content.startsOnAppearance }
}

/// `keyframeAnimator`: the content for the keyframe timeline's value.
internal struct KeyframeContent<Value: Sendable, Content: View, Base: View>: DynamicContent {
    let base: Base
    let timeline: KeyframeTimeline<Value>
    let repeating: Bool
    let trigger: AnyEquatable?
    let content: @Sendable (PlaceholderContentView<Base>, Value) -> Content

    func resolve(
        elapsed: Double, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) -> (from: [Element], animation: Animation?, since: Double)? {
        var time = max(elapsed, 0)
        let duration = timeline.duration
        if repeating && duration > 0 && time.isFinite {
            time = time.truncatingRemainder(dividingBy: duration)
        } else if trigger == nil && !repeating {
            time = min(time, duration)
        } else if trigger != nil && time >= duration {
            time = 0  // a triggered run ends back at the start
        }
        let value = timeline.value(time: time)
        let base = self.base
        context.modifierContent.append { id, context, output in
            resolveView(base, id: id, context: &context, into: &output)
        }
        resolveView(
            content(PlaceholderContentView(), value), id: id, context: &context, into: &output)
        context.modifierContent.removeLast()
        return nil
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool {
        guard let old = old as? Self else { return true }
        guard let trigger, let oldTrigger = old.trigger else { return false }
        return !trigger.isEqual(to: oldTrigger)
    }

    var startsOnAppearance: Bool { trigger == nil }
}

/// `phaseAnimator`: the content for the current phase, animated from the previous one.
internal struct PhaseContent<Phase: Equatable & Sendable, Content: View, Base: View>:
    DynamicContent
{
    let base: Base
    let sequence: PhaseSequence<Phase>
    let content: @Sendable (PlaceholderContentView<Base>, Phase) -> Content

    private func resolve(
        _ phase: Phase, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) {
        let base = self.base
        context.modifierContent.append { id, context, output in
            resolveView(base, id: id, context: &context, into: &output)
        }
        resolveView(
            content(PlaceholderContentView(), phase), id: id, context: &context, into: &output)
        context.modifierContent.removeLast()
    }

    func resolve(
        elapsed: Double, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) -> (from: [Element], animation: Animation?, since: Double)? {
        let steps = sequence.steps(through: max(elapsed, 0))
        guard let last = steps.last else {
            resolve(sequence.phases[0], id: id, context: &context, into: &output)
            return nil
        }
        resolve(last.phase, id: id, context: &context, into: &output)
        let previous = steps.count > 1 ? steps[steps.count - 2].phase : sequence.phases[0]
        var from: [Element] = []
        resolve(previous, id: id, context: &context, into: &from)
        return (from, last.animation, max(elapsed, 0) - last.startTime)
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool { !(old is Self) }
}

extension View {
    /// Animates `content` with the values of keyframes, on the scene's clock: from the
    /// time the view appears, looping when `repeating`.
    ///
    /// Kinema draws the content for the keyframe value at each time; its layout is the
    /// content's at the keyframes' start (values drive drawing: effects, colours, shape
    /// data), and its structure must not depend on the value.
    public func keyframeAnimator<Value: Sendable, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> _DynamicView {
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        return _DynamicView(
            content: KeyframeContent(
                base: self, timeline: timeline, repeating: repeating, trigger: nil,
                content: content))
    }

    /// Plays keyframes once each time `trigger` changes (from the change's time).
    public func keyframeAnimator<Value: Sendable, Content: View>(
        initialValue: Value, trigger: some Equatable & Sendable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> _DynamicView {
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        return _DynamicView(
            content: KeyframeContent(
                base: self, timeline: timeline, repeating: false,
                trigger: AnyEquatable(value: trigger), content: content))
    }

    /// Cycles through phases on the scene's clock, each entered with its animation once
    /// the previous one is logically complete (`PhaseSequence`).
    ///
    /// Each frame shows the content of the current phase animated from the previous
    /// phase's (Kinema does not carry a spring's velocity from one phase to the next).
    public func phaseAnimator<Phase: Equatable & Sendable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> _DynamicView {
        let sequence = PhaseSequence(phases, repeating: true, animation: animation)
        return _DynamicView(content: PhaseContent(base: self, sequence: sequence, content: content))
    }
}

/// A view whose content changes with time: `keyframeAnimator` and `phaseAnimator`.
public struct _DynamicView: View, PrimitiveView {
    internal let content: any DynamicContent

    /// No body: resolved directly.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        resolveDynamic(content, id: id, context: &context, into: &output)
    }
}
