import KinemaGraphics

/// The controls' values in the environment (``SceneEnvironmentInputs``), and the
/// contextual styles, whose tint is the controls'.
extension SceneEnvironment {
    /// The styles, tint and state of controls inside (`buttonStyle`, `tint`, `disabled`).
    package var controls: ControlEnvironment {
        get { inputs[ControlEnvironmentKey.self] }
        _modify { yield &inputs[ControlEnvironmentKey.self] }
    }

    /// What contextual styles (`.foreground`, `.secondary`, `.tint`) are here.
    package var styles: StyleContext {
        StyleContext(foreground: foreground, tint: controls.accent)
    }
}

/// The key of ``SceneEnvironment/controls``.
private enum ControlEnvironmentKey: SceneEnvironmentKey {
    static var defaultValue: ControlEnvironment { ControlEnvironment() }
}
