nonisolated extension View {
    /// Asks the presenting window for a colour scheme, as SwiftUI's
    /// `preferredColorScheme(_:)`.
    ///
    /// Kinema renders in light mode: system colours keep their light values and
    /// `@Environment(\.colorScheme)` reads what `environment(\.colorScheme, ...)` sets.
    /// The preference is accepted and changes nothing drawn (set the environment value
    /// to lay out dark-mode code paths).
    /// - Parameter colorScheme: The scheme asked for; `nil` for the system's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
}
