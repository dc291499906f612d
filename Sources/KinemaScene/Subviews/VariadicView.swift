/// SwiftUI's underscored way for a container to reach its children, as layout and flow
/// libraries use it (`_VariadicView.Tree` with a root whose `body(children:)` arranges the
/// children). Kinema resolves the tree's content, gives the root its children as
/// `_VariadicView_Children` and resolves the root's body where the tree stands. The
/// public form, since iOS 18, is `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)`.
///
/// ```swift
/// struct Divided: _VariadicView_MultiViewRoot {
///     func body(children: _VariadicView.Children) -> some View {
///         ForEach(children) { child in
///             child
///             if child.id != children.last?.id { Divider() }
///         }
///     }
/// }
///
/// _VariadicView.Tree(Divided()) { Text("A"); Text("B") }
/// ```
public enum _VariadicView {
    /// A root: `_VariadicView_Root`.
    public typealias Root = _VariadicView_Root
    /// A root that makes a view: `_VariadicView_ViewRoot`.
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// The children a root arranges: `_VariadicView_Children`.
    public typealias Children = _VariadicView_Children
    /// A root whose body is one view: `_VariadicView_UnaryViewRoot`.
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A root whose body may be several views: `_VariadicView_MultiViewRoot`.
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    /// A root and the content whose children it arranges.
    public struct Tree<Root: _VariadicView_Root, Content> {
        /// The root.
        public var root: Root
        /// The content.
        public var content: Content

        /// A tree of `root` over `content`.
        /// - Parameters:
        ///   - root: Arranges the children.
        ///   - content: The children.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        /// A tree of `root` over `content`, already made.
        internal init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }
}

/// What arranges the children of a `_VariadicView/Tree`.
public protocol _VariadicView_Root {
    /// SwiftUI's view-list options (read by nothing in Kinema).
    static var _viewListOptions: Int { get }
}

extension _VariadicView_Root {
    /// No option.
    public static var _viewListOptions: Int { 0 }
}

/// A root that makes a view of the children: its ``body(children:)``.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The view the root makes.
    associatedtype Body: View
    /// Arranges `children` (on the main actor, while the tree resolves).
    @ViewBuilder @MainActor func body(children: _VariadicView.Children) -> Body
}

/// A root whose body is one view (a stack, a layout): Kinema places its views where the
/// tree stands, as for any body.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose body may be several views, each taking its own place in the container
/// around the tree.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

nonisolated extension _VariadicView.Tree: View, PrimitiveView
where Root: _VariadicView_ViewRoot, Content: View {
    /// No body: the root's body is resolved with the content's children.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.link(root, id: id, path: "variadic root")
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            let children = _VariadicView_Children(subviews: context.subviews(of: nodes))
            context.resolve(root.body(children: children), id: id)
        }
    }
}
