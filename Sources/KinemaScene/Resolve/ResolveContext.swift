import Foundation
import KinemaCore
import KinemaGraphics

/// What resolution of a view tree reads and accumulates: the environment, the
/// identity table, the measurer, diagnostics, and the tree being built.
///
/// Resolution never recurses: a view's `resolve` adds nodes for what it can make at
/// once and schedules the rest as steps (``then(_:)``), which ``run()`` executes from
/// an explicit stack. So a tree of any depth resolves on the main actor's stack.
///
/// Resolution is isolated to the main actor, as SwiftUI's `View` and `ViewModifier`
/// are: it evaluates bodies and reads bindings, and the compiler keeps it there. What it
/// makes (the resolved tree) is `Sendable`, for the stages after it.
@MainActor package struct ResolveContext {
    package var identities: IdentityTable
    package var environment: SceneEnvironment
    package let measurer: any TextMeasurer
    internal var diagnostics: [SceneDiagnostic] = []
    /// Whether this resolution makes the content of a frame (dynamic content resolved
    /// again for a frame's time) rather than a state: no insertion or removal is recorded.
    internal var resolvesFrame = false
    /// Whether this resolution makes nodes apart from the scene's tree (a transition's
    /// view before insertion or after removal, see ``resolveApart(id:_:)``).
    internal var isApart = false
    /// The host's storage of the views' state, when a ``ViewHost`` resolves (else `nil`:
    /// state keeps the values the views were made with).
    internal var stateGraph: StateGraph?
    /// The values `@Environment` properties read (`environment(_:_:)` changes them).
    package var environmentValues = EnvironmentValues()
    /// The transaction of the change being compiled (`transaction(_:)` reads and
    /// changes it for its content).
    internal var transaction = Transaction()
    /// Saved environment values restored by later steps.
    internal var savedEnvironmentValues: [EnvironmentValues] = []
    /// The events the resolved views declare (`onAppear`, `onChange`, `task`, ...), in
    /// resolution order: parents before their content.
    package var events: [ViewEvent] = []
    /// The scene's start date: the date at scene time 0 (``SceneTimeline``'s
    /// `startDate`).
    internal var startDate = Date(timeIntervalSinceReferenceDate: 0)
    /// The scene time being resolved: the time of the state being compiled (`-infinity`
    /// for the initial state), or the time of the frame being drawn.
    internal var time = -Double.infinity
    /// The content of the `ViewModifier`s being resolved, innermost last: each resolves
    /// the modified view at an identity.
    internal var modifierContent: [ViewResolver] = []
    /// The nodes made so far.
    package var builder = ResolvedTreeBuilder()
    /// The lists that resolved views are added to; the last one is the current.
    internal var lists: [[NodeRef]] = [[]]
    /// Positions in the current list marked by ``markCurrentList()``, innermost last.
    private var listMarks: [Int] = []
    /// Saved values restored by later steps (environments, contents).
    internal var savedEnvironments: [SceneEnvironment] = []
    internal var suspendedContent: [ViewResolver] = []
    /// What features carry through resolution, by key, each declared with its feature:
    /// grid rows (`Containers/`), controls and their state (`Controls/`), gestures
    /// (`Gestures/`), geometry-dependent views (`Geometry/`), navigation (`Navigation/`),
    /// toolbars and bars (`Toolbar/`). See ``ResolveInputKey``.
    package var inputs = ResolveInputs()
    /// Steps waiting to run, the next one last.
    private var steps: [Step] = []
    /// Steps scheduled by the step running now, in order.
    private var scheduled: [Step] = []
    /// How many levels of work run inline inside one another now (see ``canRunInline``).
    private var inlineDepth = 0
    /// The most levels that run inline inside one another before work falls back to
    /// steps: enough for a view's chain of modifiers, a few kilobytes of stack.
    private static let inlineDepthLimit = 32

    /// One unit of resolution work.
    package typealias Step = @MainActor (inout ResolveContext) -> Void

    internal init(identities: IdentityTable, measurer: any TextMeasurer) {
        self.identities = identities
        self.measurer = measurer
        self.environment = SceneEnvironment()
    }

    /// The identity of `component` under `parent`.
    package mutating func identity(parent: ViewIdentity, _ component: IdentityComponent)
        -> ViewIdentity
    {
        identities.identity(parent: parent, component)
    }

    /// Records a diagnostic.
    package mutating func diagnose(_ message: String) {
        diagnostics.append(SceneDiagnostic(message: message))
    }

    /// Cleans a number for a modifier: NaN or infinite gives `neutral`, with a diagnostic.
    package mutating func finite(_ value: Double, or neutral: Double, _ name: String) -> Double {
        if value.isFinite { return value }
        diagnose("\(name) is \(value); using \(neutral)")
        return neutral
    }

    /// Adds a node over `children` and returns it (not yet in any list).
    package mutating func node(
        _ identity: ViewIdentity, _ kind: NodeKind, children: [NodeRef] = []
    )
        -> NodeRef
    {
        builder.add(identity: identity, kind: kind, children: children)
    }

    /// Adds `node` to the current list.
    package mutating func emit(_ node: NodeRef) {
        lists[lists.count - 1].append(node)
    }

    /// The node at `ref`.
    package subscript(ref: NodeRef) -> ResolvedNode { builder[ref] }

    /// Schedules `step` after the step running now and the steps it scheduled before,
    /// ahead of anything scheduled earlier by enclosing views.
    package mutating func then(_ step: @escaping Step) {
        scheduled.append(step)
    }

    /// Schedules the resolution of `view` at `id` into the current list.
    package mutating func resolve<V: View>(_ view: V, id: ViewIdentity) {
        then { resolveView(view, id: id, context: &$0) }
    }

    /// Whether work that would be scheduled now may run at once instead, in the same
    /// order: the running step has scheduled nothing yet (so the work would be the next
    /// step to run), and the stack has room for another inline level (deeper nesting
    /// falls back to steps, which never recurse).
    ///
    /// A step is a closure, its captures on the heap: running a view's modifiers and the
    /// elements of a `ForEach` inline spares most of a large scene's allocations. Only a
    /// caller that does nothing more in its step after the work may use this (work that
    /// ran at once must not be overtaken).
    internal var canRunInline: Bool {
        scheduled.isEmpty && inlineDepth < Self.inlineDepthLimit
    }

    /// Whether the running step has scheduled work (after inline work, whatever follows
    /// it must be scheduled too).
    internal var hasScheduledWork: Bool { !scheduled.isEmpty }

    /// Runs `body` now, one inline level deeper (see ``canRunInline``).
    internal mutating func runInline(_ body: @MainActor (inout ResolveContext) -> Void) {
        inlineDepth += 1
        body(&self)
        inlineDepth -= 1
    }

    /// Resolves `view` at `id` into the current list: at once when ``canRunInline``,
    /// else as a step. For a caller whose step does nothing after it.
    internal mutating func resolveLast<V: View>(_ view: V, id: ViewIdentity) {
        if canRunInline {
            runInline { resolveView(view, id: id, context: &$0) }
        } else {
            resolve(view, id: id)
        }
    }

    /// Schedules the resolution of `view` at `id` into a list of its own, then
    /// `finish` with the nodes it made.
    package mutating func collect<V: View>(
        _ view: V, id: ViewIdentity,
        then finish: @escaping @MainActor (inout ResolveContext, [NodeRef]) -> Void
    ) {
        collect(by: { resolveView(view, id: id, context: &$0) }, then: finish)
    }

    /// Marks the end of the current list: the nodes added after it are what
    /// ``positionsSinceMark()`` gives back. Run it from a step scheduled before the
    /// content's.
    internal mutating func markCurrentList() {
        listMarks.append(lists[lists.count - 1].count)
    }

    /// The positions in the current list of the nodes added since the innermost mark,
    /// which it removes.
    internal mutating func positionsSinceMark() -> Range<Int> {
        listMarks.removeLast()..<lists[lists.count - 1].count
    }

    /// The node at `position` of the current list.
    internal subscript(currentListAt position: Int) -> NodeRef {
        get { lists[lists.count - 1][position] }
        set { lists[lists.count - 1][position] = newValue }
    }

    /// Schedules `body` with a list of its own, then `finish` with the nodes it made.
    internal mutating func collect(
        by body: @escaping Step,
        then finish: @escaping @MainActor (inout ResolveContext, [NodeRef]) -> Void
    ) {
        then { $0.lists.append([]) }
        then(body)
        then { context in
            let nodes = context.lists.removeLast()
            finish(&context, nodes)
        }
    }

    /// Schedules the resolution of `view` at `id` with the environment changed by
    /// `change`, restored afterwards.
    internal mutating func resolve<V: View>(
        _ view: V, id: ViewIdentity,
        changing change: @escaping @Sendable (inout SceneEnvironment) -> Void
    ) {
        then { context in
            context.savedEnvironments.append(context.environment)
            change(&context.environment)
        }
        resolve(view, id: id)
        then { $0.environment = $0.savedEnvironments.removeLast() }
    }

    /// Schedules the resolution of `view`, the body of a modifier, at `id` with
    /// `modifierContent` as the content it modifies.
    internal mutating func resolve<V: View>(
        _ view: V, id: ViewIdentity, modifierContent: ViewResolver
    ) {
        withModifierContent(modifierContent) { $0.resolve(view, id: id) }
    }

    /// Schedules `body` with `content` as the innermost modifier content.
    package mutating func withModifierContent(_ content: ViewResolver, _ body: @escaping Step) {
        then { $0.modifierContent.append(content) }
        then(body)
        then { $0.modifierContent.removeLast() }
    }

    /// Links the dynamic properties of `view` (a view or a modifier) at `id` to the
    /// host's storage and to the environment, before its body runs; nothing outside a
    /// host.
    internal func link(_ view: some Any, id: ViewIdentity, path: String) {
        guard let graph = stateGraph else { return }
        var values = environmentValues
        // `disabled(_:)` is kept with the controls' drawing environment; views read it here.
        if !environment.controls.isEnabled { values.isEnabled = false }
        graph.link(view, identity: id, path: path, environment: values)
    }

    /// Schedules `body` with the environment values changed by `change`, restored after.
    package mutating func changingValues(
        _ change: @escaping (inout EnvironmentValues) -> Void, _ body: @escaping Step
    ) {
        then { context in
            context.savedEnvironmentValues.append(context.environmentValues)
            change(&context.environmentValues)
        }
        then(body)
        then { $0.environmentValues = $0.savedEnvironmentValues.removeLast() }
    }

    /// The body of `view`, evaluated here, on the main actor, where SwiftUI's `View`
    /// isolates it.
    internal func body<V: View>(of view: V) -> V.Body { view.body }

    /// The body of `modifier` over its content (see the view form).
    internal func body<M: ViewModifier>(of modifier: M) -> M.Body {
        modifier.body(content: _ViewModifier_Content())
    }

    /// Runs the scheduled steps until none is left.
    /// - Complexity: O(*n*) steps for *n* views, on an explicit stack.
    internal mutating func run() {
        steps.append(contentsOf: scheduled.reversed())
        scheduled.removeAll(keepingCapacity: true)
        while let step = steps.popLast() {
            step(&self)
            if !scheduled.isEmpty {
                steps.append(contentsOf: scheduled.reversed())
                scheduled.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Resolves `resolver` at `id` into nodes of their own, with this context's
    /// environment and modifier content, and returns them with their roots: a view as a
    /// transition shows it before insertion or after removal. The identities it makes are
    /// kept; what it declares (events, controls, gestures, diagnostics) is not.
    package mutating func resolveApart(id: ViewIdentity, _ resolver: ViewResolver)
        -> (nodes: ResolvedTreeBuilder, roots: [NodeRef])
    {
        var apart = self
        apart.steps = []
        apart.scheduled = []
        apart.listMarks = []
        apart.lists = [[]]
        apart.builder = ResolvedTreeBuilder()
        apart.isApart = true
        let roots = apart.resolveNow { resolver(id: id, context: &$0) }
        identities = apart.identities
        return (apart.builder, roots)
    }

    /// Runs `body` and all it schedules and returns the nodes it made. Called from a
    /// step, it runs only what `body` schedules: the steps waiting around it (an enclosing
    /// view's next children) run afterwards, into their own lists, as before.
    internal mutating func resolveNow(_ body: Step) -> [NodeRef] {
        let waiting = (steps, scheduled)
        steps = []
        scheduled = []
        lists.append([])
        body(&self)
        run()
        (steps, scheduled) = waiting
        return lists.removeLast()
    }
}

/// Resolves some view at an identity into the current list (a modifier's content, a
/// placeholder's base).
nonisolated package struct ViewResolver {
    /// What resolves.
    private enum Source {
        /// A view, resolved with its own type.
        case view(any View)
        /// A function of the resolver's.
        case function(@MainActor (ViewIdentity, inout ResolveContext) -> Void)
    }

    private let source: Source

    /// The resolver of `view`.
    internal init<V: View>(_ view: V) {
        source = .view(view)
    }

    /// A resolver that runs `body`.
    package init(_ body: @escaping @MainActor (ViewIdentity, inout ResolveContext) -> Void) {
        source = .function(body)
    }

    /// Schedules the resolution at `id`.
    @MainActor package func callAsFunction(id: ViewIdentity, context: inout ResolveContext) {
        switch source {
        case .view(let view): context.resolve(view, id: id)
        case .function(let body): body(id, &context)
        }
    }
}
