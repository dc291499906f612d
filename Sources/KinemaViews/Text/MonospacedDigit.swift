import KinemaScene

nonisolated extension Text {
    /// This text with digits of equal widths, as SwiftUI's `Text.monospacedDigit()`.
    /// Kinema does not switch fonts to tabular digits yet: the text is measured and drawn
    /// as it is, with the system font's proportional digits (Inter's, like SF Pro's).
    /// DejaVu's digits are of equal widths.
    public func monospacedDigit() -> Text { self }
}

nonisolated extension View {
    /// Gives text inside digits of equal widths, as SwiftUI's `monospacedDigit()`: text is
    /// measured and drawn as it is (see ``Text/monospacedDigit()``).
    public func monospacedDigit() -> Self { self }
}
