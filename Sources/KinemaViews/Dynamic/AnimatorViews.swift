import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene

/// A view that cycles through phases, as SwiftUI's `PhaseAnimator`: the view form of
/// `phaseAnimator(_:content:animation:)`.
///
/// ```swift
/// PhaseAnimator([0.8, 1.2]) { scale in
///     Circle().fill(.pink).frame(width: 40, height: 40).scaleEffect(scale)
/// } animation: { _ in .easeInOut(duration: 0.6) }
/// ```
///
/// Phases run on the scene's clock from the time the view appears, each entered with
/// its animation once the previous one is logically complete, looping.
nonisolated public struct PhaseAnimator<
    Phase: Equatable & Sendable, Content: View & SendableMetatype
>: View {
    internal let view: _DynamicView

    /// Creates a view that cycles through `phases` for as long as it is shown.
    /// - Parameters:
    ///   - phases: The phases, in order; the first is shown at appearance.
    ///   - content: The view for a phase.
    ///   - animation: The animation entering a phase; `.default` unless given.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @Sendable (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        view = EmptyView().phaseAnimator(
            phases, content: { @Sendable _, phase in content(phase) }, animation: animation)
    }

    /// The phases' content over time.
    public var body: some View { view }
}

/// A view that plays keyframes, as SwiftUI's `KeyframeAnimator`: the view form of
/// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0) { scale in
///     Text("♥").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.3, duration: 0.3)
///     SpringKeyframe(1.0, duration: 0.5)
/// }
/// ```
nonisolated public struct KeyframeAnimator<
    Value: Sendable, KeyframePath: Keyframes, Content: View & SendableMetatype
>: View
where KeyframePath.Value == Value {
    internal let view: _DynamicView

    /// Creates a view that plays keyframes from the time it appears, looping when
    /// `repeating`.
    /// - Parameters:
    ///   - initialValue: The value before the first keyframe.
    ///   - repeating: Whether the keyframes loop (the default).
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the initial value.
    public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        view = EmptyView().keyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { @Sendable _, value in content(value) }, keyframes: keyframes)
    }

    /// Creates a view that plays keyframes once each time `trigger` changes.
    /// - Parameters:
    ///   - initialValue: The value before the first keyframe (and after the last).
    ///   - trigger: The value whose changes start the keyframes.
    ///   - content: The view for a value.
    ///   - keyframes: The keyframes, given the initial value.
    public init(
        initialValue: Value, trigger: some Equatable & Sendable,
        @ViewBuilder content: @escaping @Sendable (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        view = EmptyView().keyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { @Sendable _, value in content(value) }, keyframes: keyframes)
    }

    /// The keyframes' content over time.
    public var body: some View { view }
}
