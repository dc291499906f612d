import Foundation
import KinemaCore

/// A proxy for one subview of a layout: measure it, read its attributes, place it.
///
/// Inside a layout pass, proxies come from the `subviews` collection a layout is
/// given. Kinema also builds them as stand-ins for tests (Kinema's own API):
/// ``fixed(_:)``, ``flexible(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)``,
/// ``sizing(_:)``, ``spacer(minLength:)`` and ``container(_:subviews:)``.
public struct LayoutSubview: Equatable, Sendable {
    @usableFromInline internal let node: LayoutNode
    /// The node's state inside a pass; `nil` for a bare stand-in.
    @usableFromInline internal let state: NodeState?

    @inlinable
    internal init(node: LayoutNode, state: NodeState? = nil) {
        self.node = node
        self.state = state
    }

    @inlinable
    internal init(state: NodeState) {
        self.node = state.node
        self.state = state
    }

    /// Proxies are equal when they stand for the same view in the same pass.
    @inlinable
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.state === rhs.state
    }

    /// Asks the subview for its size for a proposal.
    ///
    /// Bad input: NaN, negative and `-infinity` proposed lengths are treated as 0, and
    /// a NaN or negative answer is reported as 0. Inside a pass, the answer for each
    /// proposal is computed once and remembered.
    @inlinable
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let state { return state.sizeThatFits(proposal) }
        return node.standaloneSize(for: proposal)
    }

    /// The subview's size for a proposal together with its alignment guides.
    @inlinable
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        if let state {
            return ViewDimensions(size: size, source: .state(state, proposal.sanitized))
        }
        return ViewDimensions(size: size, source: .node(node))
    }

    /// Places the subview, inside `placeSubviews`.
    ///
    /// The last call for a subview wins; a subview never placed sits at the centre of
    /// its container's bounds, measured with the container's proposal. Bad input: a NaN
    /// or infinite coordinate of the position or the anchor is treated as 0; NaN,
    /// negative and `-infinity` proposed lengths as 0. Outside a pass this does nothing.
    /// - Parameters:
    ///   - position: Where the anchor goes, in the coordinate space of the bounds.
    ///   - anchor: The point of the subview put at `position`; top leading unless given.
    ///   - proposal: The proposal that gives the subview's size; unspecified unless given.
    @inlinable
    public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading,
        proposal: ProposedViewSize = .unspecified
    ) {
        guard let state else { return }
        if !(position.x.isFinite && position.y.isFinite && anchor.x.isFinite
            && anchor.y.isFinite)
        {
            state.sanitized.insert(.placement)
        }
        let p = proposal.sanitized
        if p != proposal { state.sanitized.insert(.proposal) }
        let clean = CGPoint(x: sanitizedCoordinate(position.x), y: sanitizedCoordinate(position.y))
        let cleanAnchor = UnitPoint(
            x: sanitizedCoordinate(anchor.x), y: sanitizedCoordinate(anchor.y))
        state.placement = Placement(position: clean, anchor: cleanAnchor, proposal: p)
    }

    /// The subview's layout priority: 0 unless set with ``layoutPriority(_:)``.
    @inlinable
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        if let state { return state.spacing }
        if let spacing = node.spacing { return spacing }
        if case .leaf(.spacer) = node.kind { return .spacer(along: nil) }
        if case .container = node.kind {
            return LayoutEngine(root: self).rootState.spacing
        }
        return ViewSpacing()
    }

    /// The value the subview sets for a layout value key, or the key's default.
    @inlinable
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.value(for: key)
    }
}

extension LayoutNode {
    /// The size of a stand-in measured outside any pass (a container gets a private
    /// one-off pass).
    @usableFromInline
    internal func standaloneSize(for proposal: ProposedViewSize) -> CGSize {
        let p = proposal.sanitized
        let raw: CGSize
        switch kind {
        case .leaf(let rule): raw = rule.size(for: p, orientation: nil)
        case .container:
            return LayoutEngine(root: LayoutSubview(node: self)).rootState.sizeThatFits(p)
        }
        return CGSize(width: sanitizedLength(raw.width), height: sanitizedLength(raw.height))
    }
}
