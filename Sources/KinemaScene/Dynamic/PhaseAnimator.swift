import Foundation
import KinemaAnimation
import KinemaCore

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
