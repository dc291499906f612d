import Foundation
import KinemaCore

/// The mutable state of one node of a layout tree across passes: memoized sizes, its
/// placement and frame, and call counters. A container's state adds its layout and
/// cache (`ContainerState`).
///
/// Threading: a state is read and written only by the task laying out its parent
/// (children measured concurrently each belong to one worker), so it needs no lock.
@usableFromInline
internal class NodeState: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline internal var node: LayoutNode
    @exclusivity(unchecked) @usableFromInline internal var children: ContiguousArray<NodeState>
    /// The stack orientation of the parent's layout (a spacer grows along it).
    @exclusivity(unchecked) @usableFromInline internal var parentOrientation: Axis?
    /// Sizes already answered, by proposal: valid until the subtree changes.
    ///
    /// All the state is stored inline without dynamic exclusivity checks: only the task
    /// laying out the parent touches it (see the threading note above). (It used to
    /// live behind pointers of its own: two more heap blocks per node, and a cache miss
    /// each on deep trees.)
    ///
    /// The first answer is kept inline (most views are asked one proposal in a pass, and
    /// an array of their own was a heap block per view); later ones in `memo`.
    @exclusivity(unchecked) @usableFromInline internal final var firstMemo: MemoEntry?
    @exclusivity(unchecked) @usableFromInline internal final var memo: ContiguousArray<MemoEntry> =
        []
    /// The last `place(at:anchor:proposal:)` call of the current placement, if any.
    @exclusivity(unchecked) @usableFromInline internal var placement: Placement?
    /// The frame in the pass's common coordinate space.
    @exclusivity(unchecked) @usableFromInline internal var frame: CGRect = .zero
    /// The index of this node in the preorder of the tree.
    @exclusivity(unchecked) @usableFromInline internal var index: Int = 0
    /// The calls made into this node's layout or rule.
    @exclusivity(unchecked) @usableFromInline internal final var counters = LayoutStatistics()

    /// The rule of a leaf whose answer costs less than a memo lookup (fixed, flexible,
    /// spacer): evaluated on every call instead of memoized.
    @exclusivity(unchecked) @usableFromInline internal var cheapRule: LeafRule?
    /// The size of a container whose layout always takes it (``ConstantSizeLayout``):
    /// answered on every call without asking the layout.
    @exclusivity(unchecked) @usableFromInline internal final var fixedSize: CGSize?
    /// The inputs of this node the engine cleaned since the node was made or changed.
    @exclusivity(unchecked) @usableFromInline internal final var sanitized:
        LayoutSanitization.Inputs = []
    /// The spacing preferences, once asked: valid until the subtree changes.
    @exclusivity(unchecked) private var spacingMemo: ViewSpacing?
    /// Explicit guide values already answered, by guide and proposal: valid until the
    /// subtree changes (see `NodeState+Guides.swift`).
    @exclusivity(unchecked) internal final var guideMemo: ContiguousArray<GuideMemoEntry> = []

    internal init(node: LayoutNode, children: ContiguousArray<NodeState>, parent: Axis?) {
        self.node = node
        self.children = children
        self.parentOrientation = parent
        self.cheapRule = Self.cheapRule(of: node)
    }

    private static func cheapRule(of node: LayoutNode) -> LeafRule? {
        guard case .leaf(let rule) = node.kind else { return nil }
        if case .sizing = rule { return nil }
        return rule
    }

    /// Takes a new description of a leaf.
    internal final func replaceLeaf(node: LayoutNode, parent: Axis?) {
        self.node = node
        parentOrientation = parent
        cheapRule = Self.cheapRule(of: node)
        invalidate()
    }

    /// The size for `proposal`, memoized: the rule or layout runs once per proposal
    /// (constant-time stand-in rules are simply evaluated).
    @inlinable
    internal final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = proposal.sanitized
        if cheapRule != nil { return cheapSize(p) }
        if let fixedSize { return fixedSize }
        if let first = firstMemo {
            if first.proposal == p { return first.size }
            for entry in memo where entry.proposal == p { return entry.size }
        }
        return measureAndRemember(p)
    }

    /// The size of a leaf with a cheap rule, evaluated (not remembered).
    @usableFromInline @inline(never)
    internal final func cheapSize(_ p: ProposedViewSize) -> CGSize {
        guard let rule = cheapRule else { return .zero }
        counters.leafMeasurements += 1
        return clean(rule.size(for: p, orientation: parentOrientation))
    }

    /// Measures for a clean proposal not yet answered, and remembers the size.
    ///
    /// Not inlined, and with few locals: this frame stays on the stack while the whole
    /// subtree below is measured, at every level of a deep tree.
    @usableFromInline @inline(never)
    internal final func measureAndRemember(_ p: ProposedViewSize) -> CGSize {
        let size = clean(measure(p))
        if firstMemo == nil {
            firstMemo = MemoEntry(proposal: p, size: size)
        } else {
            if memo.isEmpty { memo.reserveCapacity(3) }  // a pass asks a few proposals
            memo.append(MemoEntry(proposal: p, size: size))
        }
        return size
    }

    /// A size with Kinema's rule applied (NaN and negative lengths are 0), noting when
    /// the rule changed it.
    @inlinable
    internal final func clean(_ raw: CGSize) -> CGSize {
        guard raw.width >= 0 && raw.height >= 0 else {
            sanitized.insert(.size)
            return CGSize(width: sanitizedLength(raw.width), height: sanitizedLength(raw.height))
        }
        return raw
    }

    /// Computes the size for a clean proposal (a leaf evaluates its rule).
    @usableFromInline
    internal func measure(_ p: ProposedViewSize) -> CGSize {
        counters.leafMeasurements += 1
        guard case .leaf(let rule) = node.kind else { return .zero }
        return rule.size(for: p, orientation: parentOrientation)
    }

    /// The view's spacing preferences, memoized: asked once per pass however many
    /// ancestors read them (a stack reads its first and last child's).
    @usableFromInline
    internal final var spacing: ViewSpacing {
        if let spacingMemo { return spacingMemo }
        let spacing = node.spacing ?? computeSpacing()
        spacingMemo = spacing
        return spacing
    }

    /// Computes the spacing preferences of a view with none set (a spacer's depend on
    /// its parent's orientation; a container asks its layout).
    @usableFromInline
    internal func computeSpacing() -> ViewSpacing {
        if case .leaf(.spacer) = node.kind { return .spacer(along: parentOrientation) }
        return ViewSpacing()
    }

    /// The explicit value of a guide from the view's layout; `nil` for a leaf.
    @usableFromInline
    internal func explicitAlignment(
        _ key: AlignmentKey, axis: Axis, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? { nil }

    /// The value of a guide for this view measured for `proposal` (its `size`): its
    /// explicit value if any, else the guide's default.
    @inlinable
    internal final func guideValue(
        _ key: AlignmentKey, axis: Axis, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat {
        if cheapRule != nil && node.guides.isEmpty {
            return key.defaultValue(in: ViewDimensions(size: size, source: .none))
        }
        let d = ViewDimensions(size: size, source: .state(self, proposal.sanitized))
        return d.explicitValue(key, axis: axis) ?? key.defaultValue(in: d)
    }

    /// Places the children inside `bounds`; nothing for a leaf.
    /// - Parameter concurrencyThreshold: The subtree size above which children are
    ///   laid out concurrently.
    @usableFromInline
    internal func placeChildren(
        in bounds: CGRect, proposal: ProposedViewSize, concurrencyThreshold: Int
    ) {}

    /// Drops the references to the children (the engine is letting the tree go).
    internal func detachChildren() {
        children = []
    }

    /// Forgets memoized sizes and placements: the subtree changed.
    internal func invalidate() {
        firstMemo = nil
        memo.removeAll(keepingCapacity: true)
        guideMemo.removeAll()
        spacingMemo = nil
        sanitized = []
    }

    /// Adds this subtree's counters to `total`.
    internal final func accumulate(into total: inout LayoutStatistics) {
        total += counters
        for child in children { child.accumulate(into: &total) }
    }

    /// Numbers the subtree in preorder from `start`; returns the next free index.
    internal final func number(from start: Int) -> Int {
        index = start
        var next = start + 1
        for child in children { next = child.number(from: next) }
        return next
    }

    /// Writes the subtree's frames into `frames` at their preorder indices.
    internal final func collectFrames(into frames: UnsafeMutableBufferPointer<CGRect>) {
        frames[index] = frame
        for child in children { child.collectFrames(into: frames) }
    }
}

/// One memoized answer.
@usableFromInline
internal struct MemoEntry: Sendable {
    @usableFromInline let proposal: ProposedViewSize
    @usableFromInline let size: CGSize

    @inlinable
    init(proposal: ProposedViewSize, size: CGSize) {
        (self.proposal, self.size) = (proposal, size)
    }
}

/// One call of `place(at:anchor:proposal:)`.
@usableFromInline
internal struct Placement: Sendable {
    @usableFromInline let position: CGPoint
    @usableFromInline let anchor: UnitPoint
    @usableFromInline let proposal: ProposedViewSize

    @inlinable
    init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        (self.position, self.anchor, self.proposal) = (position, anchor, proposal)
    }
}
