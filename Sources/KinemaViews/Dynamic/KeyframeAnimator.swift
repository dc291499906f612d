import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene

/// `keyframeAnimator`: the content for the keyframe timeline's value.
@SlotOwner
nonisolated internal struct KeyframeContent<Value: Sendable, Content: View, Base: View>:
    DynamicContent
{
    let timeline: KeyframeTimeline<Value>
    let repeating: Bool
    let trigger: AnyEquatable?
    let content: @Sendable (PlaceholderContentView<Base>, Value) -> Content

    @MainActor func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
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
        return DynamicFrame(
            current: placeholderResolver(
                base: base, content: content(PlaceholderContentView(), value)))
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool {
        guard let old = old as? Self else { return true }
        guard let trigger, let oldTrigger = old.trigger else { return false }
        return !trigger.isEqual(to: oldTrigger)
    }

    var startsOnAppearance: Bool { trigger == nil }
}

nonisolated extension View {
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
                timeline: timeline, repeating: repeating, trigger: nil, content: content),
            base: self)
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
                timeline: timeline, repeating: false, trigger: AnyEquatable(value: trigger),
                content: content),
            base: self)
    }
}
