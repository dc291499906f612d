nonisolated extension Text {
    /// Where text that does not fit its line limit is cut, as SwiftUI's
    /// `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// The ellipsis replaces the start of the last line.
        case head
        /// The ellipsis replaces the end of the last line.
        case tail
        /// The ellipsis replaces the middle of the last line.
        case middle
    }

    /// A case that text is shown in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable, CaseIterable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}
