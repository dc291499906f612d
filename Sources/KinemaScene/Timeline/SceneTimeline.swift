import Foundation
import KinemaAnimation
import KinemaGraphics

/// A scene over time: a state that changes at given times, and the view tree it
/// describes, drawn at any time as a `DisplayList` (Kinema's own: the offline form
/// of a SwiftUI view with `@State` and `withAnimation`).
///
/// ```swift
/// var timeline = SceneTimeline(size: CGSize(width: 200, height: 200), initialState: false) {
///     isLarge in
///     Circle().fill(Color.blue).frame(width: 50, height: 50).scaleEffect(isLarge ? 1.5 : 1)
/// }
/// timeline.change(at: 1, animation: .easeInOut) { $0 = true }
/// let list = timeline.frame(at: 1.175)
/// ```
///
/// Every animatable attribute animates from the views of the old state to those of the
/// new one, matched by identity: modifier parameters, colours and gradients, a shape's
/// and a layout's `animatableData`, and the frames the layout gives each view. Each
/// attribute has its own `ValueAnimator`, so merging of springs, additive combination
/// of interrupted animations, repeats and delays behave as in SwiftUI.
///
/// Frames are a pure function of the timeline and the time. Their per-frame content (the
/// bodies an animation evaluates again for each frame) runs on the main actor, as in
/// SwiftUI: ``SceneFrameSource/frame(at:)`` prepares and draws there, and ``preparedFrame(at:)`` gives a
/// ``PreparedFrame`` that any number of tasks may draw at once.
///
/// Deep trees: resolution, recording and drawing walk the tree with explicit stacks,
/// so trees of 10,000 levels and more work on any thread; the layout engine runs a pass
/// deeper than the caller's stack holds on its own kept large-stack threads (never a
/// thread per change or frame).
public struct SceneTimeline<State: Sendable>: Sendable {
    private var record: TimelineRecord
    private let resolver: @MainActor (State, ViewIdentity, inout ResolveContext) -> Void
    private var stateValues: [State]

    /// Creates a timeline that shows `content` for `initialState` from time 0 on.
    /// - Parameters:
    ///   - size: The canvas; the content is proposed this size and centred in it.
    ///     NaN, infinite or negative dimensions are 0.
    ///   - initialState: The state before any change.
    ///   - displayScale: The scale whose pixel grid the views' frames snap to, as a
    ///     ``ViewHost`` snaps them at its environment's `displayScale`; `nil` (the default)
    ///     keeps the layout's exact numbers (Kinema's own).
    ///   - measurer: Measures text and images; the deterministic fallback unless given.
    ///   - startDate: The date at time 0, from which a `TimelineView`'s schedule runs:
    ///     at time *t* the scene's "now" is `startDate + t`. Fixed by default
    ///     (`Date(timeIntervalSinceReferenceDate: 0)`, 1 January 2001 00:00:00 UTC) so
    ///     that renders never depend on the wall clock. A non-finite date is the default.
    ///   - content: The view tree for a state, evaluated on the main actor (as a
    ///     view's `body` is) at creation and at each change.
    @MainActor
    public init<Content: View>(
        size: CGSize, initialState: State, displayScale: CGFloat? = nil,
        measurer: any TextMeasurer = FallbackTextMeasurer(),
        startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
        @ViewBuilder content: @escaping @MainActor (State) -> Content
    ) {
        func clean(_ x: CGFloat) -> CGFloat { x.isFinite ? max(x, 0) : 0 }
        record = TimelineRecord(
            size: CGSize(width: clean(size.width), height: clean(size.height)), measurer: measurer,
            startDate: startDate.timeIntervalSinceReferenceDate.isFinite
                ? startDate : Date(timeIntervalSinceReferenceDate: 0),
            pixelLength: displayScale.map { 1 / $0 } ?? 0)
        resolver = { state, id, context in context.resolve(content(state), id: id) }
        stateValues = [initialState]
        compile(time: -.infinity, state: initialState, animation: nil)
    }

    /// The canvas size.
    public var size: CGSize { record.size }

    /// The date at time 0 (Kinema's own): a `TimelineView` shows, at time *t*, its
    /// schedule's latest entry at or before `startDate + t`.
    public var startDate: Date { record.startDate }

    /// Problems found in the scene's views and the rules applied to them.
    public var diagnostics: [SceneDiagnostic] { record.diagnostics }

    /// The number of states: the initial one plus one per change.
    public var stateCount: Int { stateValues.count }

    /// The state shown at `time` (the latest change at or before it).
    public func state(at time: TimeInterval) -> State {
        stateValues[record.stateIndex(at: time)]
    }

    /// Changes the state at `time`, animating the views' attributes with `animation`:
    /// the offline `withAnimation(animation) { update(&state) }`.
    ///
    /// Times must not decrease: a time before the latest change (or NaN) is treated as
    /// the latest change's time.
    /// - Parameters:
    ///   - time: When the change happens, in seconds.
    ///   - animation: The animation of the change; `nil` (the default) to jump, except
    ///     where an `animation(_:value:)` modifier applies.
    ///   - update: Changes the state.
    @MainActor
    public mutating func change(
        at time: TimeInterval, animation: Animation? = nil, _ update: (inout State) -> Void
    ) {
        let latest = record.states.last?.time ?? 0
        var time = time
        if time.isNaN || time < latest { time = max(latest, 0) }
        var state = stateValues[stateValues.count - 1]
        update(&state)
        stateValues.append(state)
        compile(time: time, state: state, animation: animation)
    }

    @MainActor
    private mutating func compile(time: Double, state: State, animation: Animation?) {
        let resolver = self.resolver
        record.compile(time: time, animation: animation) { id, context in
            resolver(state, id, &context)
        }
    }

    /// The identities of the controls held pressed (Kinema's own, for a host): the
    /// states compiled from now on draw them pressed. Empty unless set.
    package var pressedControls: Set<ViewIdentity> {
        get { record.pressed }
        set { record.pressed = newValue }
    }

    /// The controls of the latest state, in tree order, with the identities its compile
    /// gave them (Kinema's own, for a host and tests): resolves the state's views again
    /// and records nothing.
    @MainActor
    package func controlTargets() -> [ControlTarget] {
        let (resolver, state) = (self.resolver, stateValues[stateValues.count - 1])
        return record.controlTargets { id, context in resolver(state, id, &context) }
    }

    /// The frame at `time`, its per-frame content evaluated on the main actor, ready to
    /// draw on any thread (see ``PreparedFrame``).
    /// - Complexity: O(1) for a frame without dynamic content; else a walk over the
    ///   frame's nodes, resolving the dynamic content that changes at the time.
    @MainActor
    public func preparedFrame(at time: TimeInterval) -> PreparedFrame {
        record.preparedFrame(at: time)
    }

    /// The frame at `time` when it needs nothing from the main actor (it shows no dynamic
    /// content), from any thread; `nil` when it must be prepared.
    public func readyFrame(at time: TimeInterval) -> PreparedFrame? {
        record.readyFrame(at: time)
    }
}
