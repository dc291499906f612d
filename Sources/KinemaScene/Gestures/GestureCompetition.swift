/// Gestures of which at most one is recognized, in priority order (Kinema's own): the
/// mechanism of ``ExclusiveGesture`` and of the gestures a touch meets on a view and the
/// views around it.
///
/// The rule: every member hears every event; a member's closures run only once every
/// member before it has failed (until then it waits, and a value it reaches while
/// waiting is not delivered; one that ends while waiting is dropped). The first member to
/// change or end without waiting wins: the members after it are cancelled.
@MainActor
internal final class GestureCompetition<Value>: GestureRecognizer {
    private let members: [any GestureRecognizer<Value>]
    private var isLive: [Bool]
    private var winner: Int?

    /// A competition of `members`, the first of highest priority.
    internal init(_ members: [any GestureRecognizer<Value>]) {
        self.members = members
        isLive = Array(repeating: true, count: members.count)
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Value> {
        if let winner {
            let update = members[winner].handle(input)
            if update.isFinal { isLive[winner] = false }
            return update
        }
        var isWaiting = false
        for index in members.indices where isLive[index] {
            let update = members[index].handle(isWaiting ? input.withheld : input)
            if update.isFinal { isLive[index] = false }
            switch update {
            case .changed, .ended:
                guard !isWaiting else { break }
                winner = index
                for later in members.indices where later > index && isLive[later] {
                    members[later].cancel(input.sink)
                    isLive[later] = false
                }
                return update
            case .failed:
                continue
            case .none:
                break
            }
            isWaiting = isWaiting || isLive[index]
        }
        return isLive.contains(true) ? .none : .failed
    }

    internal var deadline: Double? {
        members.indices.filter { isLive[$0] }.compactMap { members[$0].deadline }.min()
    }

    internal func cancel(_ sink: GestureSink) {
        for index in members.indices where isLive[index] {
            members[index].cancel(sink)
            isLive[index] = false
        }
    }
}
