import Foundation
import KinemaCore
import KinemaLayout

/// A modifier laid out by a layout of one subview.
nonisolated public struct _LayoutModifier: ViewModifier, WrappingModifier {
    internal let make: @MainActor @Sendable (NodeRef, ViewIdentity, inout ResolveContext) -> NodeRef

    internal init<L: Layout>(layout: L) {
        make = { node, id, context in
            LayoutContainer(layout).node(id: id, children: [node], in: &context)
        }
    }

    /// No body: the layout wraps each element of the content.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        make(node, id, &context)
    }
}

nonisolated extension View {
    /// Pads the view by the same length on the given edges; 16 when no length is given.
    ///
    /// Bad input: a NaN or infinite length is 0 (with a diagnostic). Negative lengths
    /// are kept, as in SwiftUI: they shrink the view's frame.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> ModifiedContent<Self, _PaddingModifier>
    {
        modifier(_PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Pads the view by the same length on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingModifier> {
        padding(.all, length)
    }

    /// Pads the view by edge insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingModifier> {
        modifier(_PaddingModifier(insets: insets))
    }

    /// Gives the view a fixed width and/or height; `nil` keeps the view's own.
    ///
    /// Bad input: a NaN, infinite or negative length is treated as `nil` (with a
    /// diagnostic), as SwiftUI ignores invalid frame dimensions.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _FrameModifier>
    {
        modifier(
            _FrameModifier(
                kind: .fixed(width: width, height: height), alignment: alignment))
    }

    /// Gives the view flexible limits on its width and height.
    ///
    /// Bad input: NaN or negative limits are treated as `nil`; a maximum below its
    /// minimum is raised to the minimum; an ideal outside min...max is clamped (each with
    /// a diagnostic). `.infinity` is a valid maximum.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameModifier> {
        modifier(
            _FrameModifier(
                kind: .flexible([minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight]
                ),
                alignment: alignment))
    }

    /// Proposes the view its ideal size on both axes.
    public func fixedSize() -> ModifiedContent<Self, _LayoutModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Proposes the view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool)
        -> ModifiedContent<Self, _LayoutModifier>
    {
        modifier(
            _LayoutModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Constrains the view to an aspect ratio (width / height); the view's ideal ratio
    /// when `nil`. A NaN, infinite, zero or negative ratio is treated as `nil`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
        -> ModifiedContent<Self, _LayoutModifier>
    {
        modifier(
            _LayoutModifier(layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
        )
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)
        -> ModifiedContent<Self, _LayoutModifier>
    {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its proposal, keeping its ideal aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its proposal, keeping its ideal aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(contentMode: .fill)
    }

    /// Puts the view's centre at a point of its parent's space; the view then takes all
    /// the space it is offered. Non-finite coordinates are 0 (with a diagnostic).
    public func position(_ position: CGPoint)
        -> ModifiedContent<Self, _PositionModifier>
    {
        modifier(_PositionModifier(position: position))
    }

    /// Puts the view's centre at a point of its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionModifier>
    {
        position(CGPoint(x: x, y: y))
    }
}

/// The modifier of `padding`.
nonisolated public struct _PaddingModifier: ViewModifier, WrappingModifier {
    internal let insets: EdgeInsets
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        var clean = insets
        clean.top = context.finite(insets.top, or: 0, "padding top")
        clean.leading = context.finite(insets.leading, or: 0, "padding leading")
        clean.bottom = context.finite(insets.bottom, or: 0, "padding bottom")
        clean.trailing = context.finite(insets.trailing, or: 0, "padding trailing")
        return LayoutContainer(PaddingLayout(insets: clean)).node(
            id: id, children: [node], in: &context)
    }
}

/// The modifier of `position`.
nonisolated public struct _PositionModifier: ViewModifier, WrappingModifier {
    internal let position: CGPoint
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        let point = CGPoint(
            x: context.finite(position.x, or: 0, "position x"),
            y: context.finite(position.y, or: 0, "position y"))
        return LayoutContainer(PositionLayout(position: point)).node(
            id: id, children: [node], in: &context)
    }
}

/// The modifier of `frame`.
nonisolated public struct _FrameModifier: ViewModifier, WrappingModifier {
    internal enum Kind: Sendable {
        case fixed(width: CGFloat?, height: CGFloat?)
        case flexible([CGFloat?])
    }
    internal let kind: Kind
    internal let alignment: Alignment
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        func valid(_ value: CGFloat?, _ name: String, allowInfinity: Bool = false) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || value < 0 || (!allowInfinity && value.isInfinite) {
                context.diagnose("frame \(name) is \(value): invalid, ignored")
                return nil
            }
            return value
        }
        switch kind {
        case .fixed(let width, let height):
            let layout = FixedFrameLayout(
                width: valid(width, "width"), height: valid(height, "height"),
                alignment: alignment)
            return LayoutContainer(layout).node(id: id, children: [node], in: &context)
        case .flexible(let v):
            func limits(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?, _ axis: String)
                -> FlexFrameLayout.Limits
            {
                let low = valid(a, "min\(axis)", allowInfinity: false)
                var ideal = valid(b, "ideal\(axis)")
                var high = valid(c, "max\(axis)", allowInfinity: true)
                if let l = low, let h = high, h < l {
                    context.diagnose(
                        "frame max\(axis) \(h) < min\(axis) \(l): contradictory, max raised")
                    high = l
                }
                if let i = ideal {
                    ideal = min(max(i, low ?? i), high ?? i)
                }
                return FlexFrameLayout.Limits(min: low, ideal: ideal, max: high)
            }
            let layout = FlexFrameLayout(
                width: limits(v[0], v[1], v[2], "Width"),
                height: limits(v[3], v[4], v[5], "Height"),
                alignment: alignment)
            return LayoutContainer(layout).node(id: id, children: [node], in: &context)
        }
    }
}
