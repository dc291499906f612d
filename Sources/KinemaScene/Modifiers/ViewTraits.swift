import Foundation

/// What a view declares for the container it is a subview of, as SwiftUI's view traits:
/// its `tag(_:)`, its `tabItem(_:)`, its `badge(_:)` (Kinema's own record of them).
///
/// A trait modifier records its value on every node its content makes, by identity, and
/// passes the nodes through unchanged; a container reads the traits of each of its
/// subviews with ``ResolveContext/traits(of:)``. Of two modifiers writing the same trait,
/// the outer one wins.
nonisolated package struct ViewTraits {
    /// The value of `tag(_:)`.
    package var tag: TagValue?
    /// The item of `tabItem(_:)`.
    package var tabItem: TabItemLabel?
    /// The text of `badge(_:)`; `nil` for none.
    package var badge: String?
    /// What the view's content registered (events, controls, ...), from the first mark to
    /// the second: what a container drops when it does not show the view.
    package var registrations: (start: RegistrationMark, end: RegistrationMark)?

    /// These traits, with those of `inner` where these have none.
    internal func filled(from inner: ViewTraits) -> ViewTraits {
        var traits = self
        traits.tag = tag ?? inner.tag
        traits.tabItem = tabItem ?? inner.tabItem
        traits.badge = badge ?? inner.badge
        traits.registrations = registrations ?? inner.registrations
        return traits
    }
}

extension ResolveContext {
    /// The traits of the subview `node`: its own, then those of the nodes it wraps (a
    /// chain of single children, such as a padding or a background around the view the
    /// trait was written on), the outermost first.
    /// - Complexity: O(*d*) in the depth of the chain (at most 32 nodes).
    package func traits(of node: NodeRef) -> ViewTraits {
        var traits = ViewTraits()
        var current: NodeRef? = node
        var depth = 0
        while let ref = current, depth < 32 {
            if let own = controlState.containers.traits[self[ref].identity] {
                traits = traits.filled(from: own)
            }
            let children = builder.children(of: self[ref])
            current = children.count == 1 ? children.first : nil
            depth += 1
        }
        return traits
    }
}

/// The modifier of `tag(_:)`, `tabItem(_:)` and `badge(_:)`: writes a trait on the nodes
/// of its content.
nonisolated public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    internal let write: (inout ViewTraits) -> Void

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let write = self.write
        context.then { $0.controlState.containers.marks.append($0.registrationMark) }
        context.collect(content, id: id) { context, nodes in
            let start = context.controlState.containers.marks.removeLast()
            let end = context.registrationMark
            for node in nodes {
                let identity = context[node].identity
                var traits = context.controlState.containers.traits[identity] ?? ViewTraits()
                write(&traits)
                traits.registrations = (start, end)
                context.controlState.containers.traits[identity] = traits
                context.emit(node)
            }
        }
    }
}
