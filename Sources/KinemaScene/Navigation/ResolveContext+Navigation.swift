/// What resolving navigation carries (``ResolveInputs``): the titles views declare and what
/// they record for the enclosing navigation stack.
extension ResolveContext {
    /// The titles `navigationTitle` set, innermost last: a stack's layer takes the first
    /// one its content set.
    internal var navigationTitles: [String] {
        get { inputs[NavigationTitlesKey.self] }
        _modify { yield &inputs[NavigationTitlesKey.self] }
    }

    /// What views recorded for the enclosing navigation stack (destinations by type,
    /// presented destinations).
    internal var navigationRecords: NavigationRecords {
        get { inputs[NavigationRecordsKey.self] }
        _modify { yield &inputs[NavigationRecordsKey.self] }
    }
}

/// The key of ``ResolveContext/navigationTitles``.
private enum NavigationTitlesKey: ResolveInputKey {
    static var defaultValue: [String] { [] }
}

/// The key of ``ResolveContext/navigationRecords``.
private enum NavigationRecordsKey: ResolveInputKey {
    static var defaultValue: NavigationRecords { NavigationRecords() }
}
