/// The gestures one touch meets, from the moment it comes down until every one of them
/// is done (Kinema's own).
///
/// The exclusive gestures compete in a ``GestureCompetition`` (high-priority gestures
/// first, outermost first; then the others, innermost first: a view's gesture before its
/// container's); the simultaneous gestures hear every event beside them.
@MainActor
internal final class TouchSession {
    private let recognizers: [any GestureRecognizer<Void>]
    private var isLive: [Bool]
    /// The last event the touch delivered.
    internal private(set) var lastEvent: TouchEvent?
    /// The deadline a tick is already scheduled for.
    internal var scheduledDeadline: Double?

    /// A session of `exclusive` gestures, in priority order, and `simultaneous` ones.
    internal init(
        exclusive: [any GestureRecognizer<Void>], simultaneous: [any GestureRecognizer<Void>]
    ) {
        recognizers = (exclusive.isEmpty ? [] : [GestureCompetition(exclusive)]) + simultaneous
        isLive = Array(repeating: true, count: recognizers.count)
    }

    /// Delivers `event` to every gesture still live.
    internal func handle(_ event: TouchEvent, sink: GestureSink) {
        lastEvent = event
        let input = GestureInput(event: event, delivers: true, sink: sink)
        for index in recognizers.indices where isLive[index] {
            if recognizers[index].handle(input).isFinal { isLive[index] = false }
        }
    }

    /// Whether every gesture is done.
    internal var isFinished: Bool { !isLive.contains(true) }

    /// The earliest time a live gesture wants to hear of.
    internal var deadline: Double? {
        recognizers.indices.filter { isLive[$0] }.compactMap { recognizers[$0].deadline }.min()
    }

    /// Cancels every live gesture (another touch came down).
    internal func cancel(sink: GestureSink) {
        for index in recognizers.indices where isLive[index] {
            recognizers[index].cancel(sink)
            isLive[index] = false
        }
    }
}
