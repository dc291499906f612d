/// The proxies for a layout's subviews, in order.
///
/// A random-access collection indexed from 0; a slice (`subviews[2..<5]`) is again a
/// `LayoutSubviews`, re-based so that its first element has index 0.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A slice is a `LayoutSubviews` too.
    public typealias SubSequence = LayoutSubviews
    /// A proxy.
    public typealias Element = LayoutSubview
    /// Positions are integers from 0.
    public typealias Index = Int
    /// The indices, `0..<count`.
    public typealias Indices = Range<Int>

    @usableFromInline internal let states: ContiguousArray<NodeState>
    @usableFromInline internal let offset: Int
    @usableFromInline internal let length: Int
    /// The subtree size from which Kinema measures these subviews concurrently.
    @usableFromInline internal let threshold: Int

    /// The layout direction inherited by the container: left to right unless the
    /// container's stand-in says otherwise (``LayoutSubview/layoutDirection(_:)``; in a
    /// scene, the environment's `layoutDirection`). Most layouts need not read it: right
    /// to left, the engine mirrors the x position of each subview within the container.
    public var layoutDirection: LayoutDirection = .leftToRight

    @inlinable
    internal init(states: ContiguousArray<NodeState>, threshold: Int) {
        self.states = states
        self.offset = 0
        self.length = states.count
        self.threshold = threshold
    }

    @inlinable
    internal init(base: LayoutSubviews, range: Range<Int>) {
        self.states = base.states
        self.offset = base.offset + range.lowerBound
        self.length = range.count
        self.threshold = base.threshold
        self.layoutDirection = base.layoutDirection
    }

    /// 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// The number of subviews.
    @inlinable
    public var endIndex: Int { length }

    /// The proxy at `index`.
    /// - Complexity: O(1).
    @inlinable
    public subscript(index: Int) -> LayoutSubview {
        precondition(
            index >= 0 && index < length,
            "LayoutSubviews index \(index) is out of bounds 0..<\(length)")
        return LayoutSubview(state: states[offset + index])
    }

    /// The proxies in `bounds`, re-based to start at index 0.
    /// - Complexity: O(1).
    @inlinable
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(
            bounds.lowerBound >= 0 && bounds.upperBound <= length,
            "LayoutSubviews range \(bounds) is out of bounds 0..<\(length)")
        return LayoutSubviews(base: self, range: bounds)
    }

    /// Collections are equal when they hold the same proxies in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        guard lhs.length == rhs.length else { return false }
        for i in 0..<lhs.length where lhs.states[lhs.offset + i] !== rhs.states[rhs.offset + i] {
            return false
        }
        return true
    }

    /// The state of the subview at `index` (for Kinema's own layouts).
    @inlinable
    internal func state(at index: Int) -> NodeState { states[offset + index] }

    /// The sum of the subviews' subtree sizes: the work of measuring them all once.
    internal var work: Int {
        var total = 0
        for i in 0..<length { total += states[offset + i].node.subtreeCount }
        return total
    }

    /// Whether every subview's subtree is shallow enough to be measured on a worker
    /// thread's stack (see `DeepTrees.swift`).
    internal var isShallow: Bool {
        for i in 0..<length where states[offset + i].node.height > concurrentHeightLimit {
            return false
        }
        return true
    }

    /// Measures every subview for `proposal(index)` ahead of use, concurrently when the
    /// work is at least the threshold; the answers land in the subviews' memos, so later
    /// `sizeThatFits` calls with the same proposals are free.
    internal func prefetch(_ proposals: @Sendable (Int) -> ProposedViewSize) {
        guard length > 1, work >= threshold, isShallow else { return }
        let states = self.states
        let offset = self.offset
        concurrentForEach(length) { i in
            _ = states[offset + i].sizeThatFits(proposals(i))
        }
    }
}
