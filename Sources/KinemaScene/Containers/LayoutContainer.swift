import Foundation
import KinemaCore
import KinemaLayout

/// A container element laid out by a `Layout`: stacks, custom layouts, and the layouts
/// of modifiers. Attribute 0 is the layout's animatable data, when it has any.
internal struct LayoutContainer<L: Layout>: ContainerContent {
    internal let layout: L
    internal var decorationsFirst = false

    internal init(_ layout: L, decorationsFirst: Bool = false) {
        self.layout = layout
        self.decorationsFirst = decorationsFirst
    }

    internal var drawsDecorationsFirst: Bool { decorationsFirst }

    internal var hasLayoutData: Bool { L.AnimatableData.self != EmptyAnimatableData.self }

    internal var attributes: [any AttributeValue] {
        hasLayoutData ? [animatableAttribute(layout.animatableData)] : []
    }

    internal func layoutSubview(children: [LayoutSubview], reader: AttributeReader)
        -> LayoutSubview
    {
        guard hasLayoutData, reader.time != nil else {
            return .container(layout, subviews: children)
        }
        var layout = self.layout
        layout.animatableData = reader.animatable(0, as: L.AnimatableData.self)
        return .container(layout, subviews: children)
    }

    /// The container element over `children`.
    internal func element(id: Int, children: [Element]) -> Element {
        Element(identity: id, kind: .container(self), children: children, attributes: attributes)
    }
}

/// A `Layout` used as a view: `MyLayout { ... }`.
public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    internal let layout: L
    internal let content: Content

    /// No body: the layout becomes a container.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        var children: [Element] = []
        resolveView(
            content, id: context.identity(parent: id, .content), context: &context,
            into: &children)
        output.append(LayoutContainer(layout).element(id: id, children: children))
    }
}

extension Layout {
    /// A container laid out by this layout, as in SwiftUI: `MyLayout { ... }`.
    /// - Parameter content: The subviews.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutRoot<Self, V> {
        _LayoutRoot(layout: self, content: content())
    }
}

/// Views in a row: `HStackLayout` as a view.
public struct HStack<Content: View>: View {
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
public struct VStack<Content: View>: View {
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
public struct ZStack<Content: View>: View {
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
