/// The action that dismisses the current presentation, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) private var dismiss`, then `dismiss()`). Inside a presented
/// sheet, cover, popover or alert it dismisses it (sets its binding to `false` or `nil`);
/// elsewhere (a navigation stack's root, which Kinema draws without pushed views) there is
/// nothing to dismiss and it does nothing.
public struct DismissAction: Sendable {
    internal let action: (@MainActor @Sendable () -> Void)?

    internal init(action: (@MainActor @Sendable () -> Void)? = nil) { self.action = action }

    /// Dismisses the presentation, if the view is in one.
    @MainActor public func callAsFunction() { action?() }
}

/// The environment's dismiss action.
private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

/// Whether the environment is inside a presentation.
private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation (it does nothing outside one).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is part of a presented sheet, cover, popover or alert.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
