import Foundation

/// What a timeline view shows at one time: the schedule's entry and its cadence.
nonisolated package struct TimelineEntry: Equatable, Sendable {
    /// The latest entry at or before "now" (the start date before the first entry).
    var date: Date
    /// How often the entries come (see ``TimelineView``).
    var cadence: TimelineViewDefaultContext.Cadence
    /// Whether the schedule was read up to "now": `false` when reading stopped at
    /// ``TimelineScheduleLimits/maximumEntries``.
    var isComplete = true

    /// The entry of `schedule` at scene time `time`, for a scene that starts at `start`.
    ///
    /// "Now" is `start + time`; a time that is NaN, negative or infinite is 0 (the start
    /// date). Built-in schedules are computed directly; any other is read in order up
    /// to its first entry after "now" or to the limit on entries.
    /// - Complexity: O(1) for the built-in schedules; O(*k*) for the *k* entries up to
    ///   "now" of any other, *k* at most ``TimelineScheduleLimits/maximumEntries``.
    static func of<Schedule: TimelineSchedule>(
        _ schedule: Schedule, start: Date, time: Double
    ) -> TimelineEntry {
        let elapsed = time.isFinite ? max(time, 0) : 0
        if let computed = schedule as? any ComputedTimelineSchedule {
            return computed.entry(start: start, elapsed: elapsed)
        }
        return read(schedule.entries(from: start, mode: .normal), start: start, elapsed: elapsed)
    }

    /// The entry of a schedule read from its entries.
    private static func read(
        _ entries: some Sequence<Date>, start: Date, elapsed: Double
    ) -> TimelineEntry {
        let now = start.addingTimeInterval(elapsed)
        var latest: Date?
        var next: Date?
        var count = 0
        var iterator = entries.makeIterator()
        while count < TimelineScheduleLimits.maximumEntries, let date = iterator.next() {
            count += 1
            guard date.timeIntervalSinceReferenceDate.isFinite else { continue }
            if date > now {
                next = date
                break
            }
            if latest.map({ date > $0 }) ?? true { latest = date }
        }
        let shown = latest ?? start
        let pace = next.map { Self.cadence(interval: $0.timeIntervalSince(shown)) } ?? .minutes
        return TimelineEntry(
            date: shown, cadence: pace,
            isComplete: next != nil || count < TimelineScheduleLimits.maximumEntries)
    }

    /// The cadence of entries `interval` seconds apart: `.live` under a second,
    /// `.seconds` under a minute, else `.minutes`.
    package static func cadence(interval: Double) -> TimelineViewDefaultContext.Cadence {
        if interval < 1 { return .live }
        if interval < 60 { return .seconds }
        return .minutes
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(
        date: Date, cadence: TimelineViewDefaultContext.Cadence, isComplete: Bool = true
    ) {
        self.date = date
        self.cadence = cadence
        self.isComplete = isComplete
    }
}

/// A built-in schedule, whose entry at a time is computed without reading its entries.
nonisolated package protocol ComputedTimelineSchedule {
    /// The entry `elapsed` seconds (finite, not negative) after `start`: the same as
    /// reading `entries(from: start, mode: .normal)`.
    func entry(start: Date, elapsed: Double) -> TimelineEntry
}

/// The whole number of intervals in `count` (a quotient of times): rounded down, a
/// value within a billionth below a whole number counting as it, so that a frame time
/// written in decimal (0.3 s at 0.1 s) reaches the entry it names.
nonisolated package func wholeIntervals(_ count: Double) -> Double {
    (count + 1e-9).rounded(.down)
}
