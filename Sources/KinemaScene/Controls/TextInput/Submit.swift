import Foundation

/// The kinds of submission an `onSubmit` action answers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers' bits.
    public let rawValue: UInt

    /// Creates a set of triggers.
    /// - Parameter rawValue: The triggers' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The return key of a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// The search field of a `searchable` modifier (Kinema has none, so it never fires).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the return key while a field has focus, as SwiftUI's `SubmitLabel`.
///
/// Kinema draws no keyboard: the label is accepted and kept, nothing more.
public struct SubmitLabel: Hashable, Sendable {
    internal enum Kind: Hashable, Sendable {
        case done, go, send, join, route, search, `return`, next, `continue`
    }
    internal let kind: Kind

    /// "Done".
    public static let done = SubmitLabel(kind: .done)
    /// "Go".
    public static let go = SubmitLabel(kind: .go)
    /// "Send".
    public static let send = SubmitLabel(kind: .send)
    /// "Join".
    public static let join = SubmitLabel(kind: .join)
    /// "Route".
    public static let route = SubmitLabel(kind: .route)
    /// "Search".
    public static let search = SubmitLabel(kind: .search)
    /// "Return", the default.
    public static let `return` = SubmitLabel(kind: .return)
    /// "Next".
    public static let next = SubmitLabel(kind: .next)
    /// "Continue".
    public static let `continue` = SubmitLabel(kind: .continue)
}

nonisolated extension View {
    /// Runs `action` when a field inside is submitted (its return key; in a `ViewHost`,
    /// ``ScriptedInput/submit(_:at:)``). Several `onSubmit` modifiers above a field all
    /// run, the innermost first.
    /// - Parameters:
    ///   - triggers: What submits: `.text` (text fields) unless given.
    ///   - action: What to run, on the main actor.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let submit = SubmitAction(triggers: triggers, action: mainActorAction(action))
        return modifier(
            _EnvironmentModifier { $0.controls.input.submitActions.insert(submit, at: 0) })
    }

    /// Keeps the fields inside from running the `onSubmit` actions above this view.
    /// - Parameter isBlocking: Whether submissions are blocked here.
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(
            _EnvironmentModifier { if isBlocking { $0.controls.input.submitActions = [] } })
    }

    /// Sets the label of the return key for fields inside (accepted; Kinema draws no
    /// keyboard).
    /// - Parameter submitLabel: The label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0.controls.input.submitLabel = submitLabel })
    }
}
