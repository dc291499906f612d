/// Gestures of which at most one is recognized, in priority order (Kinema's own): the
/// mechanism of ``ExclusiveGesture`` and of the gestures a touch meets on a view and the
/// views around it.
///
/// The rule (UIKit's "require to fail"): every member hears every event, but a member's
/// closures run only once every member before it has failed; until then it waits, and
/// a value it reaches while waiting is not delivered (one that ends while waiting is
/// dropped). When a member ends without waiting, the members after it are cancelled. So
/// a child's long press shows pressing, yet its container's drag takes over once the
/// finger moves too far for the press.
@MainActor
internal final class GestureCompetition<Value>: GestureRecognizer {
    private let members: [any GestureRecognizer<Value>]
    private var isLive: [Bool]

    /// A competition of `members`, the first of highest priority.
    internal init(_ members: [any GestureRecognizer<Value>]) {
        self.members = members
        isLive = Array(repeating: true, count: members.count)
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Value> {
        var isWaiting = false
        var result = GestureUpdate<Value>.none
        for index in members.indices where isLive[index] {
            let update = members[index].handle(isWaiting ? input.withheld : input)
            if update.isFinal { isLive[index] = false }
            if !isWaiting {
                switch update {
                case .ended:
                    for later in members.indices where later > index && isLive[later] {
                        members[later].cancel(input.sink)
                        isLive[later] = false
                    }
                    return update
                case .changed:
                    result = update
                case .none, .failed:
                    break
                }
            }
            isWaiting = isWaiting || isLive[index]
        }
        return isLive.contains(true) ? result : .failed
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
