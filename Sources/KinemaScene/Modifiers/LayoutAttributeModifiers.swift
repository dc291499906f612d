import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A change of a layout stand-in that a modifier makes (priority, layout value, guide).
package struct LayoutAttribute: Sendable {
    package let applier: any LayoutAttributeApplier

    package init(_ applier: any LayoutAttributeApplier) { self.applier = applier }

    internal init(_ apply: @escaping @Sendable (LayoutSubview) -> LayoutSubview) {
        applier = ClosureApplier(body: apply)
    }

    internal func apply(_ subview: LayoutSubview) -> LayoutSubview { applier.apply(subview) }
}

/// Changes a layout stand-in.
package protocol LayoutAttributeApplier: Sendable {
    func apply(_ subview: LayoutSubview) -> LayoutSubview
}

/// A change given by a closure.
internal struct ClosureApplier: LayoutAttributeApplier {
    let body: @Sendable (LayoutSubview) -> LayoutSubview
    func apply(_ subview: LayoutSubview) -> LayoutSubview { body(subview) }
}

/// One `layoutValue(key:value:)`.
internal struct LayoutValueEntry<K: LayoutValueKey>: LayoutAttributeApplier
where K.Value: Sendable {
    let value: K.Value

    func apply(_ subview: LayoutSubview) -> LayoutSubview {
        subview.layoutValue(key: K.self, value: value)
    }
}

/// The modifier of `layoutPriority`, `layoutValue` and `alignmentGuide`.
nonisolated public struct _LayoutAttributeModifier: ViewModifier, WrappingModifier {
    internal let attribute: LayoutAttribute
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        context.node(id, .layoutAttribute(attribute), children: [node])
    }
}

nonisolated extension View {
    /// The priority of the view in its stack: higher priorities are offered space first.
    /// A NaN priority is 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutAttributeModifier> {
        let priority = value.isNaN ? 0 : value
        return modifier(
            _LayoutAttributeModifier(attribute: LayoutAttribute { $0.layoutPriority(priority) }))
    }

    /// A value for a layout value key that the container's layout reads.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value)
        -> ModifiedContent<Self, _LayoutAttributeModifier> where K.Value: Sendable
    {
        modifier(
            _LayoutAttributeModifier(attribute: LayoutAttribute(LayoutValueEntry<K>(value: value))))
    }

    /// An explicit value for a horizontal guide, computed from the view's dimensions.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _LayoutAttributeModifier> {
        modifier(
            _LayoutAttributeModifier(
                attribute: LayoutAttribute { $0.alignmentGuide(g, computeValue: computeValue) }))
    }

    /// An explicit value for a vertical guide, computed from the view's dimensions.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _LayoutAttributeModifier> {
        modifier(
            _LayoutAttributeModifier(
                attribute: LayoutAttribute { $0.alignmentGuide(g, computeValue: computeValue) }))
    }

    /// Gives the view an explicit identity: a different id is a different view (removed
    /// and inserted, with transitions).
    public func id<ID: Hashable & Sendable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(id: SendableHashable(id)))
    }

    /// Sets the font of text inside; `nil` keeps the current.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                if let font { environment.font = font }
            })
    }

    /// Sets the weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.fontWeight = weight })
    }
}

/// The modifier that changes the environment of its content.
nonisolated public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    internal let change: @Sendable (inout SceneEnvironment) -> Void
    /// No body.
    public typealias Body = Never

    internal init(_ change: @escaping @Sendable (inout SceneEnvironment) -> Void) {
        self.change = change
    }

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let change = self.change
        context.resolve(content, id: id) { environment in
            let font = (environment.font, environment.fontWeight)
            change(&environment)
            if environment.font != font.0 || environment.fontWeight != font.1 {
                environment.fontOrigin = id
            }
        }
    }
}

/// The modifier of `id(_:)`.
nonisolated public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    internal let id: SendableHashable
    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id parent: ViewIdentity, context: inout ResolveContext
    ) {
        context.resolve(content, id: context.identity(parent: parent, .explicit(id)))
    }
}
