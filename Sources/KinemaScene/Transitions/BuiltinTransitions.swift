import Foundation
import KinemaCore

/// No change: the view appears and disappears at once, as SwiftUI's `IdentityTransition`.
nonisolated public struct IdentityTransition: Transition, BuiltinTransition, Sendable {
    /// No change.
    public init() {}

    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    /// The content unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    package var anyTransition: AnyTransition { .identity }
}

/// A fade from and to transparent, as SwiftUI's `OpacityTransition`.
nonisolated public struct OpacityTransition: Transition, BuiltinTransition, Sendable {
    /// A fade.
    public init() {}

    /// No motion: a fade is what replaces transitions with motion under Reduce Motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    /// The content, transparent outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    package var anyTransition: AnyTransition { .opacity }
}

/// A scale from and to a factor about an anchor, as SwiftUI's `ScaleTransition`.
nonisolated public struct ScaleTransition: Transition, BuiltinTransition, Sendable {
    /// The scale outside `identity`.
    public var scale: Double
    /// The fixed point of the scale.
    public var anchor: UnitPoint

    /// A scale from `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled by ``scale`` outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }

    package var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// A move by an offset, as SwiftUI's `OffsetTransition`.
nonisolated public struct OffsetTransition: Transition, BuiltinTransition, Sendable {
    /// The offset outside `identity`.
    public var offset: CGSize

    /// A move by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }

    /// The content, offset outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    package var anyTransition: AnyTransition { .offset(offset) }
}

/// A move from and to beyond an edge (the view's own width or height), as SwiftUI's
/// `MoveTransition`.
nonisolated public struct MoveTransition: Transition, BuiltinTransition, Sendable {
    /// The edge the view comes from and leaves towards.
    public var edge: Edge

    /// A move from `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content, beyond ``edge`` outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }

    package var anyTransition: AnyTransition { .move(edge: edge) }
}

/// A move in from an edge and out towards the opposite one, fading, as SwiftUI's
/// `PushTransition`.
nonisolated public struct PushTransition: Transition, BuiltinTransition, Sendable {
    /// The edge the view comes in from.
    public var edge: Edge

    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content, beyond ``edge`` before appearing and beyond the opposite edge after
    /// disappearing, transparent outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(
                EdgeMoveEffect(
                    edge: phase == .didDisappear ? edge.opposite : edge,
                    amount: phase.isIdentity ? 0 : 1)
            )
            .opacity(phase.isIdentity ? 1 : 0)
    }

    package var anyTransition: AnyTransition { .push(from: edge) }
}

/// A move in from the leading edge and out towards the trailing edge, as SwiftUI's
/// `SlideTransition`.
nonisolated public struct SlideTransition: Transition, BuiltinTransition, Sendable {
    /// A slide.
    public init() {}

    /// The content, beyond the leading edge before appearing and beyond the trailing
    /// edge after disappearing.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            EdgeMoveEffect(
                edge: phase == .didDisappear ? .trailing : .leading,
                amount: phase.isIdentity ? 0 : 1))
    }

    package var anyTransition: AnyTransition { .slide }
}

/// One transition for insertion and another for removal, as SwiftUI's
/// `AsymmetricTransition`.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>:
    Transition, BuiltinTransition
{
    /// The transition of an insertion.
    public var insertion: Insertion
    /// The transition of a removal.
    public var removal: Removal

    /// `insertion` when the view appears, `removal` when it disappears.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content with ``insertion`` in `willAppear` and ``removal`` in `didDisappear`
    /// (each at identity otherwise).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(
                content: content, phase: phase == .willAppear ? .willAppear : .identity),
            phase: phase == .didDisappear ? .didDisappear : .identity)
    }

    /// Motion when either side has it.
    @MainActor public static var properties: TransitionProperties {
        TransitionProperties(
            hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    package var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

nonisolated extension AsymmetricTransition: Sendable
where Insertion: Sendable, Removal: Sendable {}

extension Edge {
    /// The edge across the view.
    internal var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// A move of the view by `amount` times its own size beyond an edge.
nonisolated private struct EdgeMoveEffect: GeometryEffect {
    var edge: Edge
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let d: CGSize
        switch edge {
        case .leading: d = CGSize(width: -size.width, height: 0)
        case .trailing: d = CGSize(width: size.width, height: 0)
        case .top: d = CGSize(width: 0, height: -size.height)
        case .bottom: d = CGSize(width: 0, height: size.height)
        }
        return ProjectionTransform(
            CGAffineTransform(translationX: d.width * amount, y: d.height * amount))
    }
}
