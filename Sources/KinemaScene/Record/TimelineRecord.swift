import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// Everything a timeline has compiled: identities, the tracks of every slot, the
/// compiled states and the removed views still drawn. A value: copies of a timeline
/// share it until one of them changes.
nonisolated package struct TimelineRecord: Sendable {
    internal let size: CGSize
    internal let measurer: any TextMeasurer
    /// The date at scene time 0: what a `TimelineView`'s schedule starts from.
    internal let startDate: Date
    package var identities = IdentityTable()
    /// The latest track of every slot, to be continued by the next state.
    internal var tracks = TrackTable()
    /// The latest insertion or removal progress of every identity that has one.
    internal var progressTracks: [ViewIdentity: Track<Double>] = [:]
    package var states: [CompiledState] = []
    /// Per state: the laid-out geometry its readers and `ViewThatFits` were resolved with
    /// (what drawing resolves their content with again, when it does).
    package var settledGeometry: [GeometryInputs] = []
    internal var ghosts: [Ghost] = []
    internal var diagnostics: [SceneDiagnostic] = []
    /// The identities of the controls the host holds pressed in the next compile.
    internal var pressed: Set<ViewIdentity> = []
    /// A host's safe-area insets: its root views are stacked and laid out in the canvas
    /// less these, as a hosting controller's (see `rootNode`); `nil` for a scene, whose
    /// root views are overlaid and centred in the canvas.
    internal let hostingInsets: EdgeInsets?
    /// The length of a display pixel in points: a host's layout frames snap to multiples
    /// of it; 0 for a scene made without a display scale, whose frames are not snapped.
    internal let pixelLength: CGFloat

    package init(
        size: CGSize, measurer: any TextMeasurer,
        startDate: Date = Date(timeIntervalSinceReferenceDate: 0), hostingInsets: EdgeInsets? = nil,
        pixelLength: CGFloat = 0
    ) {
        self.size = size
        self.measurer = measurer
        self.startDate = startDate
        self.hostingInsets = hostingInsets
        self.pixelLength = pixelLength
    }

    /// Resolves, lays out and records a new state beginning at `time`, reached with
    /// `animation`; `resolve` resolves the state's views at an identity. On the main
    /// actor, where view bodies run. Returns the controls the resolution registered.
    @MainActor @discardableResult
    internal mutating func compile(
        time: Double, animation: Animation?,
        resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void
    ) -> [ControlTarget] {
        compile(time: time, transaction: Transaction(animation: animation), resolve: resolve)
            .controls
    }

    /// Resolves, lays out and records a new state beginning at `time`, reached in
    /// `transaction`, with the views' state kept in `graph` (a host's) and `environment`
    /// at the root; returns the events and the controls the views declare.
    @MainActor @discardableResult
    internal mutating func compile(
        time: Double, transaction: Transaction, graph: StateGraph? = nil,
        environment: EnvironmentValues = EnvironmentValues(),
        resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void
    ) -> ResolvedEvents {
        let animation = transaction.animation
        // Resolve: views -> an immutable tree.
        func resolveTree(_ inputs: GeometryInputs) -> (ResolveContext, ResolvedTree) {
            var context = ResolveContext(identities: identities, measurer: measurer)
            context.stateGraph = graph
            context.environmentValues = environment
            context.transaction = transaction
            context.startDate = startDate
            context.time = time
            context.pressed = pressed
            context.geometry.inputs = inputs
            let contentID = context.identity(parent: .root, .content)
            let content = context.resolveScene(id: contentID, resolve)
            let root = rootNode(over: content, in: &context)
            identities = context.identities
            let tree = context.builder.finish(root: root)
            return (context, tree)
        }
        var (context, tree) = resolveTree(GeometryInputs())
        // Layout: -> frames.
        var layout = SceneLayout(
            tree: tree, size: size, measurer: measurer, pixelLength: pixelLength)
        // Views that read their layout resolve again with it (see `GeometryReader`).
        var settled = GeometryInputs()
        if context.geometry.dependsOnLayout {
            var passes = 1
            while let inputs = context.geometry.laidOut(tree: tree, layout: layout) {
                guard passes < context.geometry.maximumDepth + 1 else {
                    context.diagnose(
                        "geometry-dependent views did not settle in \(passes) resolutions "
                            + "(geometry feeds back through preferences); the last is shown")
                    break
                }
                settled = inputs
                (context, tree) = resolveTree(inputs)
                layout = SceneLayout(
                    tree: tree, size: size, measurer: measurer, pixelLength: pixelLength)
                passes += 1
            }
        }
        for diagnostic in context.diagnostics + measurer.diagnostics
        where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
        // Record: -> compiled nodes with typed tracks.
        var tracks = TrackTable()
        swap(&tracks, &self.tracks)
        if !states.isEmpty && time.isFinite {
            // Changes animate from what timeline views show now.
            recordPresentedTimelineValues(at: time, into: &tracks)
        }
        var recorder = Recorder(
            time: time, previous: states.last, tracks: tracks, progressTracks: progressTracks)
        recorder.disablesImplicitAnimations = transaction.disablesAnimations
        let state = recorder.record(
            consume tree, layout: consume layout, animation: animation, isFirst: states.isEmpty)
        if let previous = states.last {
            ghosts += recorder.removals(from: previous, index: states.count - 1, to: state)
        }
        for diagnostic in recorder.diagnostics where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
        self.tracks = recorder.binder.tracks
        progressTracks = recorder.progressTracks
        states.append(state)
        settledGeometry.append(settled)
        var events = ResolvedEvents(
            events: context.events, controls: context.controls, parents: identities.parents)
        events.gestures = context.gestures
        events.accessibility = context.controlState.accessibility
        events.parents = identities.parents
        events.names = ViewNames(context.controlState)
        return events
    }

    /// The frame at `time` (NaN: before every change), its dynamic content resolved for
    /// the time here, on the main actor: ready to draw on any thread.
    /// - Complexity: O(1) when the frame shows no dynamic content; else a walk over the
    ///   frame's nodes, plus resolving each dynamic node that changes at the time.
    @MainActor
    package func preparedFrame(at time: Double) -> PreparedFrame {
        let index = stateIndex(at: time)
        let time = time.isNaN ? -Double.infinity : time
        guard Renderer.showsDynamicContent(record: self, stateIndex: index, time: time) else {
            return PreparedFrame(record: self, stateIndex: index, time: time, content: [:])
        }
        var renderer = Renderer(record: self, stateIndex: index, time: time)
        let resolver = DynamicResolver(record: self, stateIndex: index, time: time)
        renderer.prepare { resolver.tree(for: $0) }
        return PreparedFrame(
            record: self, stateIndex: index, time: time, content: renderer.content)
    }

    /// The frame at `time` when it shows no dynamic content (nothing to prepare on the
    /// main actor), else `nil`. From any thread.
    internal func readyFrame(at time: Double) -> PreparedFrame? {
        let index = stateIndex(at: time)
        let time = time.isNaN ? -Double.infinity : time
        guard !Renderer.showsDynamicContent(record: self, stateIndex: index, time: time)
        else { return nil }
        return PreparedFrame(record: self, stateIndex: index, time: time, content: [:])
    }

    /// The size the views `resolve` makes take for `proposal` (nothing unless given);
    /// records nothing. The views' dynamic properties are linked to a graph of their own,
    /// so that they read the environment their ancestors set, as in a host's first compile.
    @MainActor
    internal func fittingSize(
        proposal: ProposedViewSize = .unspecified,
        resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void
    ) -> CGSize {
        var context = ResolveContext(identities: identities, measurer: measurer)
        context.stateGraph = StateGraph()
        context.startDate = startDate
        let contentID = context.identity(parent: .root, .content)
        let content = context.resolveScene(id: contentID, resolve)
        let root = rootNode(over: content, in: &context, fitting: true)
        let tree = context.builder.finish(root: root)
        return SceneLayout.fittingSize(of: tree, proposal: proposal, measurer: measurer)
    }

    /// The controls that resolving views with `resolve` registers, with the identities
    /// this record gives them; records nothing. On the main actor, where bodies run.
    @MainActor
    internal func controlTargets(resolve: @MainActor (ViewIdentity, inout ResolveContext) -> Void)
        -> [ControlTarget]
    {
        var context = ResolveContext(identities: identities, measurer: measurer)
        context.pressed = pressed
        context.geometry.inputs = settledGeometry.last ?? GeometryInputs()
        let contentID = context.identity(parent: .root, .content)
        _ = context.resolveScene(id: contentID, resolve)
        return context.controls
    }

    /// The index of the state shown at `time`.
    internal func stateIndex(at time: Double) -> Int {
        guard !time.isNaN else { return 0 }
        var low = 0
        var high = states.count
        while low < high {
            let middle = (low + high) / 2
            if states[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
