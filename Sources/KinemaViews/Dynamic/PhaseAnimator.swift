import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene

/// `phaseAnimator`: the content for the current phase, animated from the previous one.
@SlotOwner
nonisolated internal struct PhaseContent<Phase: Equatable & Sendable, Content: View, Base: View>:
    DynamicContent
{
    let sequence: PhaseSequence<Phase>
    /// The trigger of a one-shot run (`phaseAnimator(_:trigger:content:animation:)`);
    /// `nil` for a sequence that cycles from the view's appearance.
    var trigger: AnyEquatable? = nil
    let content: @Sendable (PlaceholderContentView<Base>, Phase) -> Content

    @MainActor func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
        func resolver(_ phase: Phase) -> ViewResolver {
            placeholderResolver(base: base, content: content(PlaceholderContentView(), phase))
        }
        let steps = sequence.steps(through: max(elapsed, 0))
        guard let last = steps.last else {
            return DynamicFrame(current: resolver(sequence.phases[0]))
        }
        let previous = steps.count > 1 ? steps[steps.count - 2].phase : sequence.phases[0]
        var frame = DynamicFrame(current: resolver(last.phase))
        frame.motion = (resolver(previous), last.animation, max(elapsed, 0) - last.startTime)
        return frame
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool {
        guard let old = old as? Self else { return true }
        guard let trigger, let oldTrigger = old.trigger else { return false }
        return !trigger.isEqual(to: oldTrigger)
    }

    var startsOnAppearance: Bool { trigger == nil }
}

nonisolated extension View {
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
        return _DynamicView(
            content: PhaseContent<Phase, Content, Self>(sequence: sequence, content: content),
            base: self)
    }

    /// Runs through the phases once each time `trigger` changes, from the change's time,
    /// and rests on the first phase between runs (SwiftUI's triggered form).
    ///
    /// ```swift
    /// Image(systemName: "bell.fill")
    ///     .phaseAnimator([false, true], trigger: rings) { view, ringing in
    ///         view.rotationEffect(.degrees(ringing ? 20 : 0), anchor: .top)
    ///     }
    /// ```
    /// - Parameters:
    ///   - phases: The phases; the first is the one shown at rest.
    ///   - trigger: The value whose changes start a run.
    ///   - content: The view for a phase.
    ///   - animation: The animation that enters a phase.
    public func phaseAnimator<Phase: Equatable & Sendable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable & Sendable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> _DynamicView {
        let sequence = PhaseSequence(phases, repeating: false, animation: animation)
        return _DynamicView(
            content: PhaseContent<Phase, Content, Self>(
                sequence: sequence, trigger: AnyEquatable(value: trigger), content: content),
            base: self)
    }
}
