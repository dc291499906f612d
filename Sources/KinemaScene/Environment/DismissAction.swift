/// The action that dismisses the current presentation, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) private var dismiss`, then `dismiss()`). Kinema renders a
/// view without sheets or navigation, so there is nothing to dismiss and it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the presentation (nothing to dismiss in Kinema).
    @MainActor public func callAsFunction() {}
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation (it does nothing in Kinema).
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is part of a presentation (never in Kinema).
    public var isPresented: Bool { false }
}
