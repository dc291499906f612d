/// What resolving controls carries (``ResolveInputs``): the controls resolved so far, the
/// ones the host holds pressed, and the state of the controls' containers.
extension ResolveContext {
    /// The interactive controls resolved so far, in tree order (append only): what a host
    /// scripts input through (see ``ControlTarget``).
    package var controls: [ControlTarget] {
        get { inputs[ControlTargetsKey.self] }
        _modify { yield &inputs[ControlTargetsKey.self] }
    }

    /// The identities of the controls the host holds pressed; empty unless it says so.
    internal var pressed: Set<ViewIdentity> {
        get { inputs[PressedControlsKey.self] }
        _modify { yield &inputs[PressedControlsKey.self] }
    }

    /// Resolution state of the controls' containers (lists, labels, bars, presentations).
    package var controlState: ControlResolutionState {
        get { inputs[ControlStateKey.self] }
        _modify { yield &inputs[ControlStateKey.self] }
    }
}

/// The key of ``ResolveContext/controls``.
private enum ControlTargetsKey: ResolveInputKey {
    static var defaultValue: [ControlTarget] { [] }
}

/// The key of ``ResolveContext/pressed``.
private enum PressedControlsKey: ResolveInputKey {
    static var defaultValue: Set<ViewIdentity> { [] }
}

/// The key of ``ResolveContext/controlState``.
private enum ControlStateKey: ResolveInputKey {
    static var defaultValue: ControlResolutionState { ControlResolutionState() }
}
