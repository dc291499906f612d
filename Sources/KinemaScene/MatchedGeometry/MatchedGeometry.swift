import Foundation
import KinemaCore
import KinemaGraphics

/// A source of a matched geometry group in one state: its frame in the scene's layout
/// space and its identity.
nonisolated internal struct MatchedSource: Sendable {
    internal let frame: CGRect
    internal let identity: ViewIdentity
}

/// A leaving view's move from its frame to the frame of the view of the same id that
/// replaced it, drawn while its removal runs.
nonisolated internal struct MatchedMove: Sendable {
    internal let from: CGRect
    internal let to: CGRect
    internal let properties: MatchedGeometryProperties
    internal let anchor: UnitPoint

    /// The map of the leaving view's drawing at removal progress `p` (1 when it starts
    /// leaving, 0 when gone): from its frame, linearly, to the new view's.
    internal func mapping(progress p: Double) -> RectMapping {
        RectMapping(from: from, to: to, properties: properties, anchor: anchor)
            .interpolated(1 - p)
    }
}

/// A scale then a translation on each axis, taking one frame to another (Kinema's own).
nonisolated internal struct RectMapping: Sendable, Equatable {
    internal var sx = 1.0
    internal var sy = 1.0
    internal var tx = 0.0
    internal var ty = 0.0

    internal init() {}

    /// `rect` moved so that its centre goes where the map takes it, its size kept when
    /// `keepingSize` (text, whose glyphs would not scale with its box), else mapped.
    internal func apply(_ rect: CGRect, keepingSize: Bool) -> CGRect {
        guard keepingSize else { return apply(rect) }
        return CGRect(
            x: rect.midX * sx + tx - rect.width / 2, y: rect.midY * sy + ty - rect.height / 2,
            width: rect.width, height: rect.height)
    }

    /// The map taking `a` to `b` as far as `properties` say: `.size` scales `a` to `b`'s
    /// size about `a`'s anchor point (an empty side does not scale), `.position` then
    /// puts that anchor point on `b`'s.
    internal init(
        from a: CGRect, to b: CGRect, properties: MatchedGeometryProperties, anchor: UnitPoint
    ) {
        if properties.contains(.size) {
            if a.width > 0 { sx = b.width / a.width }
            if a.height > 0 { sy = b.height / a.height }
        }
        let pa = CGPoint(x: a.minX + anchor.x * a.width, y: a.minY + anchor.y * a.height)
        var p = pa
        if properties.contains(.position) {
            p = CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
        }
        tx = p.x - pa.x * sx
        ty = p.y - pa.y * sy
        guard [sx, sy, tx, ty].allSatisfy(\.isFinite) else {
            self = RectMapping()
            return
        }
    }

    /// Whether the map moves nothing.
    internal var isIdentity: Bool { self == RectMapping() }

    /// `rect` mapped.
    internal func apply(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX * sx + tx, y: rect.minY * sy + ty, width: rect.width * sx,
            height: rect.height * sy)
    }

    /// The map a fraction `u` of the way from the identity to this one.
    internal func interpolated(_ u: Double) -> RectMapping {
        var map = RectMapping()
        map.sx = 1 + (sx - 1) * u
        map.sy = 1 + (sy - 1) * u
        map.tx = tx * u
        map.ty = ty * u
        return map
    }

    /// The map as an affine transform of layout space.
    internal var transform: CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}

nonisolated extension ResolvedNode {
    /// Whether the node is a text leaf.
    internal var isText: Bool {
        if case .leaf(let leaf) = kind { return leaf is TextLeaf }
        return false
    }
}

/// The record stage's part of matched geometry: sources found, followers moved.
nonisolated internal enum MatchedGeometry {
    /// The matched sources of `tree` by key (the first in preorder for each key), with
    /// the frames of `isSource: false` views' subtrees moved onto their sources' in
    /// `layout`; `nil` when the tree has no matched geometry effect.
    /// - Complexity: O(*n*) for *n* nodes, and O(*n*) more only when the tree has one.
    internal static func resolve(
        _ tree: ResolvedTree, layout: inout SceneLayout, diagnostics: inout [SceneDiagnostic]
    ) -> [MatchedGeometryKey: MatchedSource]? {
        guard tree.effects.contains(.matchedGeometry) else { return nil }
        var sources: [MatchedGeometryKey: MatchedSource] = [:]
        var followers: [(NodeRef, MatchedGeometryEffect)] = []
        for ref in tree.preorder {
            guard case .effect(let any) = tree[ref].kind, let effect = any as? MatchedGeometryEffect
            else { continue }
            guard effect.isSource else {
                followers.append((ref, effect))
                continue
            }
            if sources[effect.key] != nil {
                let message =
                    "matchedGeometryEffect: several sources of id \(effect.key.id.value) in "
                    + "\(effect.key.namespace); the first is used"
                let diagnostic = SceneDiagnostic(message: message)
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
                continue
            }
            sources[effect.key] = MatchedSource(
                frame: layout.bounds(of: ref), identity: tree[ref].identity)
        }
        for (ref, effect) in followers {
            guard let source = sources[effect.key] else { continue }
            let map = RectMapping(
                from: layout.bounds(of: ref), to: source.frame, properties: effect.properties,
                anchor: effect.anchor)
            guard !map.isIdentity else { continue }
            var pending = [ref]
            while let next = pending.popLast() {
                if tree[next].isLayoutNode {
                    layout.frames[next.index] = map.apply(layout.frames[next.index])
                }
                pending.append(contentsOf: tree.children(of: tree[next]))
            }
        }
        return sources
    }

    /// Whether `identity` is `ancestor` or lies under it in `state`.
    internal static func isInside(
        _ identity: ViewIdentity, _ ancestor: ViewIdentity, in state: CompiledState
    )
        -> Bool
    {
        var current: ViewIdentity? = identity
        while let id = current {
            if id == ancestor { return true }
            current = state.parents[id]
        }
        return false
    }
}
