import KinemaAnimation

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

/// A view whose content changes with time: `keyframeAnimator` and `phaseAnimator`.
public struct _DynamicView: View, PrimitiveView {
    internal let content: any DynamicContent

    /// No body: resolved directly.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        resolveDynamic(content, id: id, context: &context, into: &output)
    }
}
