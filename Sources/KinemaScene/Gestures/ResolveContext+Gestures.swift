/// What resolving gestures carries (``ResolveInputs``): the gestures resolved so far.
extension ResolveContext {
    /// The gestures resolved so far, in tree order (append only): what a host plays
    /// scripted touches on (see ``GestureTarget``).
    internal var gestures: [GestureTarget] {
        get { inputs[GestureTargetsKey.self] }
        _modify { yield &inputs[GestureTargetsKey.self] }
    }
}

/// The key of ``ResolveContext/gestures``.
private enum GestureTargetsKey: ResolveInputKey {
    static var defaultValue: [GestureTarget] { [] }
}
