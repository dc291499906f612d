import KinemaCombine
import KinemaCore

/// The transactions of changes a host has not compiled yet, recorded from any thread
/// (Kinema's own): writes to `@State` and its relatives, and changes of models the views
/// read outside their state (`@Observable` classes heard through Observation,
/// `ObservableObject`s through their `objectWillChange`).
///
/// SwiftUI lets state change on any thread; the host reads the log on the main actor and
/// compiles what it holds at its next update.
nonisolated internal final class ChangeLog: Sendable {
    private let transactions = Locked<[Transaction]>([])
    /// Called on the main actor before a change is recorded there (see ``willChange(in:)``).
    private let hook = Locked<(@MainActor @Sendable (Transaction) -> Void)?>(nil)

    /// An empty log.
    init() {}

    /// Records a change made in `transaction`.
    func append(_ transaction: Transaction) {
        transaction.claimCompletions()
        transactions.withLock { $0.append(transaction) }
    }

    /// Whether changes were recorded since the last ``take()``.
    var hasChanges: Bool { transactions.withLock { !$0.isEmpty } }

    /// The transaction of the last change recorded.
    var last: Transaction? { transactions.withLock { $0.last } }

    /// The transactions recorded since the last call, in order; clears them.
    func take() -> [Transaction] {
        transactions.withLock { list in
            defer { list = [] }
            return list
        }
    }

    /// Sets what runs before a change made on the main actor is recorded: a host compiles
    /// the changes of another transaction first, so that each animates with its own.
    func onWillChange(_ action: (@MainActor @Sendable (Transaction) -> Void)?) {
        hook.withLock { $0 = action }
    }

    /// Runs the hook before a change in `transaction`, when the caller is on the main
    /// actor (a change made on another thread is compiled at the host's next update).
    func willChange(in transaction: Transaction) {
        guard let action = hook.withLock({ $0 }), isOnMainActor() else { return }
        MainActor.assumeIsolated { action(transaction) }
    }
}

extension ChangeLog: ObjectWillChangeSubscriber {
    /// Records a change of an `ObservableObject` made in the current transaction (a change
    /// inside `withAnimation` animates).
    package func objectWillChange() {
        append(Transaction.current)
    }
}
