/// A problem found in a scene that Kinema handled by a documented rule (Kinema's own).
nonisolated public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What happened and what rule was applied.
    public var message: String

    /// Creates a diagnostic.
    /// - Parameter message: What happened and what rule was applied.
    public init(message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
