import Foundation
import KinemaClock
import KinemaCore

extension ViewHost {
    /// The gesture of the latest resolution whose view `target` names: the first in tree
    /// order, or the innermost of the gestures inside it with the same name (a card's
    /// label is the text of the views inside it too: the touch goes to the innermost, and
    /// meets the card's gesture on its way).
    internal func gestureTarget(_ target: ScriptedInput.Target) -> GestureTarget? {
        let matches = latest.gestures.filter {
            switch target {
            case .label(let text): $0.label == text
            case .identifier(let id): $0.accessibilityIdentifier == id
            }
        }
        return innermost(of: matches, identity: \.identity)
    }

    /// The first of `matches` (in tree order), or the innermost of those inside it: a
    /// finger on the text of a button inside a tappable card touches the button.
    internal func innermost<T>(of matches: [T], identity: (T) -> ViewIdentity) -> T? {
        guard var found = matches.first else { return nil }
        for match in matches.dropFirst()
        where lineage(of: identity(match)).contains(identity(found)) {
            found = match
        }
        return found
    }

    /// `identity` and the identities of the views containing it.
    private func lineage(of identity: ViewIdentity) -> Set<ViewIdentity> {
        var lineage: Set<ViewIdentity> = [identity]
        var identity = identity
        let parents = latest.parents
        while identity.rawValue > 0, identity.rawValue < parents.count,
            parents[identity: identity].rawValue >= 0
        {
            identity = parents[identity: identity]
            lineage.insert(identity)
        }
        return lineage
    }

    /// Plays `touch` on the gestures of `target`'s view and of the views containing it.
    ///
    /// The touch meets the gestures of the named view and those of the views around it
    /// whose frames contain the point it comes down at, as the latest state lays them
    /// out; a disabled view's gestures and those a `GestureMask` leaves out are skipped.
    /// A touch still down when another comes down is cancelled.
    internal func play(_ touch: ScriptedTouch, on target: GestureTarget, input: ScriptedInput) {
        guard !target.isDisabled else {
            note("\(input.target) is disabled at t = \(clock.now); input ignored")
            return
        }
        let (touch, problems) = touch.cleaned()
        for problem in problems { note("\(input.target): \(problem)") }
        guard let frame = frame(ofIdentity: target.identity) else {
            note("\(input.target) is not laid out at t = \(clock.now); input ignored")
            return
        }
        let point =
            touch.start.map { CGPoint(x: frame.minX + $0.x, y: frame.minY + $0.y) }
            ?? CGPoint(x: frame.midX, y: frame.midY)
        let session = makeSession(for: target, at: point)
        if let previous = touchSession {
            note("a touch began at t = \(clock.now) while another was down; the first is cancelled")
            let sink = GestureSink(startDate: clock.startDate)
            clock.run {
                previous.cancel(sink: sink)
                sink.finish()
            }
        }
        touchSession = session
        for event in touch.events(from: point, at: clock.now) {
            clock.schedule(after: event.time - clock.now) { [weak self] in
                self?.deliver(event, to: session)
            }
        }
    }

    /// The gestures a touch coming down at `point` meets when it names `target`'s view.
    private func makeSession(for target: GestureTarget, at point: CGPoint) -> TouchSession {
        let lineage = lineage(of: target.identity)
        var high: [any GestureRecognizer<Void>] = []
        var normal: [any GestureRecognizer<Void>] = []
        var simultaneous: [any GestureRecognizer<Void>] = []
        // Outermost first; a mask without `.subviews` leaves out every gesture after it.
        for candidate in latest.gestures where lineage.contains(candidate.identity) {
            guard !candidate.isDisabled, let frame = frame(ofIdentity: candidate.identity),
                candidate.identity == target.identity || frame.contains(point)
            else { continue }
            if candidate.mask.contains(.gesture) {
                let recognizer = candidate.makeRecognizer(in: GestureSpace(frame: frame))
                switch candidate.priority {
                case .high: high.append(recognizer)
                case .normal: normal.insert(recognizer, at: 0)
                case .simultaneous: simultaneous.append(recognizer)
                }
            }
            if !candidate.mask.contains(.subviews) { break }
        }
        return TouchSession(exclusive: high + normal, simultaneous: simultaneous)
    }

    /// Delivers `event` to `session` if it is still the touch in progress, then schedules
    /// the tick its gestures wait for (a long press's minimum duration).
    private func deliver(_ event: TouchEvent, to session: TouchSession) {
        guard touchSession === session else { return }
        let sink = GestureSink(startDate: clock.startDate)
        clock.run {
            session.handle(event, sink: sink)
            sink.finish()
        }
        if session.isFinished || event.phase == .ended {
            touchSession = nil
            return
        }
        guard let deadline = session.deadline, deadline > clock.now,
            session.scheduledDeadline != deadline
        else { return }
        session.scheduledDeadline = deadline
        var tick = event
        tick.phase = .elapsed
        tick.time = deadline
        clock.schedule(after: deadline - clock.now) { [weak self] in
            guard let self, let last = session.lastEvent else { return }
            tick.location = last.location
            tick.magnification = last.magnification
            tick.rotation = last.rotation
            self.deliver(tick, to: session)
        }
    }
}
