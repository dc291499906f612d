import Foundation

nonisolated extension TimelineView {
    /// What a timeline view's content is given, as SwiftUI's `TimelineView.Context`:
    /// the date of the schedule's entry and how often entries come. Content reads it
    /// through ``TimelineViewDefaultContext``.
    public struct Context: Sendable {
        /// How often a timeline view updates, as SwiftUI's `TimelineView.Context.Cadence`;
        /// ordered from the most frequent.
        public enum Cadence: Comparable, Hashable, Sendable {
            /// Many times a second.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the entry shown: the schedule's latest entry at or before the
        /// scene's "now" (`startDate + t`).
        public let date: Date

        /// How often the schedule's entries come (see ``TimelineView``).
        public let cadence: Cadence

        /// Asks for the content to be evaluated again: nothing to do in Kinema, where
        /// each frame's content is evaluated for its own date.
        public func invalidateTimelineContent() {}
    }
}
