import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// A modifier that rotates its content by `angle` degrees about its centre.
struct RotateModifier: ViewModifier {
    var angle: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(angle))
    }
}

/// An animatable modifier whose body is not linear in its data: it moves the content
/// down by 100 d² points.
struct DropModifier: ViewModifier, Animatable {
    var depth: Double
    nonisolated var animatableData: Double {
        get { depth }
        set { depth = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(y: 100 * depth * depth)
    }
}

/// A fade with a turn: -30° before appearing, +30° after disappearing.
struct TurningFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(30 * phase.value))
    }
}

/// A fade to half, without motion.
struct StillFade: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0.5)
    }
}

/// A custom transition made of a built-in one's body.
struct BodyOfMove: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        MoveTransition(edge: .leading).apply(content: content, phase: phase)
    }
}

extension DisplayList {
    /// The rotation, in degrees, of the n-th drawing's transform.
    func rotation(_ n: Int) -> Double {
        guard let t = drawings[n].transform else { return .nan }
        return atan2(Double(t.b), Double(t.a)) * 180 / .pi
    }
}

/// A rectangle inset by `inset` points on every side.
struct InsetRect: Shape {
    var inset: CGFloat
    nonisolated var animatableData: CGFloat {
        get { inset }
        set { inset = newValue }
    }
    nonisolated func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: inset, dy: inset))
    }
}

/// A reveal: the content clipped to a rectangle inset by `inset`.
struct RevealModifier: ViewModifier {
    var inset: CGFloat
    func body(content: Content) -> some View {
        content.clipShape(InsetRect(inset: inset))
    }
}

/// Many drawn attributes at once, all set by `amount` (0 at identity).
struct EverythingModifier: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View {
        content
            .rotation3DEffect(.degrees(80 * amount), axis: (x: 0, y: 1, z: 0))
            .clipShape(InsetRect(inset: 4 * amount))
            .blur(radius: 6 * amount)
            .shadow(radius: 5 * amount, x: 3 * amount)
            .colorMultiply(Color(red: 1, green: 1 - amount, blue: 1))
            .scaleEffect(1 + amount)
            .offset(x: -20 * amount, y: 10 * amount)
            .rotationEffect(.degrees(45 * amount))
            .opacity(1 - amount)
    }
}
