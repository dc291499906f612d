/// What resolving a `Grid` carries: the row counter of the grid being resolved, and those
/// of the grids around it (``ResolveInputs``).
extension ResolveContext {
    /// The next `GridRow`'s number inside the `Grid` being resolved.
    package var nextGridRow: Int {
        get { inputs[NextGridRowKey.self] }
        _modify { yield &inputs[NextGridRowKey.self] }
    }

    /// The row counters of the enclosing grids, restored when a nested grid ends.
    package var savedGridRows: [Int] {
        get { inputs[SavedGridRowsKey.self] }
        _modify { yield &inputs[SavedGridRowsKey.self] }
    }
}

/// The key of ``ResolveContext/nextGridRow``.
private enum NextGridRowKey: ResolveInputKey {
    static var defaultValue: Int { 0 }
}

/// The key of ``ResolveContext/savedGridRows``.
private enum SavedGridRowsKey: ResolveInputKey {
    static var defaultValue: [Int] { [] }
}
