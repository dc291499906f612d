/// Something a view asks its host to do as it appears, changes or disappears: the record
/// of an `onAppear`, `onDisappear`, `onChange` or `task` modifier made while resolving.
///
/// Events are not part of the resolved tree (which is `Sendable` and drawn off the main
/// actor): their closures belong to the main actor, where the host runs them.
nonisolated package struct ViewEvent {
    /// What to run and when.
    package enum Kind {
        /// `onAppear`: when the view is inserted.
        case appear(() -> Void)
        /// `onDisappear`: when the view is removed.
        case disappear(() -> Void)
        /// `onChange(of:initial:_:)`: when the value differs from the last update's.
        case change(ChangeObserver)
        /// `task` and `task(id:)`: started on insertion (and when the id changes),
        /// cancelled on removal.
        case task(TaskRequest)

        /// Which modifier the event comes from (events of one modifier kind at one
        /// identity are told apart by their order).
        internal var tag: EventKey.Tag {
            switch self {
            case .appear: .appear
            case .disappear: .disappear
            case .change: .change
            case .task: .task
            }
        }
    }

    /// The identity of the modified view.
    internal let identity: ViewIdentity
    internal let kind: Kind

    /// The memberwise initializer, for the modules over the engine.
    package init(identity: ViewIdentity, kind: Kind) {
        self.identity = identity
        self.kind = kind
    }
}

/// An `onChange(of:initial:_:)` modifier's value and action.
nonisolated package struct ChangeObserver {
    /// The value at this update.
    internal let value: any Equatable
    /// Whether the action also runs when the view appears.
    internal let initial: Bool
    /// Runs with the old and the new value.
    internal let action: (_ old: any Equatable, _ new: any Equatable) -> Void

    /// The memberwise initializer, for the modules over the engine.
    package init(
        value: any Equatable, initial: Bool,
        action: @escaping (_ old: any Equatable, _ new: any Equatable) -> Void
    ) {
        self.value = value
        self.initial = initial
        self.action = action
    }
}

/// A `task` modifier's work.
nonisolated package struct TaskRequest {
    /// The value of `task(id:)`: the task restarts when it changes; `nil` for `task`.
    internal let id: (any Equatable)?
    internal let priority: TaskPriority
    internal let action: @isolated(any) @Sendable () async -> Void
}

/// Where an event lives across updates: its view, its kind and its place among the events
/// of that kind on the view.
nonisolated internal struct EventKey: Hashable {
    /// The modifier kinds.
    internal enum Tag: Hashable {
        case appear, disappear, change, task
    }

    internal let identity: ViewIdentity
    internal let tag: Tag
    internal let ordinal: Int
}

/// The events and controls of one resolution, keyed.
nonisolated internal struct ResolvedEvents {
    /// The events in resolution order (parents before their content), with their keys.
    internal let entries: [(key: EventKey, event: ViewEvent)]
    /// The interactive controls on screen, in tree order (scripted input finds them).
    internal let controls: [ControlTarget]
    /// The gestures on screen, in tree order (scripted touches find them).
    internal var gestures: [GestureTarget] = []
    /// The parent of each identity (the identity table's).
    internal var parents: [ViewIdentity] = []
    /// What accessibility modifiers said of each view, by identity.
    internal var accessibility: [ViewIdentity: AccessibilityAttributes] = [:]
    /// The names views were given, by identity, for finding their frames.
    internal var names = ViewNames()

    /// No events.
    internal init() {
        entries = []
        controls = []
    }

    /// The events of a resolution, in the order SwiftUI runs them: content before the
    /// views that contain it (a view's events after those of the views inside it, siblings
    /// in order), and a view's own events in the order its modifiers are written (the
    /// innermost first; resolution meets the outermost first).
    /// - Parameters:
    ///   - events: The events in resolution order (parents before their content).
    ///   - controls: The controls on screen.
    ///   - parents: The parent of each identity (the identity table's).
    /// - Complexity: O(*e* × *d*) for *e* views with events at most *d* identities apart.
    internal init(events: [ViewEvent], controls: [ControlTarget] = [], parents: [ViewIdentity] = [])
    {
        self.controls = controls
        var views: [ViewIdentity] = []
        var eventsOfView: [ViewIdentity: [ViewEvent]] = [:]
        for event in events {
            if eventsOfView[event.identity] == nil { views.append(event.identity) }
            eventsOfView[event.identity, default: []].append(event)
        }
        // Each view under the nearest view above it that has events too.
        let hasEvents = Set(views)
        func parent(of identity: ViewIdentity) -> ViewIdentity {
            identity.rawValue > 0 && identity.rawValue < parents.count
                ? parents[identity: identity] : .none
        }
        var inner: [ViewIdentity: [ViewIdentity]] = [:]
        var outermost: [ViewIdentity] = []
        for view in views {
            var above = parent(of: view)
            while above != .none, !hasEvents.contains(above) { above = parent(of: above) }
            if above != .none {
                inner[above, default: []].append(view)
            } else {
                outermost.append(view)
            }
        }
        // Content first: a post-order walk on an explicit stack.
        var order: [ViewIdentity] = []
        order.reserveCapacity(views.count)
        var pending: [(view: ViewIdentity, isDone: Bool)] = outermost.reversed().map { ($0, false) }
        while let (view, isDone) = pending.popLast() {
            if isDone {
                order.append(view)
                continue
            }
            pending.append((view, true))
            for child in (inner[view] ?? []).reversed() { pending.append((child, false)) }
        }
        var counts: [EventKey: Int] = [:]
        var entries: [(key: EventKey, event: ViewEvent)] = []
        entries.reserveCapacity(events.count)
        for view in order {
            for event in (eventsOfView[view] ?? []).reversed() {
                let first = EventKey(identity: event.identity, tag: event.kind.tag, ordinal: 0)
                let ordinal = counts[first, default: 0]
                counts[first] = ordinal + 1
                entries.append(
                    (
                        EventKey(identity: event.identity, tag: event.kind.tag, ordinal: ordinal),
                        event
                    ))
            }
        }
        self.entries = entries
    }
}
