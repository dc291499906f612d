/// Text's values in the environment (``SceneEnvironmentInputs``).
extension SceneEnvironment {
    /// Line limit, alignment and styling of text inside (`lineLimit(_:)`, ...).
    internal var text: TextEnvironment {
        get { inputs[TextEnvironmentKey.self] }
        _modify { yield &inputs[TextEnvironmentKey.self] }
    }
}

/// The key of ``SceneEnvironment/text``.
private enum TextEnvironmentKey: SceneEnvironmentKey {
    static var defaultValue: TextEnvironment { TextEnvironment() }
}
