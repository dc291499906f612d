import Foundation
import KinemaCore

/// A view's size and its alignment guides, in its own coordinate space.
///
/// Read a guide with a subscript: `dimensions[.leading]` is the guide's explicit value
/// when the view has one, else the guide's default value; `dimensions[explicit: .leading]`
/// is the explicit value or `nil`.
public struct ViewDimensions: Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    @usableFromInline internal let size: CGSize
    @usableFromInline internal let source: GuideSource
    /// Only explicit guides set before this index are visible (so a guide's closure
    /// reads the value underneath it rather than itself).
    @usableFromInline internal let guideLimit: Int

    @inlinable
    internal init(size: CGSize, source: GuideSource, guideLimit: Int = .max) {
        self.size = size
        self.source = source
        self.guideLimit = guideLimit
    }

    /// The value of a horizontal guide: explicit if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value of a vertical guide: explicit if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The explicit value of a horizontal guide, or `nil` if the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key, axis: .horizontal)
    }

    /// The explicit value of a vertical guide, or `nil` if the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key, axis: .vertical)
    }

    /// The explicit value of a guide: a stand-in's own alignment guide (the last one set
    /// wins), else its layout's `explicitAlignment`. NaN results are treated as 0.
    @usableFromInline
    internal func explicitValue(_ key: AlignmentKey, axis: Axis) -> CGFloat? {
        let node: LayoutNode
        switch source {
        case .none: return nil
        case .node(let n): node = n
        case .state(let s, let proposal):
            // A container's guides (which ask its subviews') are memoized; a leaf's are
            // its own closures only, cheaper to evaluate than to remember.
            if guideLimit == .max {
                if s.node.isContainer {
                    return s.explicitGuide(key, axis: axis, proposal: proposal, size: size)
                }
                return s.evaluateGuide(key, axis: axis, proposal: proposal, size: size)
            }
            node = s.node
        }
        let guides = node.guides
        var index = min(guides.count, guideLimit) - 1
        while index >= 0 {
            let guide = guides[index]
            if guide.axis == axis && guide.key == key {
                let context = ViewDimensions(size: size, source: source, guideLimit: index)
                return sanitizedCoordinate(guide.compute(context))
            }
            index -= 1
        }
        if case .state(let state, let proposal) = source {
            return state.explicitAlignment(key, axis: axis, proposal: proposal, size: size)
        }
        return nil
    }
}

extension ViewDimensions: Equatable {
    /// Dimensions are equal when their sizes are equal and they come from the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.source == rhs.source && lhs.guideLimit == rhs.guideLimit
    }
}

/// Where a `ViewDimensions` finds explicit guide values.
///
/// Sendable by the engine's threading rule: a `LayoutNode` never changes after it is made,
/// and a `NodeState` is read only by the task laying out its parent (see `NodeState`),
/// which is the task that holds the dimensions pointing at it.
@usableFromInline
internal enum GuideSource: Equatable, @unchecked Sendable {
    /// No explicit guides.
    case none
    /// A stand-in outside a layout pass: its own alignment guides only.
    case node(LayoutNode)
    /// A subview inside a layout pass, measured for a proposal.
    case state(NodeState, ProposedViewSize)

    @usableFromInline
    static func == (lhs: GuideSource, rhs: GuideSource) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.node(let a), .node(let b)): return a === b
        case (.state(let a, let p), .state(let b, let q)): return a === b && p == q
        default: return false
        }
    }
}
