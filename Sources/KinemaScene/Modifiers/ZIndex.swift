import Foundation
import KinemaCore
import KinemaGraphics

/// The effect of `zIndex(_:)`: draws nothing itself; the drawing walk orders siblings
/// by it.
@SlotOwner
nonisolated internal struct ZIndexEffect: EffectContent {
    /// The view's place in the drawing order of its siblings.
    internal let value: Double

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int { 0 }
}

nonisolated extension View {
    /// The view's place in the drawing order of its siblings, as SwiftUI's `zIndex(_:)`:
    /// among the children of one container (`ZStack`, `HStack`, an overlay, ...), views
    /// with a higher index are drawn above those with a lower one; views with equal
    /// indices keep their order. The default is 0.
    ///
    /// ```swift
    /// ZStack {
    ///     Card(color: .red).zIndex(1)  // drawn above the blue card
    ///     Card(color: .blue)
    /// }
    /// ```
    ///
    /// The index changes drawing only, never layout, and it does not animate (SwiftUI's
    /// does not either): a change takes effect at once. A view being removed with a
    /// transition keeps the index it had, so `zIndex(1)` keeps a leaving card on top.
    /// The index is read on the sibling itself: inside a layout modifier
    /// (`.zIndex(1).padding()`) it orders nothing. Bad input: a NaN index is 0.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _EffectModifier> {
        let clean = value.isNaN ? 0 : value
        return modifier(_EffectModifier { _ in ZIndexEffect(value: clean) })
    }
}

nonisolated extension CompiledTree {
    /// The drawing index of every node of `tree` for ordering it among its siblings: its
    /// own `zIndex`, else the one its single child carries through effects and markers
    /// (not through layout nodes); `nil` when no node has one.
    /// - Complexity: O(*n*), one forward pass.
    internal static func zIndices(of tree: ResolvedTree) -> [Double]? {
        guard tree.effects.contains(.zIndex) else { return nil }
        var result: [Double]?
        for index in tree.nodes.indices {
            let ref = NodeRef(index: index)  // the node is read in place, not copied
            if tree[ref].isLayoutNode { continue }
            var value: Double?
            if tree[ref].tag == .effect, case .effect(let effect) = tree[ref].kind,
                let z = effect as? ZIndexEffect
            {
                value = z.value
            } else if let child = tree.firstChild(of: tree[ref]), let result {
                value = result[child.index]
            }
            guard let value, value != 0 else { continue }
            if result == nil { result = [Double](repeating: 0, count: tree.nodes.count) }
            result![index] = value
        }
        return result
    }
}
