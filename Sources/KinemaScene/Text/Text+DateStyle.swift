import Foundation

nonisolated extension Text {
    /// How ``Text/init(_:style:)`` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        internal enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        internal let kind: Kind

        /// The time of day: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, or from the date to now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The same, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from the date: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, as SwiftUI's `Text(_:style:)`.
    ///
    /// "Now" is the scene's date when the state is resolved (its start date plus the
    /// state's time, see `SceneTimeline(startDate:)`), never the wall clock, so frames
    /// are the same on every run; the date, time and relative styles are formatted in the
    /// environment's locale, calendar and time zone (`en_US`, Gregorian, UTC unless set).
    /// The timer, relative and offset styles count by themselves, as in SwiftUI: the
    /// text is shown again every second (on the date's second boundaries), laid out in the
    /// space its first string took, as a `TimelineView`'s content is.
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        dateContent = TextDateContent(date: date, style: style)
    }
}

extension Text {
    /// The date of the first part shown in a style that changes with time (timer,
    /// relative, offset), if any.
    internal var liveDate: Date? {
        if let dateContent, dateContent.style.kind != .date, dateContent.style.kind != .time {
            return dateContent.date
        }
        return parts.lazy.compactMap(\.liveDate).first
    }

    /// This text with "now" fixed at `now` in every part.
    internal func showing(now: Date) -> Text {
        var text = self
        text.dateNow = now
        text.parts = parts.map { $0.showing(now: now) }
        return text
    }

    /// Resolves text with a live date style as a timeline view that shows it again every
    /// second, on the date's second boundaries, as SwiftUI updates such text by itself.
    @MainActor internal func resolveLive(
        counting date: Date, id: ViewIdentity, context: inout ResolveContext
    ) {
        let ahead = date.timeIntervalSince(context.startDate)
        let seconds = ahead.isFinite ? max(ahead, 0).rounded(.up) : 0
        let anchor = date.addingTimeInterval(-min(seconds, 1e15))
        let text = self
        TimelineView(.periodic(from: anchor, by: 1)) { timeline in
            text.showing(now: timeline.date)
        }
        .resolve(id: id, context: &context)
    }
}

/// A date a ``Text`` shows in a style, formatted when the text resolves.
nonisolated internal struct TextDateContent: Equatable, Sendable {
    internal let date: Date
    internal let style: Text.DateStyle

    /// The string at `now`, in `environment`'s locale, calendar and time zone.
    internal func string(now: Date, environment: EnvironmentValues) -> String {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        switch style.kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            formatter.calendar = calendar
            formatter.dateStyle = style.kind == .date ? .long : .none
            formatter.timeStyle = style.kind == .time ? .short : .none
            return formatter.string(from: date)
        case .timer:
            return Self.timer(seconds: abs(now.timeIntervalSince(date)))
        case .relative, .offset:
            let (start, end) = date < now ? (date, now) : (now, date)
            let text = Self.spelledOut(
                calendar.dateComponents(
                    [.year, .month, .day, .hour, .minute, .second], from: start, to: end),
                units: style.kind == .relative ? 2 : 1)
            guard style.kind == .offset else { return text }
            return (date < now ? "-" : "+") + text
        }
    }

    /// The largest `units` non-zero components, spelled out in English as SwiftUI's
    /// relative styles show them ("2 hours, 23 minutes"; "0 seconds" for none).
    /// Foundation's `DateComponentsFormatter`, which would localize them, is not in
    /// swift-corelibs-foundation.
    internal static func spelledOut(_ components: DateComponents, units: Int) -> String {
        let named: [(Int?, String)] = [
            (components.year, "year"), (components.month, "month"), (components.day, "day"),
            (components.hour, "hour"), (components.minute, "minute"),
            (components.second, "second"),
        ]
        let parts = named.compactMap { value, name -> String? in
            guard let value, value != 0 else { return nil }
            return "\(value) \(name)\(abs(value) == 1 ? "" : "s")"
        }
        return parts.isEmpty ? "0 seconds" : parts.prefix(units).joined(separator: ", ")
    }

    /// A timer's digits: minutes and seconds ("2:32") under an hour, else hours, minutes
    /// and seconds ("36:59:01").
    internal static func timer(seconds: TimeInterval) -> String {
        let total = seconds.isFinite ? Int(min(seconds, 9e15).rounded(.down)) : 0
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
