import KinemaGraphics

nonisolated extension Text {
    /// Where text that does not fit its line limit is cut, as SwiftUI's
    /// `Text.TruncationMode` (`TextOptions/TruncationMode`, which display lists carry).
    public typealias TruncationMode = TextOptions.TruncationMode

    /// A case that text is shown in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable, CaseIterable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}
