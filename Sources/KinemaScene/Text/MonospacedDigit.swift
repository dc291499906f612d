nonisolated extension Text {
    /// This text with digits of equal widths, as SwiftUI's `Text.monospacedDigit()`.
    /// DejaVu's digits already are (a counter does not shift as it counts), so the text
    /// is measured and drawn as it is.
    public func monospacedDigit() -> Text { self }
}

nonisolated extension View {
    /// Gives text inside digits of equal widths, as SwiftUI's `monospacedDigit()`: DejaVu's
    /// digits already are, so text is measured and drawn as it is.
    public func monospacedDigit() -> Self { self }
}
