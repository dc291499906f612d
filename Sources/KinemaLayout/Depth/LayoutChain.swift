import Foundation

/// Chains of nested containers, for the depth tests and benchmarks (not API: `package`).
///
/// Each chain nests `depth` containers around one flexible leaf; the two-child chain
/// adds a flexible leaf beside every level. They are the trees on which layout used to
/// cost time exponential or cubic in depth (a stack reading its children's spacing and
/// guides again at every level).
package enum LayoutChain: String, CaseIterable, Sendable {
    /// `HStack { HStack { ... } }`.
    case hstack = "HStack chain"
    /// `VStack { VStack { ... } }`.
    case vstack = "VStack chain"
    /// `ZStack { ZStack { ... } }`.
    case zstack = "ZStack chain"
    /// `HStack { chain; flexible leaf }`.
    case twoChild = "HStack { chain; leaf }"
    /// `VStack(alignment: .leading) { HStack { ... }.padding(2) }`, alternating.
    case padded = "padding/stack alternation"

    /// The chain with `depth` containers around `leaf` (by default a flexible leaf with
    /// an ideal size of 20 x 10).
    /// - Complexity: O(*depth*), built from the leaf up without recursion.
    package func tree(
        depth: Int, around leaf: LayoutSubview = .flexible(idealWidth: 20, idealHeight: 10)
    ) -> LayoutSubview {
        var tree = leaf
        for level in 0..<max(depth, 0) {
            switch self {
            case .hstack: tree = .container(HStackLayout(), subviews: [tree])
            case .vstack: tree = .container(VStackLayout(), subviews: [tree])
            case .zstack: tree = .container(ZStackLayout(), subviews: [tree])
            case .twoChild:
                tree = .container(HStackLayout(), subviews: [tree, .flexible()])
            case .padded:
                tree =
                    level.isMultiple(of: 2)
                    ? .container(
                        ChainPadding(inset: 2),
                        subviews: [
                            .container(HStackLayout(), subviews: [tree])
                        ])
                    : .container(VStackLayout(alignment: .leading), subviews: [tree])
            }
        }
        return tree
    }

    /// The number of nodes of the chain with `depth` levels.
    package func nodeCount(depth: Int) -> Int {
        switch self {
        case .hstack, .vstack, .zstack: depth + 1
        case .twoChild: 2 * depth + 1
        case .padded: depth + (depth + 1) / 2 + 1
        }
    }
}

/// `padding` as a layout: the one subview inset by `inset` on every edge, its explicit
/// guides forwarded (as KinemaScene's padding does).
package struct ChainPadding: Layout {
    /// The inset on every edge.
    package var inset: CGFloat

    /// Creates the padding.
    package init(inset: CGFloat) { self.inset = inset }

    /// Properties with no stack orientation; the guides are the subview's.
    package static var layoutProperties: LayoutProperties { .guidesFromSubviews() }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - 2 * inset, 0) },
            height: p.height.map { max($0 - 2 * inset, 0) })
    }

    /// The subview's size plus the insets.
    package func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize {
        let child = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(width: child.width + 2 * inset, height: child.height + 2 * inset)
    }

    /// Puts the subview inside the insets.
    package func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset), proposal: inner(proposal))
    }

    /// The subview's explicit value, shifted by the inset.
    package func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + inset }
    }

    /// The subview's explicit value, shifted by the inset.
    package func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + inset }
    }
}
