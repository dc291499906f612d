import Synchronization

/// The transactions of changes to models the views read outside their `@State`
/// (`@Observable` classes heard through Observation, `ObservableObject`s through their
/// `objectWillChange`), which may be reported from any thread (Kinema's own).
nonisolated internal final class ObservedChanges: Sendable {
    private let transactions = Mutex<[Transaction]>([])

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
}
