/// Whether a held button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's choice: no repeating.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats while the button is held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

nonisolated extension View {
    /// Sets whether buttons inside repeat their actions while held, as SwiftUI's
    /// `buttonRepeatBehavior(_:)`. Accepted: a `ViewHost`'s scripted tap runs an action
    /// once, and a held press (`ScriptedInput.press`) does not repeat it.
    /// - Parameter behavior: The behavior.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }
}
