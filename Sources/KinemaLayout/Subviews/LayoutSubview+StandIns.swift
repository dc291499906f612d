import Foundation
import KinemaCore

extension LayoutSubview {
    /// A stand-in that is always `size`, whatever it is offered (Kinema's own).
    ///
    /// NaN and negative dimensions are treated as 0.
    public static func fixed(_ size: CGSize) -> LayoutSubview {
        let clean = CGSize(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
        return LayoutSubview(node: LayoutNode(kind: .leaf(.fixed(clean))))
    }

    /// A stand-in that clamps each proposed dimension to `min...max` and takes its ideal
    /// length when a dimension is unspecified, like a colour in a flexible frame
    /// (Kinema's own).
    ///
    /// Bad input: NaN and negative lengths are treated as 0; a maximum below its
    /// minimum is raised to it; a `nil` ideal is 10 clamped to `min...max`, as for a
    /// colour with no frame.
    public static func flexible(
        minWidth: CGFloat = 0, idealWidth: CGFloat? = nil, maxWidth: CGFloat = .infinity,
        minHeight: CGFloat = 0, idealHeight: CGFloat? = nil, maxHeight: CGFloat = .infinity
    ) -> LayoutSubview {
        func axis(_ lo: CGFloat, _ ideal: CGFloat?, _ hi: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
            let low = sanitizedLength(lo)
            let high = max(sanitizedLength(hi), low)
            let middle = min(max(ideal.map(sanitizedLength) ?? 10, low), high)
            return (low, middle, high)
        }
        let (w0, w1, w2) = axis(minWidth, idealWidth, maxWidth)
        let (h0, h1, h2) = axis(minHeight, idealHeight, maxHeight)
        let frame = FlexibleFrame(
            minWidth: w0, idealWidth: w1, maxWidth: w2,
            minHeight: h0, idealHeight: h1, maxHeight: h2)
        return LayoutSubview(node: LayoutNode(kind: .leaf(.flexible(frame))))
    }

    /// A stand-in whose size for each proposal is given by `rule` (Kinema's own).
    ///
    /// The rule sees proposals already cleaned (no NaN, no negative lengths); NaN or
    /// negative sizes it returns are treated as 0.
    public static func sizing(
        _ rule: @escaping @Sendable (ProposedViewSize) -> CGSize
    ) -> LayoutSubview {
        LayoutSubview(node: LayoutNode(kind: .leaf(.sizing(rule))))
    }

    /// A stand-in for `Spacer(minLength:)` (Kinema's own): along its container's stack
    /// axis it fills what it is offered but is never shorter than `minLength` (8 unless
    /// given); across that axis it is 0. Its spacing is zero on the edges along that axis,
    /// so stacks put no gap next to it, and the default across it, as SwiftUI's. Outside a
    /// stack it behaves so on both axes, with zero spacing on every edge.
    public static func spacer(minLength: CGFloat? = nil) -> LayoutSubview {
        let length = sanitizedLength(minLength ?? ViewSpacing.defaultDistance)
        return LayoutSubview(node: LayoutNode(kind: .leaf(.spacer(minLength: length))))
    }

    /// A container stand-in: `layout` arranging `subviews` (Kinema's own). Nest them to
    /// describe a whole tree for ``LayoutEngine``.
    public static func container<L: Layout>(
        _ layout: L, subviews: [LayoutSubview]
    ) -> LayoutSubview {
        let children = ContiguousArray(subviews.lazy.map(\.node))
        return LayoutSubview(node: LayoutNode(kind: .container(LayoutBox(layout), children)))
    }

    /// This container stand-in laid out in `direction` (Kinema's own form of the
    /// environment's `layoutDirection`; a leaf is unchanged by it).
    ///
    /// Right to left, the container's layout runs as it does left to right, reading the
    /// direction in `subviews.layoutDirection`, and then the x position of each subview
    /// within the container's bounds is mirrored: a subview placed at `x` with width `w`
    /// in bounds of width `W` lands at `W − x − w`. That is SwiftUI's rule ("SwiftUI
    /// horizontally flips the x position of each view within its parent"), so stacks run
    /// from the right, leading alignment and leading padding are on the right, and a
    /// custom layout needs no change. Explicit alignment guides a container reports to its
    /// parent stay in its own unmirrored space, as do its size and spacing.
    /// - Parameter direction: The direction.
    public func layoutDirection(_ direction: LayoutDirection) -> LayoutSubview {
        guard node.isContainer, direction != node.layoutDirection else { return self }
        return LayoutSubview(node: node.with(layoutDirection: direction))
    }

    /// This stand-in with a layout priority; NaN is treated as 0.
    public func layoutPriority(_ value: Double) -> LayoutSubview {
        LayoutSubview(node: node.with(priority: value.isNaN ? 0 : value))
    }

    /// This stand-in with a value for a layout value key.
    public func layoutValue<K: LayoutValueKey>(
        key: K.Type, value: K.Value
    ) -> LayoutSubview where K.Value: Sendable {
        let entry = LayoutValueEntry(key: ObjectIdentifier(key), value: value)
        return LayoutSubview(node: node.with(values: node.values + [entry]))
    }

    /// This stand-in with the given spacing preferences.
    public func spacing(_ spacing: ViewSpacing) -> LayoutSubview {
        LayoutSubview(node: node.with(spacing: spacing))
    }

    /// This stand-in with an explicit value for a horizontal guide, computed from its
    /// dimensions. A NaN or infinite value is treated as 0.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> LayoutSubview {
        let guide = ExplicitGuide(axis: .horizontal, key: g.key, compute: computeValue)
        return LayoutSubview(node: node.with(guides: node.guides + [guide]))
    }

    /// This stand-in with an explicit value for a vertical guide, computed from its
    /// dimensions. A NaN or infinite value is treated as 0.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> LayoutSubview {
        let guide = ExplicitGuide(axis: .vertical, key: g.key, compute: computeValue)
        return LayoutSubview(node: node.with(guides: node.guides + [guide]))
    }
}
