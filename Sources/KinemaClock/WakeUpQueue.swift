/// Work waiting on a ``SceneClock``, in the order it becomes due: by time, then by the
/// order it was scheduled.
@MainActor
internal struct WakeUpQueue {
    /// One waiting piece of work.
    internal struct Entry {
        /// When it is due, in scene seconds.
        let time: Double
        /// The order it was scheduled in.
        let sequence: Int
        /// What to run.
        let action: @MainActor () -> Void

        /// Whether this entry is due before `other`.
        func precedes(_ other: Entry) -> Bool {
            (time, sequence) < (other.time, other.sequence)
        }
    }

    // A binary min-heap on (time, sequence).
    private var heap: [Entry] = []
    private var nextSequence = 0

    /// The number of entries.
    internal var count: Int { heap.count }

    /// The entry due first.
    internal var first: Entry? { heap.first }

    /// Adds work due at `time`.
    /// - Complexity: O(log *n*).
    internal mutating func insert(time: Double, action: @escaping @MainActor () -> Void) {
        heap.append(Entry(time: time, sequence: nextSequence, action: action))
        nextSequence += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Moves every entry due before `later` to `later`, in the order they were due (after
    /// the entries already due at `later`).
    /// - Complexity: O(*k* log *n*) for *k* entries moved.
    internal mutating func postpone(dueBefore limit: Double, to later: Double) {
        var moved: [Entry] = []
        while let first = heap.first, first.time < limit {
            moved.append(first)
            removeFirst()
        }
        for entry in moved { insert(time: later, action: entry.action) }
    }

    /// Removes the entry due first.
    /// - Complexity: O(log *n*).
    internal mutating func removeFirst() {
        guard !heap.isEmpty else { return }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
