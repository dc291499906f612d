import KinemaAnimation

/// How a view changes when it is inserted or removed, as SwiftUI's iOS 17 `Transition`:
/// the view with modifiers chosen by the phase.
///
/// ```swift
/// struct RotatingFade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(30 * phase.value))
///     }
/// }
/// Card().transition(RotatingFade())
/// ```
///
/// An inserted view is resolved in `willAppear` and animates to `identity` exactly as a
/// state change between the two would; a removed view animates from `identity` to
/// `didDisappear`, drawn until its animation ends. The body must not change the
/// content's structure with the phase (no `if` on the phase): attributes are matched by
/// their place in it.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of the transitioned view.
    associatedtype Body: View
    /// A stand-in for the view the transition applies to.
    typealias Content = PlaceholderContentView<Self>
    /// The view in `phase`.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// What the transition is like (by default, it has motion).
    static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    /// A transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Resolves `transition`'s body in `phase` at `id`, with `content` as its content.
nonisolated internal func resolveTransition<T: Transition>(
    _ transition: T, phase: TransitionPhase, content: ViewResolver, id: Int,
    context: inout ResolveContext
) {
    context.link(transition, id: id, path: "transition:\(T.self)")
    // Bodies run where the scene resolves (see `ResolveContext.body(of:)`).
    let isolated: @MainActor (T, TransitionPhase) -> T.Body = {
        $0.body(content: PlaceholderContentView(), phase: $1)
    }
    let body = unsafeBitCast(isolated, to: ((T, TransitionPhase) -> T.Body).self)(
        transition, phase)
    context.resolve(body, id: id, modifierContent: content)
}

/// A transition Kinema draws itself: the `AnyTransition` it stands for.
nonisolated internal protocol BuiltinTransition {
    /// The type-erased transition.
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// The type-erased form of a ``Transition``.
    ///
    /// ```swift
    /// let fade = AnyTransition(Fade())
    /// ```
    nonisolated public init<T: Transition>(_ transition: T) {
        if let builtin = transition as? any BuiltinTransition {
            self = builtin.anyTransition
            return
        }
        // Properties are read where the scene resolves (see `resolveTransition`).
        let isolated: @MainActor () -> Bool = { T.properties.hasMotion }
        let hasMotion = unsafeBitCast(isolated, to: (() -> Bool).self)()
        self.init(
            storage: .phased(
                TransitionPhases(transition: SceneCarried(value: transition), hasMotion: hasMotion))
        )
    }
}

/// The phased transition of a ``Transition``: its body.
nonisolated private struct TransitionPhases<T: Transition>: PhasedTransition {
    let transition: SceneCarried<T>
    let hasMotion: Bool

    func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: Int, context: inout ResolveContext
    ) {
        resolveTransition(
            transition.value, phase: phase, content: content, id: id, context: &context)
    }
}

/// The modifier of `Transition.apply(content:phase:)`: the transition's body in a phase.
nonisolated private struct TransitionPhaseModifier<T: Transition>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: SceneCarried<T>
    let phase: TransitionPhase

    func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        resolveTransition(
            transition.value, phase: phase, content: ViewResolver(content), id: id,
            context: &context)
    }
}

nonisolated extension Transition {
    /// `content` as this transition shows it in `phase`.
    ///
    /// ```swift
    /// func body(content: Content, phase: TransitionPhase) -> some View {
    ///     OpacityTransition().apply(content: content.blur(radius: phase.isIdentity ? 0 : 4),
    ///                               phase: phase)
    /// }
    /// ```
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(
            TransitionPhaseModifier(transition: SceneCarried(value: self), phase: phase))
    }

    /// This transition and `other` at once (this one applied inside `other`).
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition driven by its own `animation` (see `AnyTransition.animation(_:)`).
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Two transitions at once (`combined(with:)`).
nonisolated private struct CombinedTransition<First: Transition, Second: Transition>:
    Transition, BuiltinTransition
{
    let first: First
    let second: Second

    @MainActor static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var anyTransition: AnyTransition {
        AnyTransition(first).combined(with: AnyTransition(second))
    }
}

/// A transition with its own animation (`animation(_:)`).
nonisolated private struct AnimatedTransition<Base: Transition>: Transition, BuiltinTransition {
    let base: Base
    let animation: Animation?

    @MainActor static var properties: TransitionProperties { Base.properties }

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
