import Foundation

/// What views record for the containers around them while a tree resolves: the traits of
/// their nodes (`tag`, `tabItem`, `badge`), and presentations for the root (toolbar items
/// and bar settings are keys of their own, in `Toolbar/`).
nonisolated package struct ContainerResolutionState {
    /// The traits of nodes, by identity (see ``ViewTraits``).
    internal var traits: [ViewIdentity: ViewTraits] = [:]
    /// The registrations made before each trait modifier being resolved, innermost last.
    package var marks: [RegistrationMark] = []
    /// The presentations (`sheet`, `alert`, ...) declared, in order: the root draws the
    /// presented ones above everything.
    internal var presentations: [PresentationRecord] = []
    /// The sheet settings (`presentationDetents`, ...) declared, in order: a sheet takes
    /// those of its content.
    internal var sheetSettings: [(inout SheetSettings) -> Void] = []
    /// The roles of the buttons resolved, by identity: an alert reads its buttons' roles.
    internal var buttonRoles: [ViewIdentity: ButtonRole] = [:]
    /// The nodes `unredacted()` made, by identity: a redaction around them leaves them.
    package var unredacted: Set<ViewIdentity> = []
}

/// How many events, controls, gestures and container records a resolution had made at
/// some moment: a tab view drops what its hidden tabs registered, from one mark to the
/// next.
nonisolated package struct RegistrationMark {
    internal var events = 0
    internal var controls = 0
    internal var gestures = 0
    internal var titles = 0
    internal var toolbarItems = 0
    package var barSettings = 0
    internal var presentations = 0
}

extension ResolveContext {
    /// The registrations made so far.
    package var registrationMark: RegistrationMark {
        RegistrationMark(
            events: events.count, controls: controls.count, gestures: gestures.count,
            titles: navigationTitles.count,
            toolbarItems: toolbarItems.count,
            barSettings: barSettings.count,
            presentations: controlState.containers.presentations.count)
    }

    /// Drops what was registered from `start` up to `end`: the events, controls, gestures,
    /// titles, toolbar items, bar settings and presentations of views that are resolved
    /// but not shown (a tab view's hidden tabs). Ranges must be dropped last first.
    package mutating func dropRegistrations(from start: RegistrationMark, to end: RegistrationMark)
    {
        func drop<T>(_ array: inout [T], _ lower: Int, _ upper: Int) {
            let upper = min(upper, array.count)
            guard lower < upper else { return }
            array.removeSubrange(lower..<upper)
        }
        drop(&events, start.events, end.events)
        drop(&controls, start.controls, end.controls)
        drop(&gestures, start.gestures, end.gestures)
        drop(&navigationTitles, start.titles, end.titles)
        drop(&toolbarItems, start.toolbarItems, end.toolbarItems)
        drop(&barSettings, start.barSettings, end.barSettings)
        drop(&controlState.containers.presentations, start.presentations, end.presentations)
    }
}
