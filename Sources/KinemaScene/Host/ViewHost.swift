import Foundation
import KinemaAnimation
import KinemaClock
import KinemaCombine
import KinemaCore
import KinemaGraphics
import KinemaLayout
import Observation

/// Runs any SwiftUI-style view over scene time, headless (Kinema's own, in the place of
/// SwiftUI's hosting views): `@State` and `@Observable` models, `withAnimation`,
/// `onAppear`, `onChange`, `task`, timers on the scene clock and scripted input, compiled
/// into states that frames are drawn from.
///
/// ```swift
/// struct Loader: View {
///     @State private var isRotating = false
///     var body: some View {
///         Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4)
///             .frame(width: 40, height: 40)
///             .rotationEffect(.degrees(isRotating ? 360 : 0))
///             .onAppear {
///                 withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
///                     isRotating = true
///                 }
///             }
///     }
/// }
///
/// let host = ViewHost(size: CGSize(width: 100, height: 100)) { Loader() }
/// await host.run(until: 2)
/// let frame = host.timeline.frame(at: 0.25)   // a quarter turn
/// ```
///
/// How time works: the host shows the views as they are made, then at time 0 they
/// appear (`onAppear`, `task`, `onChange(initial: true)`, parents first). Every state
/// write is kept with its ``Transaction``; after each event the host evaluates the bodies
/// again and compiles a state beginning at that scene time, animated with the write's
/// transaction, exactly as a ``SceneTimeline`` change with the same animation. Writes in
/// different transactions within one event each compile their own state, in order.
/// Tasks and timers wait on the `SceneClock`; ``run(until:)`` moves it, running each
/// wait, scripted input and animation completion at its own time.
@MainActor
public final class ViewHost {
    internal private(set) var record: TimelineRecord
    private let resolver: @MainActor (ViewIdentity, inout ResolveContext) -> Void
    private let environment: EnvironmentValues
    private let graph = StateGraph()
    /// The scene clock: tasks of the views and timers wait on it.
    public let clock: SceneClock
    /// Changes the views heard of outside their `@State`: `@Observable` and
    /// `ObservableObject` models.
    private var observed: ChangeLog { graph.externalChanges }
    /// The events of the last resolution whose appearances and changes have been run.
    private var processed = ResolvedEvents()
    /// The events and controls of the latest resolution.
    internal private(set) var latest = ResolvedEvents()
    /// The names views were given in each compiled state, in the record's order.
    internal private(set) var stateNames: [ViewNames] = []
    /// Whether the controls held pressed changed since the last compile.
    private var pressesChanged = false
    private var tasks: [EventKey: Task<Void, Never>] = [:]
    private var hasAppeared = false
    private var diagnosticsOfHost: [SceneDiagnostic] = []
    /// The gestures the scripted touch in progress meets, if one is down.
    internal var touchSession: TouchSession?
    /// The completions of `withAnimation` waiting for their animations.
    private let completions: CompletionScheduler

    /// The longest chain of updates one event may cause (a change that changes state
    /// again, and so on) before the host stops it with a diagnostic; also the most states
    /// the host compiles at one scene time, whatever events cause them.
    public static let maximumUpdatesPerEvent = 100

    /// The most pieces of work due at one scene time (waits ending, work queued on the
    /// main queue) the host runs before it moves the rest to the next frame, 1/60 s later,
    /// with a diagnostic: a chain of `DispatchQueue.main.async` calls each queueing the
    /// next would otherwise never let scene time move on.
    public static let maximumWorkPerSceneTime = 1_000

    /// The scene time of the latest states compiled, and how many were compiled then.
    private var compilesAtTime: (time: Double, count: Int) = (-.infinity, 0)

    /// Creates a host showing `content` on a canvas of `size`, as a hosting controller
    /// of that size shows its root view.
    ///
    /// The content is proposed the canvas less `safeAreaInsets` and centred in what is
    /// left (the safe area); views that ignore the safe area reach into the insets. A root
    /// view that is several views (a `Group`, a `ForEach`) is stacked vertically with the
    /// default spacing, as SwiftUI's hosting stacks it. See the *Hosting like a device*
    /// article for every rule and its source.
    /// - Parameters:
    ///   - size: The canvas. NaN, infinite or negative dimensions are 0.
    ///   - safeAreaInsets: The safe area's insets from the canvas' edges; none unless
    ///     given (a fixed layout: Xcode's `fixedLayout` previews and swift-snapshot-testing's
    ///     `.fixed` snapshots have none). NaN, infinite or negative insets are 0.
    ///   - environment: The environment at the root (Kinema's deterministic defaults
    ///     unless given).
    ///   - measurer: Measures text and images; the deterministic fallback unless given.
    ///   - startDate: The date at scene time 0 (a `TimelineView`'s `context.date` is
    ///     `startDate + t`); fixed by default, so renders match on every machine.
    ///   - content: The root view, made once.
    public init<Content: View>(
        size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        environment: EnvironmentValues = EnvironmentValues(),
        measurer: any TextMeasurer = FallbackTextMeasurer(),
        startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
        @ViewBuilder content: () -> Content
    ) {
        func clean(_ x: CGFloat) -> CGFloat { x.isFinite ? max(x, 0) : 0 }
        let start =
            startDate.timeIntervalSinceReferenceDate.isFinite
            ? startDate : Date(timeIntervalSinceReferenceDate: 0)
        let insets = EdgeInsets(
            top: clean(safeAreaInsets.top), leading: clean(safeAreaInsets.leading),
            bottom: clean(safeAreaInsets.bottom), trailing: clean(safeAreaInsets.trailing))
        record = TimelineRecord(
            size: CGSize(width: clean(size.width), height: clean(size.height)), measurer: measurer,
            startDate: start, hostingInsets: insets, pixelLength: environment.pixelLength)
        clock = SceneClock(startDate: start)
        completions = CompletionScheduler(clock: clock)
        let root = content()
        resolver = { id, context in context.resolve(root, id: id) }
        self.environment = environment
        graph.onWillWrite { [weak self] transaction in self?.willWrite(in: transaction) }
        completions.wake = { [unowned self] in
            self.completions.reconsider(track: self.latestTrack)
        }
        // On the clock, so that models the views make (a `@StateObject`'s) find it for
        // their timers and Combine pipelines.
        clock.run { compile(at: -.infinity, transaction: Transaction()) }
    }

    /// The size `content` takes for `proposal` (Kinema's own), its root views stacked as a
    /// host stacks them. Proposed nothing (the default), it is the content's ideal size, as
    /// Xcode's `sizeThatFitsLayout` previews show it; proposed `.zero`, it is the smallest,
    /// which is what `UIHostingController.sizeThatFits(in: .zero)` answers and so what
    /// swift-snapshot-testing's `.sizeThatFits` snapshots are (its issue 1070). Its views
    /// as they are made, before they appear.
    /// - Parameters:
    ///   - proposal: The size proposed; nothing unless given.
    ///   - measurer: Measures text and images; the deterministic fallback unless given.
    ///   - content: The view.
    /// - Returns: The size in points; zero for a view that draws nothing.
    public static func fittingSize<Content: View>(
        proposal: ProposedViewSize = .unspecified,
        measurer: any TextMeasurer = FallbackTextMeasurer(), @ViewBuilder content: () -> Content
    ) -> CGSize {
        let view = content()
        let record = TimelineRecord(size: .zero, measurer: measurer, hostingInsets: EdgeInsets())
        return record.fittingSize(proposal: proposal) { id, context in
            context.resolve(view, id: id)
        }
    }

    /// The states compiled so far, to draw frames from on any thread.
    public var timeline: HostedTimeline { HostedTimeline(record: record) }

    /// The display list at `time` of the states compiled so far.
    public func frame(at time: TimeInterval) -> DisplayList {
        record.preparedFrame(at: time).displayList()
    }

    /// The scene time the host has run to.
    public var time: TimeInterval { clock.now }

    /// Problems found in the views, and events the host had to stop.
    public var diagnostics: [SceneDiagnostic] { record.diagnostics + diagnosticsOfHost }

    /// Runs the scene until `time`: the views appear (the first time), then every wait on
    /// the clock and every completion due by then runs at its own time, each followed by
    /// the updates its writes cause.
    /// - Parameter time: The scene time to reach, in seconds; times before ``time`` (or
    ///   NaN) run only what is due now.
    public func run(until time: TimeInterval) async {
        if !hasAppeared {
            hasAppeared = true
            clock.move(to: 0)
            clock.run { update(at: 0) }
        }
        await settle()
        var workAtTime: (time: Double, count: Int) = (clock.now, 0)
        while clock.run({ clock.runNext(through: time) }) {
            workAtTime =
                clock.now == workAtTime.time ? (clock.now, workAtTime.count + 1) : (clock.now, 1)
            if workAtTime.count >= Self.maximumWorkPerSceneTime {
                note(
                    "\(workAtTime.count) pieces of work ran at t = \(clock.now) (work that "
                        + "queues more work at once); the rest moved to the next frame")
                clock.deferWork(until: clock.now + 1.0 / 60)
            }
            await settle()
        }
        clock.move(to: time)
        await settle()
    }

    /// Lets started tasks run to their next wait, then compiles what they wrote, until
    /// nothing more happens at this time.
    private func settle() async {
        for _ in 0..<Self.maximumUpdatesPerEvent {
            await clock.settle()
            guard hasPendingChanges else { return }
            clock.run { update(at: clock.now) }
        }
    }

    /// Compiles the writes made so far at `time` and runs the events the new views cause
    /// (appearances, changes, disappearances), until no more writes are made.
    private func update(at time: Double) {
        var rounds = 0
        repeat {
            if hasPendingChanges {
                compilePendingWrites(at: time)
            }
            runEvents()
            rounds += 1
            if rounds >= Self.maximumUpdatesPerEvent {
                note(
                    "state changed in \(rounds) updates in a row at t = \(time); "
                        + "stopped (each update changed state again)")
                _ = graph.takeWrites()
                _ = observed.take()
                return
            }
        } while hasPendingChanges
    }

    /// Whether anything changed that the views have not been updated for.
    private var hasPendingChanges: Bool {
        graph.hasWrites || observed.hasChanges || pressesChanged
    }

    /// The frame of the view at `identity` in the latest state's layout space, if it is
    /// laid out.
    internal func frame(ofIdentity identity: ViewIdentity) -> CGRect? {
        guard let state = record.states.last, let node = state.byIdentity[identity] else {
            return nil
        }
        return state.compiled.layout.bounds(of: node)
    }

    /// Whether the control at `identity` is held pressed.
    internal func latestPressed(_ identity: ViewIdentity) -> Bool {
        record.pressed.contains(identity)
    }

    /// Holds the control at `identity` pressed (`configuration.isPressed`), or releases
    /// it; the views update at once, in an empty transaction.
    internal func setPressed(_ isPressed: Bool, identity: ViewIdentity) {
        let changed =
            isPressed
            ? record.pressed.insert(identity).inserted : record.pressed.remove(identity) != nil
        guard changed else { return }
        pressesChanged = true
        clock.run { update(at: clock.now) }
    }

    /// Before a write in `transaction`: compiles the writes made in another transaction
    /// first, so that each animates with its own.
    private func willWrite(in transaction: Transaction) {
        guard hasAppeared, let pending = pendingTransaction(),
            pending.animation != transaction.animation
                || pending.disablesAnimations != transaction.disablesAnimations
        else { return }
        compilePendingWrites(at: clock.now)
    }

    /// The transaction of the writes not yet compiled: the last one's.
    private func pendingTransaction() -> Transaction? {
        observed.last ?? graph.lastWrite
    }

    /// Compiles one state at `time` from the writes made so far, in the last write's
    /// transaction, and schedules the transactions' completions.
    private func compilePendingWrites(at time: Double) {
        let writes = graph.takeWrites() + observed.take()
        guard let transaction = writes.last ?? (pressesChanged ? Transaction() : nil) else {
            return
        }
        pressesChanged = false
        compilesAtTime =
            time == compilesAtTime.time
            ? (time, compilesAtTime.count + 1) : (time, 1)
        guard compilesAtTime.count <= Self.maximumUpdatesPerEvent else {
            note(
                "state changed in more than \(Self.maximumUpdatesPerEvent) updates at t = "
                    + "\(time) (writes kept coming from its events and queued work); the "
                    + "changes after those at that time are dropped")
            return
        }
        let before = (record.tracks, record.progressTracks)
        compile(at: time, transaction: transaction)
        let hasCompletions = writes.contains { !$0.animationCompletions.isEmpty }
        guard hasCompletions || completions.isWaiting else { return }
        completions.compiled(
            writes: writes, animated: animatedChanges(since: before, at: time),
            track: latestTrack)
    }

    /// The latest change of each track the last compile changed, where it started an
    /// animation at `time`.
    private func animatedChanges(
        since before: (TrackTable, [ViewIdentity: Track<Double>]), at time: Double
    ) -> [(CompletionScheduler.TrackReference, Int)] {
        var changes: [(CompletionScheduler.TrackReference, Int)] = []
        for (key, track) in record.tracks.changedTracks(since: before.0) {
            if let index = track.animatedChange(at: time) { changes.append((.slot(key), index)) }
        }
        for (identity, track) in record.progressTracks where before.1[identity] !== track {
            if let index = track.animatedChange(at: time) {
                changes.append((.progress(identity), index))
            }
        }
        return changes
    }

    /// The latest track of a reference.
    private func latestTrack(_ reference: CompletionScheduler.TrackReference) -> (any AnyTrack)? {
        switch reference {
        case .slot(let key): return record.tracks[key]
        case .progress(let identity): return record.progressTracks[identity]
        }
    }

    /// Resolves the views with their state, lays them out and records a state at `time`.
    private func compile(at time: Double, transaction: Transaction) {
        let resolver = self.resolver
        let observed = self.observed
        graph.beginPass()
        latest = withObservationTracking {
            record.compile(
                time: time, transaction: transaction, graph: graph, environment: environment
            ) { id, context in
                resolver(id, &context)
            }
        } onChange: {
            observed.append(Transaction.current)
        }
        stateNames.append(latest.names)
        graph.endPass()
    }

    /// Runs the events of the latest resolution against those already run: removed views
    /// disappear (their tasks are cancelled), inserted ones appear, changed values call
    /// their `onChange` actions, and `task(id:)` restarts on a new id.
    private func runEvents() {
        let current = latest
        let previous = processed.entries
        let before = Dictionary(
            previous.map { ($0.key, $0.event) }, uniquingKeysWith: { first, _ in first })
        let now = Set(current.entries.map(\.key))
        processed = current
        for (key, event) in previous where !now.contains(key) {
            switch event.kind {
            case .disappear(let action): action()
            case .task: tasks.removeValue(forKey: key)?.cancel()
            case .appear, .change: break
            }
        }
        // Appearances and changes first, then tasks, each in the events' order (SwiftUI
        // starts the tasks of an update after running its onAppear and onChange actions).
        var tasksToStart: [(EventKey, TaskRequest)] = []
        for (key, event) in current.entries {
            let old = before[key]
            switch event.kind {
            case .appear(let action):
                if old == nil { action() }
            case .change(let observer):
                if case .change(let previous)? = old?.kind {
                    if !equalValues(previous.value, observer.value) {
                        observer.action(previous.value, observer.value)
                    }
                } else if old == nil, observer.initial {
                    observer.action(observer.value, observer.value)
                }
            case .task(let request):
                if case .task(let previous)? = old?.kind {
                    if let id = request.id, let oldID = previous.id, !equalValues(id, oldID) {
                        tasksToStart.append((key, request))
                    }
                } else {
                    tasksToStart.append((key, request))
                }
            case .disappear:
                break
            }
        }
        for (key, request) in tasksToStart {
            if case .task? = before[key]?.kind {
                // A new id: the cancelled task runs its cancellation first; the new one
                // starts after it, at the same scene time.
                tasks.removeValue(forKey: key)?.cancel()
                clock.schedule(after: 0) { [weak self] in
                    guard let self, self.isCurrent(request, key: key) else { return }
                    self.start(request, key: key)
                }
            } else {
                start(request, key: key)
            }
        }
    }

    /// Adds a diagnostic of the host's own (once).
    internal func note(_ message: String) {
        let diagnostic = SceneDiagnostic(message: message)
        if !diagnosticsOfHost.contains(diagnostic) { diagnosticsOfHost.append(diagnostic) }
    }

    /// Whether the task of `key` in the events already run has the id of `request` and
    /// is not running.
    private func isCurrent(_ request: TaskRequest, key: EventKey) -> Bool {
        guard tasks[key] == nil,
            let entry = processed.entries.first(where: { $0.key == key }),
            case .task(let current) = entry.event.kind, let id = current.id, let wanted = request.id
        else { return false }
        return equalValues(id, wanted)
    }

    /// Starts the task of a `task` modifier on the scene clock.
    private func start(_ request: TaskRequest, key: EventKey) {
        let clock = self.clock
        clock.taskStarted()
        let action = request.action
        tasks[key] = clock.run {
            // Started at once on the main actor, running until its first wait: so where
            // it waits does not depend on how busy the rest of the process is.
            Task.immediate(priority: request.priority) { @MainActor in
                clock.hostTaskBegan()
                await action()
                clock.taskEnded()
            }
        }
    }

}
