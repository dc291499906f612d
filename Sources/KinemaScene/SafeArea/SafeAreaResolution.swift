import Foundation
import KinemaCore
import KinemaLayout

/// How far each `ignoresSafeArea` node reaches past its frame, worked out from the
/// frames of a layout pass.
///
/// The safe area is a chain of regions, innermost first. Each region is a pair of
/// rectangles in the scene's layout space: the safe rectangle and the outer one the
/// insets extend to. A host's root makes the first (the canvas less the device's insets,
/// and the canvas); `safeAreaPadding` adds one over its content (its frame less the
/// padding, and its frame); `safeAreaInset` adds one over its modified view (its frame
/// less the inset content and spacing on that edge, and its frame).
///
/// An ignoring node's frame grows edge by edge, region by region from the innermost: an
/// edge that reaches the region's safe rectangle (is at or beyond it) and lies within its
/// outer one moves out to the outer one. That is the rule SwiftUI applies (its
/// documentation: "to extend your content into these regions, you can ignore safe areas
/// on specific edges"; the geometry as OpenSwiftUI reads SwiftUI, `SafeAreaInsets.swift`):
/// so a view that touches the safe area's top edge extends to the screen's top, and one
/// that does not stays where it is.
internal struct SafeAreaResolution {
    /// One region of the chain.
    private struct Region {
        let safe: CGRect
        let outer: CGRect
        /// The index of the next region out, or -1.
        let next: Int
    }

    /// How close an edge must come to a boundary to touch it, in points.
    internal static let tolerance: CGFloat = 0.01

    let tree: ResolvedTree
    let targets: [NodeRef?]
    let layoutIndices: [LayoutIndex?]
    let placed: [CGRect]

    /// The reach of every ignoring node that reaches past its frame, by node index.
    /// - Complexity: O(*n*) for *n* nodes, times the depth of the regions' chain at the
    ///   ignoring nodes.
    internal func reaches() -> [Int: EdgeInsets] {
        var regions: [Region] = []
        var reaches: [Int: EdgeInsets] = [:]
        var pending: [(ref: NodeRef, region: Int)] = [(tree.root, -1)]
        while let (ref, region) = pending.popLast() {
            let children = tree.children(of: tree[ref])
            guard case .container(let container) = tree[ref].kind,
                let safeArea = container as? SafeAreaContainer
            else {
                for child in children.reversed() { pending.append((child, region)) }
                continue
            }
            let bounds = frame(of: ref)
            func push(safe: CGRect) -> Int {
                regions.append(Region(safe: safe, outer: bounds, next: region))
                return regions.count - 1
            }
            switch safeArea.role {
            case .root(let insets), .padding(let insets):
                let inner = push(safe: bounds.inset(by: insets))
                for child in children.reversed() { pending.append((child, inner)) }
            case .ignoring(let edges):
                let grown = Self.grow(bounds, edges: edges, from: region, in: regions)
                let reach = EdgeInsets(
                    top: bounds.minY - grown.minY, leading: bounds.minX - grown.minX,
                    bottom: grown.maxY - bounds.maxY, trailing: grown.maxX - bounds.maxX)
                if reach != EdgeInsets() { reaches[ref.index] = reach }
                for child in children.reversed() { pending.append((child, region)) }
            case .inset(let edge, let spacing, _):
                guard children.count == 2, let primary = children.first,
                    let secondary = children.last
                else {
                    for child in children.reversed() { pending.append((child, region)) }
                    continue
                }
                let gap = spacing ?? ViewSpacing.defaultDistance
                let taken = length(of: frame(of: secondary), along: edge) + gap
                let inner = push(safe: bounds.inset(by: EdgeInsets(Edge.Set(edge), taken)))
                pending.append((secondary, region))
                pending.append((primary, inner))
            }
        }
        return reaches
    }

    /// The frame of a node in this pass: its target's.
    private func frame(of ref: NodeRef) -> CGRect {
        guard let target = targets[ref.index], let index = layoutIndices[target.index],
            index.rawValue < placed.count
        else { return .zero }
        return placed[index]
    }

    private func length(of rect: CGRect, along edge: Edge) -> CGFloat {
        edge == .top || edge == .bottom ? rect.height : rect.width
    }

    /// `rect` grown on `edges` through the chain of regions from `first` outwards.
    private static func grow(
        _ rect: CGRect, edges: Edge.Set, from first: Int, in regions: [Region]
    ) -> CGRect {
        var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let e = tolerance
        var index = first
        while index >= 0 {
            let region = regions[index]
            let (safe, outer) = (region.safe, region.outer)
            if edges.contains(.top), minY - e < safe.minY, outer.minY < minY + e {
                minY = min(minY, outer.minY)
            }
            if edges.contains(.bottom), maxY + e > safe.maxY, outer.maxY > maxY - e {
                maxY = max(maxY, outer.maxY)
            }
            if edges.contains(.leading), minX - e < safe.minX, outer.minX < minX + e {
                minX = min(minX, outer.minX)
            }
            if edges.contains(.trailing), maxX + e > safe.maxX, outer.maxX > maxX - e {
                maxX = max(maxX, outer.maxX)
            }
            index = region.next
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (never negative in size).
    fileprivate func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(width - insets.leading - insets.trailing, 0),
            height: max(height - insets.top - insets.bottom, 0))
    }
}
