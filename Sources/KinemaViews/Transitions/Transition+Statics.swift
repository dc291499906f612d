import Foundation
import KinemaCore
import KinemaScene

nonisolated extension Transition where Self == IdentityTransition {
    /// No change (see ``IdentityTransition``).
    public static var identity: IdentityTransition { IdentityTransition() }
}

nonisolated extension Transition where Self == OpacityTransition {
    /// A fade (see ``OpacityTransition``).
    public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == ScaleTransition {
    /// A scale from 0 about the centre (see ``ScaleTransition``).
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// A scale from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

nonisolated extension Transition where Self == OffsetTransition {
    /// A move by `offset` (see ``OffsetTransition``).
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// A move by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

nonisolated extension Transition where Self == MoveTransition {
    /// A move from beyond `edge` (see ``MoveTransition``).
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == PushTransition {
    /// A push from `edge` (see ``PushTransition``).
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

nonisolated extension Transition where Self == SlideTransition {
    /// A slide from the leading edge (see ``SlideTransition``).
    public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
    /// A blur and scale in and out, scaling down on removal (see
    /// ``BlurReplaceTransition``).
    public static var blurReplace: BlurReplaceTransition { .blurReplace(.downUp) }

    /// A blur and scale in and out with `config`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
        -> BlurReplaceTransition
    {
        BlurReplaceTransition(configuration: config)
    }
}
