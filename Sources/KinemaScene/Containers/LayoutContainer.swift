import Foundation
import KinemaCore
import KinemaLayout

/// A container node laid out by a `Layout`: stacks, custom layouts, and the layouts
/// of modifiers. A layout with animatable data declares one slot for it.
@SlotOwner
nonisolated package struct LayoutContainer<L: Layout>: ContainerContent {
    internal let layout: L
    package let drawsDecorationsFirst: Bool
    /// Whether the layout has animatable data: read first, so that a layout without any
    /// (the stacks) never touches `data`, whose type's metadata the runtime looks up on
    /// every access from generic code.
    private let hasData: Bool
    /// The layout's animatable data (the whole layout, carried as a vector), if it has any.
    internal var data: Slot<AnimatableValue<L>>?
    /// The environment's layout direction where the container is: right to left, its
    /// children's x positions are mirrored within it (see
    /// `LayoutSubview.layoutDirection(_:)`).
    internal var layoutDirection: LayoutDirection = .leftToRight

    package init(_ layout: L, decorationsFirst: Bool = false) {
        self.layout = layout
        self.drawsDecorationsFirst = decorationsFirst
        hasData = L.AnimatableData.self != EmptyAnimatableData.self
        data = hasData ? Slot(.value(layout)) : nil
    }

    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        if hasData { visitData(&visitor) }
    }

    @inline(never)
    private mutating func visitData(_ visitor: inout some SlotVisitor) {
        if data != nil { visitor.visit(&data!) }
    }

    package var layoutDataTrack: (any AnyTrack)? { hasData ? dataTrack : nil }

    @inline(never)
    private var dataTrack: (any AnyTrack)? { data?.track }

    package func layoutSubview(children: [LayoutSubview], time: Double?) -> LayoutSubview {
        let subview =
            hasData && time != nil
            ? animatedSubview(children: children, time: time)
            : .container(layout, subviews: children)
        return layoutDirection == .leftToRight ? subview : subview.layoutDirection(layoutDirection)
    }

    /// The stand-in with the layout's data at `time`.
    @inline(never)
    private func animatedSubview(children: [LayoutSubview], time: Double?) -> LayoutSubview {
        guard let data else { return .container(layout, subviews: children) }
        return .container(data.value(at: time).base(or: layout), subviews: children)
    }

    /// Adds the container node over `children`, laid out in the environment's direction.
    @MainActor package func node(
        id: ViewIdentity, children: [NodeRef], in context: inout ResolveContext
    )
        -> NodeRef
    {
        var container = self
        container.layoutDirection = context.environmentValues.layoutDirection
        return context.node(id, .container(container), children: children)
    }
}
/// A `Layout` used as a view: `MyLayout { ... }`.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    internal let layout: L
    internal let content: Content

    /// No body: the layout becomes a container.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let layout = self.layout
        // Stacks tell a `Divider` inside which way to run.
        let axis: Axis? =
            L.self == HStackLayout.self
            ? .horizontal : L.self == VStackLayout.self ? .vertical : nil
        if let axis {
            context.then { context in
                context.savedEnvironments.append(context.environment)
                context.environment.stackAxis = axis
            }
        }
        context.collect(content, id: context.identity(parent: id, .content)) {
            context, children in
            if axis != nil { context.environment = context.savedEnvironments.removeLast() }
            context.emit(LayoutContainer(layout).node(id: id, children: children, in: &context))
        }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
}

nonisolated extension Layout {
    /// A container laid out by this layout, as in SwiftUI: `MyLayout { ... }`.
    /// - Parameter content: The subviews.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutRoot<Self, V> {
        _LayoutRoot(layout: self, content: content())
    }
}

/// Views in a row: `HStackLayout` as a view.
nonisolated public struct HStack<Content: View>: View {
    internal let root: _LayoutRoot<HStackLayout, Content>

    /// Creates a row.
    /// - Parameters:
    ///   - alignment: The guide on which the views line up vertically.
    ///   - spacing: The gap between views; `nil` for their preferred spacing.
    ///   - content: The views.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        root = HStackLayout(alignment: alignment, spacing: spacing).callAsFunction(content)
    }

    /// The layout over the views.
    public var body: some View { root }
}

/// Views in a column: `VStackLayout` as a view.
nonisolated public struct VStack<Content: View>: View {
    internal let root: _LayoutRoot<VStackLayout, Content>

    /// Creates a column.
    /// - Parameters:
    ///   - alignment: The guide on which the views line up horizontally.
    ///   - spacing: The gap between views; `nil` for their preferred spacing.
    ///   - content: The views.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        root = VStackLayout(alignment: alignment, spacing: spacing).callAsFunction(content)
    }

    /// The layout over the views.
    public var body: some View { root }
}

/// Views on top of each other: `ZStackLayout` as a view.
nonisolated public struct ZStack<Content: View>: View {
    internal let root: _LayoutRoot<ZStackLayout, Content>

    /// Creates an overlay of views.
    /// - Parameters:
    ///   - alignment: The guides on which the views line up.
    ///   - content: The views, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        root = ZStackLayout(alignment: alignment).callAsFunction(content)
    }

    /// The layout over the views.
    public var body: some View { root }
}
