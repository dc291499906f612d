import Foundation
import KinemaAnimation

/// The implicit animation of a subtree: `animation(_:value:)`, or, with no value,
/// `animation(_:body:)` (which always applies, down to its reset element).
package struct AnimationScope: Sendable {
    internal let animation: Animation?
    internal let value: AnyEquatable?
}

/// An equatable, sendable value of any type.
package struct AnyEquatable: Sendable {
    internal let value: any Equatable & Sendable

    package func isEqual(to other: AnyEquatable) -> Bool {
        equalValues(value, other.value)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(value: any Equatable & Sendable) {
        self.value = value
    }
}

/// Whether two equatable values of any types are equal: of the same type and `==`.
internal func equalValues(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func open<T: Equatable>(_ lhs: T) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
    return open(lhs)
}

/// The modifier of `animation(_:value:)` and `transition(_:)`.
nonisolated public struct _AnimationModifier: ViewModifier, WrappingModifier {
    internal let kind: NodeKind
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        context.node(id, kind, children: [node])
    }
}

nonisolated extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes
    /// (`nil` turns animation off for those changes), overriding the change's own.
    public func animation<V: Equatable & Sendable>(_ animation: Animation?, value: V)
        -> ModifiedContent<Self, _AnimationModifier>
    {
        modifier(
            _AnimationModifier(
                kind: .animation(
                    AnimationScope(animation: animation, value: AnyEquatable(value: value)))
            ))
    }

    /// Animates every change inside this view with `animation` (`nil` turns animation
    /// off), as SwiftUI's deprecated `animation(_:)`: prefer `animation(_:value:)`.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier> {
        modifier(
            _AnimationModifier(kind: .animation(AnimationScope(animation: animation, value: nil))))
    }
}
