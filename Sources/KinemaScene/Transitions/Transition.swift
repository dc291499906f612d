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
@MainActor internal func resolveTransition<T: Transition>(
    _ transition: T, phase: TransitionPhase, content: ViewResolver, id: ViewIdentity,
    context: inout ResolveContext
) {
    context.link(transition, id: id, path: "transition:\(T.self)")
    let body = transition.body(content: PlaceholderContentView(), phase: phase)
    context.resolve(body, id: id, modifierContent: content)
}

/// A transition Kinema draws itself: the `AnyTransition` it stands for.
nonisolated package protocol BuiltinTransition {
    /// The type-erased transition.
    var anyTransition: AnyTransition { get }
}
