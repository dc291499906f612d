import Foundation
import KinemaCore

/// The immutable description of one view in a layout tree: a stand-in leaf or a
/// container with a layout and children, plus the attributes a parent reads from it.
///
/// Shared freely between threads: nothing in it changes after it is made.
@usableFromInline
internal final class LayoutNode: @unchecked Sendable {
    @usableFromInline
    internal enum Kind: Sendable {
        case leaf(LeafRule)
        case container(any ErasedLayout, ContiguousArray<LayoutNode>)
    }

    /// What the node is; changed only by `deinit`, to let a deep subtree go level by
    /// level (never read and written at once, hence no exclusivity checks).
    @exclusivity(unchecked) @usableFromInline internal private(set) var kind: Kind
    @usableFromInline internal let priority: Double
    /// An explicit spacing, or `nil` for the view's own (default, spacer or layout).
    @usableFromInline internal let spacing: ViewSpacing?
    @usableFromInline internal let values: [LayoutValueEntry]
    @usableFromInline internal let guides: [ExplicitGuide]
    /// The number of nodes in the subtree, this one included.
    @usableFromInline internal let subtreeCount: Int
    /// The number of levels below this node: 0 for a leaf.
    @usableFromInline internal let height: Int
    /// The axes on which some view of the subtree may have an explicit guide value: the
    /// axes of its `alignmentGuide`s, and both below a layout that may compute guides of
    /// its own (see `LayoutProperties.explicitGuidesComeFromSubviews`). A guide query on another
    /// axis has no explicit answer and is not asked.
    @usableFromInline internal let guideAxes: Axis.Set
    /// Whether the node is a container, known without reading ``kind`` (a read copies
    /// the layout or rule, retained and released, where a guide query asks it per call).
    @usableFromInline internal let isContainer: Bool
    /// The direction a container lays out in: right to left, the x position of each child
    /// is mirrored within the container's bounds once its layout has placed them.
    @usableFromInline internal let layoutDirection: LayoutDirection

    internal init(
        kind: Kind, priority: Double = 0, spacing: ViewSpacing? = nil,
        values: [LayoutValueEntry] = [], guides: [ExplicitGuide] = [],
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.kind = kind
        self.layoutDirection = layoutDirection
        if case .container = kind { isContainer = true } else { isContainer = false }
        self.priority = priority
        self.spacing = spacing
        self.values = values
        self.guides = guides
        var axes: Axis.Set = []
        for guide in guides { axes.insert(Axis.Set(guide.axis)) }
        switch kind {
        case .leaf:
            subtreeCount = 1
            height = 0
        case .container(let layout, let children):
            var count = 1
            var deepest = -1
            for child in children {
                count += child.subtreeCount
                deepest = max(deepest, child.height)
                axes.formUnion(child.guideAxes)
            }
            subtreeCount = count
            height = deepest + 1
            if !layout.properties.explicitGuidesComeFromSubviews { axes = .all }
        }
        guideAxes = axes
    }

    deinit {
        guard height > callerStackHeightLimit else { return }
        // Releasing a chain nests one release per level on the stack; instead, move the
        // deep part of the subtree to a list and let its nodes go one at a time.
        var pending: [LayoutNode] = []
        pending.append(contentsOf: detachChildren())
        while var node = pending.popLast() {
            if node.height > callerStackHeightLimit && isKnownUniquelyReferenced(&node) {
                pending.append(contentsOf: node.detachChildren())
            }
        }
    }

    /// Takes the children out of a node that is going away.
    private func detachChildren() -> ContiguousArray<LayoutNode> {
        guard case .container(let layout, let children) = kind else { return [] }
        kind = .container(layout, [])
        return children
    }

    /// A copy with some attributes replaced.
    internal func with(
        priority: Double? = nil, spacing: ViewSpacing? = nil,
        values: [LayoutValueEntry]? = nil, guides: [ExplicitGuide]? = nil,
        layoutDirection: LayoutDirection? = nil
    ) -> LayoutNode {
        LayoutNode(
            kind: kind, priority: priority ?? self.priority, spacing: spacing ?? self.spacing,
            values: values ?? self.values, guides: guides ?? self.guides,
            layoutDirection: layoutDirection ?? self.layoutDirection)
    }

    /// The value stored for `key`, or its default.
    @inlinable
    internal func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        for entry in values.reversed() where entry.key == id {
            if let value = entry.value as? K.Value { return value }
        }
        return K.defaultValue
    }
}

/// How a stand-in leaf answers a size proposal.
@usableFromInline
internal enum LeafRule: Sendable {
    case fixed(CGSize)
    case flexible(FlexibleFrame)
    case sizing(@Sendable (ProposedViewSize) -> CGSize)
    case spacer(minLength: CGFloat)
}

/// Minimum, ideal and maximum lengths on both axes.
@usableFromInline
internal struct FlexibleFrame: Sendable {
    @usableFromInline var minWidth, idealWidth, maxWidth: CGFloat
    @usableFromInline var minHeight, idealHeight, maxHeight: CGFloat
}

/// One `layoutValue(key:value:)` on a stand-in.
@usableFromInline
internal struct LayoutValueEntry: @unchecked Sendable {
    // `value` is always a `Sendable` value: `layoutValue(key:value:)` requires it.
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let value: Any
}

/// One `alignmentGuide(_:computeValue:)` on a stand-in.
@usableFromInline
internal struct ExplicitGuide: Sendable {
    @usableFromInline let axis: Axis
    @usableFromInline let key: AlignmentKey
    @usableFromInline let compute: @Sendable (ViewDimensions) -> CGFloat
}

extension LeafRule {
    /// The leaf's size for a proposal (already cleaned of NaN and negatives).
    /// - Parameter orientation: The parent's stack orientation; a spacer grows along it.
    @inlinable
    internal func size(for p: ProposedViewSize, orientation: Axis?) -> CGSize {
        switch self {
        case .fixed(let size):
            return size
        case .flexible(let f):
            return CGSize(
                width: p.width.map { min(max($0, f.minWidth), f.maxWidth) } ?? f.idealWidth,
                height: p.height.map { min(max($0, f.minHeight), f.maxHeight) } ?? f.idealHeight
            )
        case .sizing(let rule):
            return rule(p)
        case .spacer(let minLength):
            let width = max(p.width ?? minLength, minLength)
            let height = max(p.height ?? minLength, minLength)
            switch orientation {
            case .horizontal?: return CGSize(width: width, height: 0)
            case .vertical?: return CGSize(width: 0, height: height)
            case nil: return CGSize(width: width, height: height)
            }
        }
    }
}
